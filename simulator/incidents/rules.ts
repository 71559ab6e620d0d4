/**
 * Incidents (operations.md §2 Incidents page, §3, §5, §7): the full list (IncidentsView) and the
 * public list with paging and search (title, group, or a date as DD.MM.YYYY), create and patch,
 * details, the permission check, and the component and service-group lists.
 */
import { COMPONENT_SEPARATOR, type IncidentListResponse, type IncidentWire } from '../../src/api/contract/incidents';
import type { IncidentRecord } from '../core/db/operations-schemas';
import { hasPermission, requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { NotFoundError, ValidationError } from '../core/errors';
import { asBody, NULL_NOT_ALLOWED, STRING_EXPECTED, BLANK_NOT_ALLOWED } from '../core/drf-validation';
import { paginate } from '../core/paging';
import { matchesSearch } from '../core/text';
import { REQUIRED } from '../core/validation';
import { COMPONENTS, SERVICE_GROUPS } from '../core/service-groups';

export const INCIDENTS_PAGE_SIZE = 10;

/** The incident form's choices (the incidents seed names them too). */
export { COMPONENTS };

export const INVALID_DATETIME = 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
export const INVALID_CHOICE = (value: unknown) => `"${String(value)}" is not a valid choice.`;
export const END_BEFORE_BEGIN = 'The end time must not be before the begin time.';

function toWire(incident: IncidentRecord): IncidentWire {
  return { ...incident };
}

/** DD.MM.YYYY of an ISO instant (UTC). */
function displayDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

function matches(incident: IncidentRecord, search: string): boolean {
  const query = search.trim();
  if (!query) return true;
  if (/^\d{1,2}\.\d{1,2}\.\d{4}\.?$/.test(query)) {
    const [d, m, y] = query.split('.');
    const wanted = `${(d ?? '').padStart(2, '0')}.${(m ?? '').padStart(2, '0')}.${y ?? ''}`;
    return [incident.begin_time, incident.end_time].some((t) => t !== null && displayDate(t) === wanted);
  }
  const group = SERVICE_GROUPS.find((g) => g.service_group_code === incident.service_group);
  return matchesSearch(query, [incident.title, incident.service_group, group?.service_group_description ?? '']);
}

function list(ctx: DomainContext, onlyPublic: boolean, page: string | null, search: string | null): IncidentListResponse {
  const items = ctx.flags.emptyLists
    ? []
    : ctx.db.incidents
        .all()
        .filter((i) => (!onlyPublic || i.is_public) && matches(i, search ?? ''))
        .sort((a, b) => b.begin_time.localeCompare(a.begin_time) || b.id - a.id);
  const result = paginate(items, page, INCIDENTS_PAGE_SIZE);
  return { incidenti: result.items.map(toWire), ukupno_incidenata: result.count, broj_stranica: result.numPages };
}

export function listIncidents(ctx: DomainContext, session: Session, page: string | null, search: string | null) {
  requirePermission(session.user, 'IncidentsView');
  return list(ctx, false, page, search);
}

export function listPublicIncidents(ctx: DomainContext, page: string | null, search: string | null) {
  return list(ctx, true, page, search);
}

/** The permission check: whether the user holds IncidentsView, 200 either way (never a 403 for lacking it). */
export function incidentPermission(session: Session): { has_permission: boolean } {
  return { has_permission: hasPermission(session.user, 'IncidentsView') };
}

function findIncident(ctx: DomainContext, rawId: string): IncidentRecord {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  const incident = ctx.db.incidents.findFirst((q) => q.where({ id }));
  if (!incident) throw new NotFoundError('Not found.');
  return incident;
}

/** Details: anyone signed in may read a public incident; the others need IncidentsView. */
export function incidentDetails(ctx: DomainContext, session: Session, rawId: string): IncidentWire {
  const incident = findIncident(ctx, rawId);
  if (!incident.is_public) requirePermission(session.user, 'IncidentsView');
  return toWire(incident);
}

type IncidentValues = Omit<IncidentRecord, 'id' | 'is_public'>;

function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Normalises an instant to UTC with seconds (2026-11-21T08:15:00Z). */
function toUtc(value: string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function validate(raw: unknown, base: IncidentValues | null): IncidentValues {
  const body = { ...(base ?? {}), ...asBody(raw) };
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = (field: string, required: boolean): string => {
    const value = body[field as keyof typeof body];
    if (value === undefined || value === null) {
      if (required) add(field, value === null ? NULL_NOT_ALLOWED : REQUIRED);
      return '';
    }
    if (typeof value !== 'string') add(field, STRING_EXPECTED);
    else if (required && value.trim() === '') add(field, BLANK_NOT_ALLOWED);
    return typeof value === 'string' ? value : '';
  };
  const title = text('title', true);
  const description = text('description', false);
  const rawComponent = body.component;
  const component = Array.isArray(rawComponent) ? rawComponent.map(String).join(COMPONENT_SEPARATOR) : text('component', false);
  const serviceGroup = text('service_group', true);
  if (serviceGroup && !SERVICE_GROUPS.some((g) => g.service_group_code === serviceGroup)) add('service_group', INVALID_CHOICE(serviceGroup));
  const level = body.incident_level;
  if (level === undefined || level === null) add('incident_level', level === null ? NULL_NOT_ALLOWED : REQUIRED);
  else if (!(typeof level === 'number' && [1, 2, 3, 4].includes(level))) add('incident_level', INVALID_CHOICE(level));
  const begin = text('begin_time', true);
  if (begin && !isInstant(begin)) add('begin_time', INVALID_DATETIME);
  const rawEnd = body.end_time;
  let end: string | null = null;
  if (rawEnd !== undefined && rawEnd !== null && rawEnd !== '') {
    if (typeof rawEnd !== 'string' || !isInstant(rawEnd)) add('end_time', INVALID_DATETIME);
    else end = toUtc(rawEnd);
  }
  if (end && begin && isInstant(begin) && end < toUtc(begin)) add('end_time', END_BEFORE_BEGIN);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    title,
    description,
    component: component
      .split(COMPONENT_SEPARATOR)
      .map((c) => c.trim())
      .filter(Boolean)
      .join(COMPONENT_SEPARATOR),
    service_group: serviceGroup,
    incident_level: level as number,
    begin_time: toUtc(begin),
    end_time: end,
  };
}

/**
 * POST: every created incident is public. Anyone signed in may add one (operations.md §6 ties
 * IncidentsView to the full list and search only).
 */
export async function createIncident(ctx: DomainContext, _session: Session, body: unknown): Promise<IncidentWire> {
  const values = validate(body, null);
  const id = ctx.db.incidents.all().reduce((max, i) => Math.max(max, i.id), 0) + 1;
  return toWire(await ctx.db.incidents.create({ ...values, id, is_public: true }));
}

/** PATCH: a public incident by anyone signed in; one that is not public needs IncidentsView, as its details do. */
export async function updateIncident(ctx: DomainContext, session: Session, rawId: string, body: unknown): Promise<IncidentWire> {
  const incident = findIncident(ctx, rawId);
  if (!incident.is_public) requirePermission(session.user, 'IncidentsView');
  const { id: _id, is_public: _public, ...base } = incident;
  const values = validate(body, base);
  await ctx.db.incidents.update((q) => q.where({ id: incident.id }), {
    data(record) {
      Object.assign(record, values);
    },
  });
  return toWire({ ...incident, ...values });
}

export function componentList() {
  return { components: COMPONENTS.map((c) => ({ ...c })) };
}

export function serviceGroupList() {
  return { service_groups: SERVICE_GROUPS.map((g) => ({ ...g })) };
}
