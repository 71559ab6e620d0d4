/**
 * Working periods and closing rules as the API sends them (operations.md §3, §7), for parking
 * providers (and their zones) and garages alike. Rules of change live in change-requests/.
 */
import type { ChangeRequestWire, ClosingRuleWire, WorkingPeriodWire } from '../../src/api/contract/working-periods';
import type { ClosingValues, PeriodValues } from '../core/db/operations-schemas';
import type { Permission } from '../../src/api/contract/permissions';
import { WORKING_PERIOD_FORMS, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { isIsoDate } from '../core/dates';
import { fieldError, DATE_FORMAT } from '../core/drf-validation';
import { authorize, type Scope } from './change-requests/authorize';
import { periodWire, closingWire, requestWire } from './change-requests/wire';
import {
  getItem,
  getRequestItem,
  listItems,
  proposeCreate,
  proposeRemoval,
  proposeUpdate,
  updateRequest,
  withdrawRequest,
  type ItemView,
} from './change-requests/workflow';

export type ItemKind = 'working_period' | 'closing_rule';

function zoneIdsFor(scope: Scope, view: ItemView<unknown>): number[] | null {
  return scope.area === 'parking' ? view.zoneIds : null;
}

function toWire(ctx: DomainContext, kind: ItemKind, scope: Scope, view: ItemView<PeriodValues | ClosingValues>) {
  return kind === 'working_period'
    ? periodWire(ctx, view.id, view.values as PeriodValues, view.marker, zoneIdsFor(scope, view))
    : closingWire(view.id, view.values as ClosingValues, view.marker, zoneIdsFor(scope, view));
}

function byPeriod(a: WorkingPeriodWire, b: WorkingPeriodWire): number {
  return b.valid_from.localeCompare(a.valid_from) || (a.id ?? Infinity) - (b.id ?? Infinity);
}

export function listWorkingPeriods(ctx: DomainContext, session: Session, scope: Scope): WorkingPeriodWire[] {
  authorize(ctx, session, scope, 'read');
  return periodsOf(ctx, scope);
}

/** Without the permission check: the zone list attaches each zone's periods. */
export function periodsOf(ctx: DomainContext, scope: Scope): WorkingPeriodWire[] {
  if (ctx.flags.emptyLists) return [];
  return listItems(ctx, 'working_period', scope)
    .map((view) => toWire(ctx, 'working_period', scope, view) as WorkingPeriodWire)
    .sort(byPeriod);
}

export interface DateRange {
  begin_date: string | null;
  end_date: string | null;
}

/** Closing rules of the scope that overlap the optional range, earliest first. */
export function listClosingRules(ctx: DomainContext, session: Session, scope: Scope, range: DateRange): ClosingRuleWire[] {
  authorize(ctx, session, scope, 'read');
  for (const field of ['begin_date', 'end_date'] as const) {
    const value = range[field];
    if (value !== null && value !== '' && !isIsoDate(value)) throw fieldError(field, DATE_FORMAT);
  }
  if (ctx.flags.emptyLists) return [];
  return listItems(ctx, 'closing_rule', scope)
    .map((view) => toWire(ctx, 'closing_rule', scope, view) as ClosingRuleWire)
    .filter((rule) => (!range.begin_date || rule.closing_end >= range.begin_date) && (!range.end_date || rule.closing_start <= range.end_date))
    .sort((a, b) => a.closing_start.localeCompare(b.closing_start) || (a.id ?? Infinity) - (b.id ?? Infinity));
}

/** A parking working period's details are what the working-period forms load: their permissions read them too. */
function formReads(kind: ItemKind, scope: Scope): readonly Permission[] {
  return kind === 'working_period' && scope.area === 'parking' ? WORKING_PERIOD_FORMS : [];
}

export function itemDetails(ctx: DomainContext, session: Session, kind: ItemKind, scope: Scope, id: number) {
  authorize(ctx, session, scope, 'read', formReads(kind, scope));
  return toWire(ctx, kind, scope, getItem(ctx, kind, scope, id));
}

export function requestDetails(ctx: DomainContext, session: Session, kind: ItemKind, scope: Scope, requestId: number) {
  authorize(ctx, session, scope, 'read', formReads(kind, scope));
  return toWire(ctx, kind, scope, getRequestItem(ctx, kind, scope, requestId));
}

export interface ChangeAnswer {
  body: ChangeRequestWire;
  /** 201 when a new request was created, 200 when a pending one was changed or withdrawn. */
  status: 200 | 201;
}

const answer = (result: { request: Parameters<typeof requestWire>[0]; created: boolean }): ChangeAnswer => ({
  body: requestWire(result.request),
  status: result.created ? 201 : 200,
});

export async function createItem(ctx: DomainContext, session: Session, kind: ItemKind, scope: Scope, body: unknown) {
  return answer({ request: await proposeCreate(ctx, session, kind, scope, body), created: true });
}

export async function updateItem(ctx: DomainContext, session: Session, kind: ItemKind, scope: Scope, id: number, body: unknown) {
  return answer(await proposeUpdate(ctx, session, kind, scope, id, body));
}

export async function removeItem(ctx: DomainContext, session: Session, kind: ItemKind, scope: Scope, id: number) {
  return answer(await proposeRemoval(ctx, session, kind, scope, id));
}

export async function updatePendingRequest(
  ctx: DomainContext,
  session: Session,
  kind: ItemKind,
  scope: Scope,
  requestId: number,
  body: unknown,
) {
  return answer({ request: await updateRequest(ctx, session, kind, scope, requestId, body), created: false });
}

export async function withdrawPendingRequest(ctx: DomainContext, session: Session, kind: ItemKind, scope: Scope, requestId: number) {
  return answer({ request: await withdrawRequest(ctx, session, kind, scope, requestId), created: false });
}
