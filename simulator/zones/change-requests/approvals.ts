/** Approval and rejection of pending requests (operator support, the control surface). */
import type { ChangeRequestRecord } from '../../core/db/operations-schemas';
import type { DomainContext } from '../../core/context';
import { NotFoundError, ValidationError } from '../../core/errors';
import { fieldError } from '../../core/drf-validation';
import { type ItemKind, ops, nextId, type ItemRecord, setRequest, instant } from './store';
import { approvedBefore, decide } from './history';
import { NOT_FOUND, REQUEST_NOT_PENDING, TARGET_GONE, REASON_REQUIRED } from './messages';

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
  if (typeof reason !== 'string' || reason.trim() === '') throw new ValidationError({ reason: [REASON_REQUIRED] });
  const request = pendingById(ctx, id);
  return decide(ctx, request, { status: 'rejected', reason: reason.trim(), decided_at: instant(ctx, id + 1) });
}
