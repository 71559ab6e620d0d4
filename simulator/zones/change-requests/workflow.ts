/**
 * The change-request workflow (operations.md §1, §4): one engine for parking zones and garages.
 * Every create, edit or removal of a working period, closing rule or zone polygon set becomes a
 * pending request. Items in lists carry the request (request_id, request_action). Editing or
 * removing a pending item acts on the request. Approval applies it; rejection discards it with a
 * reason. Requests are never deleted: they are each item's history.
 */
import type { ChangeRequestAction, ChangeRequestKind } from '../../../src/api/contract/working-periods';
import type { ChangeRequestRecord, ClosingValues, PeriodValues } from '../../core/db/operations-schemas';
import type { Session } from '../../core/access';
import type { DomainContext } from '../../core/context';
import { NotFoundError } from '../../core/errors';
import { fieldError, type ZoneRule } from '../../core/drf-validation';
import { providerZones } from '../source';
import { type Marker, markerOf } from './wire';
import { type ItemKind, ops, pendingRequests, inScope, zoneIdsOf, pendingFor, newRequest, setRequest, instant } from './store';
import { type Scope, authorize } from './authorize';
import { decide } from './history';
import { NOT_FOUND, REQUEST_NOT_PENDING } from './messages';

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
