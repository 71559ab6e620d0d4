/**
 * The change-request workflow (operations.md §1, §4): one engine for parking zones and garages.
 * Every create, edit or removal of a working period, closing rule or zone polygon set becomes a
 * pending request. Items in lists carry the request (request_id, request_action). Editing or
 * removing a pending item acts on the request. Approval applies it; rejection discards it with a
 * reason. Requests are never deleted: they are each item's history.
 */
import type { Permission } from '../../src/api/contract/permissions';
import type {
  ChangeRequestAction,
  ChangeRequestArea,
  ChangeRequestKind,
  ChangeRequestWire,
  ClosingRuleWire,
  WorkingPeriodWire,
} from '../../src/api/contract/working-hours';
import {
  closingValues,
  periodValues,
  type ChangeRequestRecord,
  type ClosingRuleRecord,
  type ClosingValues,
  type PeriodValues,
  type WorkingPeriodRecord,
} from '../core/db/operations-schemas';
import { canSeePartner, hasPermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { NotFoundError, PermissionDeniedError } from '../core/errors';
import { dayNumber, instantMs, weekdayOfDay } from '../core/dates';
import { DrfValidationError, fieldError, validateClosing, validatePeriod, type ZoneRule } from '../core/drf-validation';
import { WEEKDAYS_HR } from '../core/reference';
import { approvedPolygonText } from './borders';
import { findZone, garage, parkingProvider, providerZones } from './source';

export const NOT_FOUND = 'Not found.';
export const REQUEST_NOT_PENDING = 'Only a pending change request can be changed.';
export const TARGET_GONE = 'The item of this change request no longer exists.';
export const REASON_REQUIRED = 'A rejection needs a reason.';

/** Where an item or request lives: a parking provider (optionally one of its zones) or a garage. */
export interface Scope {
  area: ChangeRequestArea;
  ownerId: number;
  /** Parking, zone-level paths: the zone from the path. */
  zoneId: number | null;
}

interface AreaRules {
  read: readonly Permission[];
  change: Permission;
  partnerOf(ctx: DomainContext, ownerId: number): number | undefined;
}

const AREAS: Record<ChangeRequestArea, AreaRules> = {
  parking: {
    read: ['ParkingProviderZonesView', 'ParkingProviderZoneDetailsView', 'ChangeParkingZoneRequests'],
    change: 'ChangeParkingZoneRequests',
    partnerOf: (ctx, id) => parkingProvider(ctx, id)?.partner_id,
  },
  garage: {
    read: ['GarazaWorkingHoursView', 'ChangeGarageRequests'],
    change: 'ChangeGarageRequests',
    partnerOf: (ctx, id) => garage(ctx, id)?.partner_id,
  },
};

/**
 * Permission (403), existence of the owner and of the path's zone (404), partner scope (403), in
 * the order the statements use. `alsoRead`: further permissions that grant this read (a form's).
 */
export function authorize(
  ctx: DomainContext,
  session: Session,
  scope: Scope,
  mode: 'read' | 'change',
  alsoRead: readonly Permission[] = [],
): void {
  const rules = AREAS[scope.area];
  const allowed = mode === 'change' ? [rules.change] : [...rules.read, ...alsoRead];
  if (!allowed.some((p) => hasPermission(session.user, p))) throw new PermissionDeniedError();
  const partnerId = rules.partnerOf(ctx, scope.ownerId);
  if (partnerId === undefined) throw new NotFoundError(NOT_FOUND);
  if (scope.zoneId !== null && findZone(ctx, scope.zoneId)?.provider_id !== scope.ownerId) {
    throw new NotFoundError(NOT_FOUND);
  }
  if (!canSeePartner(session.user, partnerId)) throw new PermissionDeniedError();
}

// ---------------------------------------------------------------- time and ids

/**
 * A UTC instant on the simulator's day; the minutes follow the request id so order is kept, but
 * never later than the clock's now (clock.ts).
 */
function instant(ctx: DomainContext, sequence: number): string {
  const day = dayNumber(ctx.today);
  const ms = Math.min(day * 86_400_000 + (8 * 60 + (sequence % 600)) * 60_000, instantMs(day, ctx.nowSecond));
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

// ---------------------------------------------------------------- wire views

interface Marker {
  request_id: number | null;
  request_action: ChangeRequestAction | null;
  request_status: ChangeRequestRecord['status'] | null;
}

const NO_REQUEST: Marker = { request_id: null, request_action: null, request_status: null };

function markerOf(request: ChangeRequestRecord | undefined): Marker {
  return request ? { request_id: request.id, request_action: request.action, request_status: request.status } : NO_REQUEST;
}

export function periodWire(
  ctx: DomainContext,
  id: number | null,
  values: PeriodValues,
  marker: Marker,
  zoneIds: number[] | null,
): WorkingPeriodWire {
  const today = weekdayOfDay(dayNumber(ctx.today));
  const days = values.working_days.map((d) => ({
    week_day: d.week_day,
    week_day_description: WEEKDAYS_HR[d.week_day] ?? '',
    time_from: d.time_from,
    time_to: d.time_to,
    no_charge: d.no_charge,
    is_today: d.week_day === today,
  }));
  return {
    id,
    ...marker,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    description: values.description,
    no_charge: days.length > 0 && days.every((d) => d.no_charge),
    is_active: values.valid_from <= ctx.today && ctx.today <= values.valid_to,
    working_days: days,
    ...(zoneIds ? { parking_zone_ids: zoneIds } : {}),
  };
}

export function closingWire(id: number | null, values: ClosingValues, marker: Marker, zoneIds: number[] | null): ClosingRuleWire {
  return {
    id,
    ...marker,
    closing_start: values.closing_start,
    closing_end: values.closing_end,
    reason: values.reason,
    ...(zoneIds ? { parking_zone_ids: zoneIds } : {}),
  };
}

const DETAIL: Record<ChangeRequestRecord['status'], string> = {
  pending: 'The change request has been submitted for approval.',
  approved: 'The change request has been approved.',
  rejected: 'The change request has been rejected.',
  withdrawn: 'The change request has been withdrawn.',
};

export function requestWire(request: ChangeRequestRecord): ChangeRequestWire {
  return {
    request_id: request.id,
    status: request.status,
    action: request.action,
    kind: request.kind,
    area: request.area,
    owner_id: request.owner_id,
    target_id: request.target_id,
    parking_zone_ids: request.zone_ids,
    created_at: request.created_at,
    created_by: request.created_by,
    decided_at: request.decided_at,
    reason: request.reason,
    result_ids: request.result_ids,
    detail: DETAIL[request.status],
  };
}

// ---------------------------------------------------------------- kinds: periods and closing rules share the engine

type ItemKind = Exclude<ChangeRequestKind, 'polygon'>;
type ItemRecord = WorkingPeriodRecord | ClosingRuleRecord;

interface KindOps<V> {
  records(ctx: DomainContext): ItemRecord[];
  valuesOf(record: ItemRecord): V;
  requestValues(request: ChangeRequestRecord): V | null;
  validate(raw: unknown, base: V | null, zones: ZoneRule | null): { values: V; zoneIds: number[] };
  store(values: V): Pick<ChangeRequestRecord, 'period' | 'closing'>;
  create(ctx: DomainContext, record: ItemRecord): Promise<unknown>;
  update(ctx: DomainContext, id: number, values: V): Promise<unknown>;
  remove(ctx: DomainContext, id: number): void;
}

const periodOps: KindOps<PeriodValues> = {
  records: (ctx) => ctx.db.workingPeriods.all(),
  valuesOf: (r) => {
    const { valid_from, valid_to, description, working_days } = r as WorkingPeriodRecord;
    return { valid_from, valid_to, description, working_days: working_days.map((d) => ({ ...d })) };
  },
  requestValues: (r) => r.period,
  validate: validatePeriod,
  store: (values) => ({ period: values, closing: null }),
  create: (ctx, record) => ctx.db.workingPeriods.create(record as WorkingPeriodRecord),
  update: (ctx, id, values) =>
    ctx.db.workingPeriods.update((q) => q.where({ id }), {
      data(record) {
        Object.assign(record, values);
      },
    }),
  remove: (ctx, id) => ctx.db.workingPeriods.deleteMany((q) => q.where({ id })),
};

const closingOps: KindOps<ClosingValues> = {
  records: (ctx) => ctx.db.closingRules.all(),
  valuesOf: (r) => {
    const { closing_start, closing_end, reason } = r as ClosingRuleRecord;
    return { closing_start, closing_end, reason };
  },
  requestValues: (r) => r.closing,
  validate: validateClosing,
  store: (values) => ({ period: null, closing: values }),
  create: (ctx, record) => ctx.db.closingRules.create(record as ClosingRuleRecord),
  update: (ctx, id, values) =>
    ctx.db.closingRules.update((q) => q.where({ id }), {
      data(record) {
        Object.assign(record, values);
      },
    }),
  remove: (ctx, id) => ctx.db.closingRules.deleteMany((q) => q.where({ id })),
};

function ops(kind: ItemKind): KindOps<PeriodValues | ClosingValues> {
  return (kind === 'working_period' ? periodOps : closingOps) as KindOps<PeriodValues | ClosingValues>;
}

function inScope(scope: Scope, area: ChangeRequestArea, ownerId: number, zoneIds: readonly number[]): boolean {
  return area === scope.area && ownerId === scope.ownerId && (scope.zoneId === null || zoneIds.includes(scope.zoneId));
}

function pendingRequests(ctx: DomainContext, kind: ChangeRequestKind): ChangeRequestRecord[] {
  return ctx.db.changeRequests.findMany((q) => q.where({ status: 'pending', kind }), { orderBy: { id: 'asc' } });
}

function pendingFor(ctx: DomainContext, kind: ChangeRequestKind, targetId: number): ChangeRequestRecord | undefined {
  return pendingRequests(ctx, kind).find((r) => r.target_id === targetId && r.action !== 'create');
}

function zoneIdsOf(record: ItemRecord): number[] {
  return record.zone_id === null ? [] : [record.zone_id];
}

/** An item of a list or a detail: the approved values, or the request's for a pending update or create. */
export interface ItemView<V> {
  id: number | null;
  values: V;
  marker: Marker;
  zoneIds: number[];
}

/** The scope's items: approved ones (with a pending update or removal shown on them) and pending creates. */
export function listItems(ctx: DomainContext, kind: ItemKind, scope: Scope): ItemView<PeriodValues | ClosingValues>[] {
  const kindOps = ops(kind);
  const pending = pendingRequests(ctx, kind);
  const approved = kindOps
    .records(ctx)
    .filter((r) => inScope(scope, r.area, r.owner_id, zoneIdsOf(r)))
    .map((record) => {
      const request = pending.find((p) => p.target_id === record.id && p.action !== 'create');
      const proposed = request?.action === 'update' ? kindOps.requestValues(request) : null;
      return { id: record.id, values: proposed ?? kindOps.valuesOf(record), marker: markerOf(request), zoneIds: zoneIdsOf(record) };
    });
  const creates = pending
    .filter((p) => p.action === 'create' && inScope(scope, p.area, p.owner_id, p.zone_ids))
    .flatMap((request) => {
      const values = kindOps.requestValues(request);
      return values ? [{ id: null, values, marker: markerOf(request), zoneIds: request.zone_ids }] : [];
    });
  return [...approved, ...creates];
}

/**
 * One approved item of the scope (404 otherwise) as it is approved, marked with its pending request
 * if any: a list shows a pending update's proposed values, the item's details its current ones, so
 * a partner sees both (the request's details give the proposal too).
 */
export function getItem(ctx: DomainContext, kind: ItemKind, scope: Scope, id: number): ItemView<PeriodValues | ClosingValues> {
  const kindOps = ops(kind);
  const record = kindOps.records(ctx).find((r) => r.id === id && inScope(scope, r.area, r.owner_id, zoneIdsOf(r)));
  if (!record) throw new NotFoundError(NOT_FOUND);
  const request = pendingFor(ctx, kind, record.id);
  return { id: record.id, values: kindOps.valuesOf(record), marker: markerOf(request), zoneIds: zoneIdsOf(record) };
}

function requestInScope(ctx: DomainContext, kind: ChangeRequestKind, scope: Scope, requestId: number): ChangeRequestRecord {
  const request = ctx.db.changeRequests.findFirst((q) => q.where({ id: requestId }));
  if (!request || request.kind !== kind || !inScope(scope, request.area, request.owner_id, request.zone_ids)) {
    throw new NotFoundError(NOT_FOUND);
  }
  return request;
}

/** A change request as an item (its proposed values; for a removal the item's current values). */
export function getRequestItem(
  ctx: DomainContext,
  kind: ItemKind,
  scope: Scope,
  requestId: number,
): ItemView<PeriodValues | ClosingValues> {
  const request = requestInScope(ctx, kind, scope, requestId);
  const kindOps = ops(kind);
  const target = request.target_id === null ? undefined : kindOps.records(ctx).find((r) => r.id === request.target_id);
  const values = kindOps.requestValues(request) ?? (target ? kindOps.valuesOf(target) : null);
  if (!values) throw new NotFoundError(NOT_FOUND);
  return { id: request.target_id, values, marker: markerOf(request), zoneIds: request.zone_ids };
}

function zoneRule(ctx: DomainContext, scope: Scope, fixed: number[]): ZoneRule | null {
  if (scope.area !== 'parking') return null;
  const providerZoneIds = new Set(providerZones(ctx, scope.ownerId).map((z) => z.id));
  if (scope.zoneId !== null) return { fromBody: false, providerZoneIds, fixed: fixed.length ? fixed : [scope.zoneId] };
  return { fromBody: true, providerZoneIds, fixed };
}

async function newRequest(
  ctx: DomainContext,
  session: Session,
  fields: Pick<ChangeRequestRecord, 'area' | 'kind' | 'action' | 'owner_id' | 'target_id' | 'zone_ids' | 'period' | 'closing' | 'polygon_data'>,
): Promise<ChangeRequestRecord> {
  const id = nextId(ctx.db.changeRequests.all());
  return ctx.db.changeRequests.create({
    ...fields,
    id,
    status: 'pending',
    created_at: instant(ctx, id),
    created_by: session.user.username,
    decided_at: null,
    reason: null,
    result_ids: [],
    decided_before: null,
  });
}

/** The approved item a request changes, as it stands now (a create changes none). */
export function approvedBefore(ctx: DomainContext, request: ChangeRequestRecord): NonNullable<ChangeRequestRecord['decided_before']> {
  const none = { period: null, closing: null, polygon_data: null };
  if (request.kind === 'polygon') {
    const zone = request.target_id === null ? undefined : findZone(ctx, request.target_id);
    return { ...none, polygon_data: zone ? approvedPolygonText(ctx, zone) : null };
  }
  if (request.target_id === null) return none;
  const targetId = request.target_id;
  if (request.kind === 'working_period') {
    const target = ctx.db.workingPeriods.findFirst((q) => q.where({ id: targetId }));
    return { ...none, period: target ? periodValues.parse(target) : null };
  }
  const target = ctx.db.closingRules.findFirst((q) => q.where({ id: targetId }));
  return { ...none, closing: target ? closingValues.parse(target) : null };
}

/** Decides a pending request, keeping what it changed as it was then. */
function decide(ctx: DomainContext, request: ChangeRequestRecord, change: Partial<ChangeRequestRecord>): Promise<ChangeRequestRecord> {
  return setRequest(ctx, request.id, { ...change, decided_before: approvedBefore(ctx, request) });
}

async function setRequest(ctx: DomainContext, id: number, change: Partial<ChangeRequestRecord>): Promise<ChangeRequestRecord> {
  await ctx.db.changeRequests.update((q) => q.where({ id }), {
    data(record) {
      Object.assign(record, change);
    },
  });
  const updated = ctx.db.changeRequests.findFirst((q) => q.where({ id }));
  if (!updated) throw new NotFoundError(NOT_FOUND);
  return updated;
}

/** POST: a request to create an item (parking: for each zone given, or the path's zone). */
export async function proposeCreate(
  ctx: DomainContext,
  session: Session,
  kind: ItemKind,
  scope: Scope,
  body: unknown,
): Promise<ChangeRequestRecord> {
  authorize(ctx, session, scope, 'change');
  const kindOps = ops(kind);
  const { values, zoneIds } = kindOps.validate(body, null, zoneRule(ctx, scope, []));
  return newRequest(ctx, session, {
    area: scope.area,
    kind,
    action: 'create',
    owner_id: scope.ownerId,
    target_id: null,
    zone_ids: zoneIds,
    ...kindOps.store(values),
    polygon_data: null,
  });
}

/** Edits a pending request in place (PATCH on the request, or on an item that has one). */
async function editRequest(
  ctx: DomainContext,
  kind: ItemKind,
  scope: Scope,
  request: ChangeRequestRecord,
  body: unknown,
): Promise<ChangeRequestRecord> {
  if (request.status !== 'pending') throw fieldError('non_field_errors', REQUEST_NOT_PENDING);
  const kindOps = ops(kind);
  const target = request.target_id === null ? undefined : kindOps.records(ctx).find((r) => r.id === request.target_id);
  const base = kindOps.requestValues(request) ?? (target ? kindOps.valuesOf(target) : null);
  const rule = request.action === 'create' ? zoneRule(ctx, { ...scope, zoneId: null }, request.zone_ids) : null;
  const { values, zoneIds } = kindOps.validate(body, base, rule);
  return setRequest(ctx, request.id, {
    ...kindOps.store(values),
    action: request.action === 'delete' ? 'update' : request.action,
    zone_ids: rule ? zoneIds : request.zone_ids,
  });
}

/** PATCH on an approved item: a new update request, or an edit of its pending one. */
export async function proposeUpdate(
  ctx: DomainContext,
  session: Session,
  kind: ItemKind,
  scope: Scope,
  id: number,
  body: unknown,
): Promise<{ request: ChangeRequestRecord; created: boolean }> {
  authorize(ctx, session, scope, 'change');
  const kindOps = ops(kind);
  const record = kindOps.records(ctx).find((r) => r.id === id && inScope(scope, r.area, r.owner_id, zoneIdsOf(r)));
  if (!record) throw new NotFoundError(NOT_FOUND);
  const pending = pendingFor(ctx, kind, id);
  if (pending) return { request: await editRequest(ctx, kind, scope, pending, body), created: false };
  const { values } = kindOps.validate(body, kindOps.valuesOf(record), null);
  const request = await newRequest(ctx, session, {
    area: scope.area,
    kind,
    action: 'update',
    owner_id: scope.ownerId,
    target_id: id,
    zone_ids: zoneIdsOf(record),
    ...kindOps.store(values),
    polygon_data: null,
  });
  return { request, created: true };
}

/** DELETE on an approved item: a removal request, or the withdrawal of its pending request. */
export async function proposeRemoval(
  ctx: DomainContext,
  session: Session,
  kind: ItemKind,
  scope: Scope,
  id: number,
): Promise<{ request: ChangeRequestRecord; created: boolean }> {
  authorize(ctx, session, scope, 'change');
  const record = ops(kind)
    .records(ctx)
    .find((r) => r.id === id && inScope(scope, r.area, r.owner_id, zoneIdsOf(r)));
  if (!record) throw new NotFoundError(NOT_FOUND);
  const pending = pendingFor(ctx, kind, id);
  if (pending) return { request: await withdraw(ctx, pending), created: false };
  const request = await newRequest(ctx, session, {
    area: scope.area,
    kind,
    action: 'delete',
    owner_id: scope.ownerId,
    target_id: id,
    zone_ids: zoneIdsOf(record),
    period: null,
    closing: null,
    polygon_data: null,
  });
  return { request, created: true };
}

/** PATCH on a pending request (by request id). */
export async function updateRequest(
  ctx: DomainContext,
  session: Session,
  kind: ItemKind,
  scope: Scope,
  requestId: number,
  body: unknown,
): Promise<ChangeRequestRecord> {
  authorize(ctx, session, scope, 'change');
  return editRequest(ctx, kind, scope, requestInScope(ctx, kind, scope, requestId), body);
}

/** DELETE on a pending request (by request id): it is withdrawn. */
export async function withdrawRequest(
  ctx: DomainContext,
  session: Session,
  kind: ItemKind,
  scope: Scope,
  requestId: number,
): Promise<ChangeRequestRecord> {
  authorize(ctx, session, scope, 'change');
  const request = requestInScope(ctx, kind, scope, requestId);
  if (request.status !== 'pending') throw fieldError('non_field_errors', REQUEST_NOT_PENDING);
  return withdraw(ctx, request);
}

function withdraw(ctx: DomainContext, request: ChangeRequestRecord): Promise<ChangeRequestRecord> {
  return decide(ctx, request, { status: 'withdrawn', decided_at: instant(ctx, request.id) });
}

// ---------------------------------------------------------------- polygons

/** The pending polygon request of a zone, if any. */
export function pendingPolygon(ctx: DomainContext, zoneId: number): ChangeRequestRecord | undefined {
  return pendingRequests(ctx, 'polygon').find((r) => r.target_id === zoneId);
}

/** A polygon change of a zone (polygon_data already normalised; null removes the borders). */
/**
 * PATCH of a zone's borders: a polygon request, or a change of the pending one. Proposing the
 * approved borders again while a change is pending leaves nothing to change, so the pending
 * request is withdrawn (the partner's "withdraw the proposed borders").
 */
export async function proposePolygon(
  ctx: DomainContext,
  session: Session,
  scope: Scope & { zoneId: number },
  polygonData: string | null,
  approvedData: string | null,
): Promise<{ request: ChangeRequestRecord; created: boolean }> {
  authorize(ctx, session, scope, 'change');
  const action: ChangeRequestAction = polygonData === null ? 'delete' : 'update';
  const pending = pendingPolygon(ctx, scope.zoneId);
  if (pending && polygonData === approvedData) return { request: await withdraw(ctx, pending), created: false };
  if (pending) return { request: await setRequest(ctx, pending.id, { polygon_data: polygonData, action }), created: false };
  const request = await newRequest(ctx, session, {
    area: 'parking',
    kind: 'polygon',
    action,
    owner_id: scope.ownerId,
    target_id: scope.zoneId,
    zone_ids: [scope.zoneId],
    period: null,
    closing: null,
    polygon_data: polygonData,
  });
  return { request, created: true };
}

// ---------------------------------------------------------------- approvals (operator support, control surface)

export function listRequests(ctx: DomainContext, status: ChangeRequestRecord['status'] | 'all' = 'pending'): ChangeRequestRecord[] {
  return ctx.db.changeRequests
    .findMany(undefined, { orderBy: { id: 'asc' } })
    .filter((r) => status === 'all' || r.status === status);
}

function pendingById(ctx: DomainContext, id: number): ChangeRequestRecord {
  const request = ctx.db.changeRequests.findFirst((q) => q.where({ id }));
  if (!request) throw new NotFoundError(NOT_FOUND);
  if (request.status !== 'pending') throw fieldError('non_field_errors', REQUEST_NOT_PENDING);
  return request;
}

async function applyItem(ctx: DomainContext, request: ChangeRequestRecord, kind: ItemKind): Promise<number[]> {
  const kindOps = ops(kind);
  const values = kindOps.requestValues(request);
  if (request.action === 'create') {
    if (!values) throw fieldError('non_field_errors', TARGET_GONE);
    const owners: (number | null)[] = request.area === 'parking' ? request.zone_ids : [null];
    const ids: number[] = [];
    for (const zoneId of owners) {
      const id = nextId(kindOps.records(ctx));
      await kindOps.create(ctx, { ...values, id, area: request.area, owner_id: request.owner_id, zone_id: zoneId } as ItemRecord);
      ids.push(id);
    }
    return ids;
  }
  const target = request.target_id;
  if (target === null || !kindOps.records(ctx).some((r) => r.id === target)) throw fieldError('non_field_errors', TARGET_GONE);
  if (request.action === 'delete') kindOps.remove(ctx, target);
  else if (values) await kindOps.update(ctx, target, values);
  return [target];
}

async function applyPolygon(ctx: DomainContext, request: ChangeRequestRecord): Promise<number[]> {
  const zoneId = request.target_id;
  if (zoneId === null) throw fieldError('non_field_errors', TARGET_GONE);
  ctx.db.zonePolygons.deleteMany((q) => q.where({ zone_id: zoneId }));
  await ctx.db.zonePolygons.create({ zone_id: zoneId, polygon_data: request.polygon_data });
  return [zoneId];
}

/** Applies a pending request: the change shows in every list from now on. */
export async function approveRequest(ctx: DomainContext, id: number): Promise<ChangeRequestRecord> {
  const request = pendingById(ctx, id);
  const before = approvedBefore(ctx, request);
  const resultIds = request.kind === 'polygon' ? await applyPolygon(ctx, request) : await applyItem(ctx, request, request.kind);
  return setRequest(ctx, id, { status: 'approved', decided_at: instant(ctx, id + 1), result_ids: resultIds, decided_before: before });
}

/** Discards a pending request with a reason (required). */
export async function rejectRequest(ctx: DomainContext, id: number, reason: unknown): Promise<ChangeRequestRecord> {
  if (typeof reason !== 'string' || reason.trim() === '') throw new DrfValidationError({ reason: [REASON_REQUIRED] });
  const request = pendingById(ctx, id);
  return decide(ctx, request, { status: 'rejected', reason: reason.trim(), decided_at: instant(ctx, id + 1) });
}

/** Every request that touched an item (created it, changed it, tried to), oldest first. */
export function itemHistory(ctx: DomainContext, kind: ChangeRequestKind, itemId: number): ChangeRequestRecord[] {
  return listRequests(ctx, 'all').filter(
    (r) => r.kind === kind && (r.target_id === itemId || r.result_ids.includes(itemId)),
  );
}
