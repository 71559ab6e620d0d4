/** What a request changed, kept when it is decided; every request that touched an item. */
import type { ChangeRequestKind } from '../../../src/api/contract/working-periods';
import { closingValues, periodValues, type ChangeRequestRecord } from '../../core/db/operations-schemas';
import type { DomainContext } from '../../core/context';
import { approvedPolygonText } from '../borders';
import { findZone } from '../source';
import { setRequest } from './store';

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
export function decide(ctx: DomainContext, request: ChangeRequestRecord, change: Partial<ChangeRequestRecord>): Promise<ChangeRequestRecord> {
  return setRequest(ctx, request.id, { ...change, decided_before: approvedBefore(ctx, request) });
}

export function listRequests(ctx: DomainContext, status: ChangeRequestRecord['status'] | 'all' = 'pending'): ChangeRequestRecord[] {
  return ctx.db.changeRequests
    .findMany(undefined, { orderBy: { id: 'asc' } })
    .filter((r) => status === 'all' || r.status === status);
}

/** Every request that touched an item (created it, changed it, tried to), oldest first. */
export function itemHistory(ctx: DomainContext, kind: ChangeRequestKind, itemId: number): ChangeRequestRecord[] {
  return listRequests(ctx, 'all').filter(
    (r) => r.kind === kind && (r.target_id === itemId || r.result_ids.includes(itemId)),
  );
}
