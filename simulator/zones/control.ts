/**
 * What the control surface (core/control: the demo panel, tests and scripts) may do with change
 * requests: list, approve, reject, and tell them in words. The one module of this area that
 * core/control imports besides the seed; everything here takes the domain context it is given.
 */
import type { ChangeRequestKind, ChangeRequestStatus, ChangeRequestWire, ClosingRuleWire, WorkingPeriodWire } from '../../src/api/contract/working-periods';
import type { DomainContext } from '../core/context';
import { approveRequest, rejectRequest } from './change-requests/approvals';
import { approvedBefore, itemHistory, listRequests } from './change-requests/history';
import { closingWire, periodWire, requestWire } from './change-requests/wire';
import { findZone, garage, parkingProvider } from './source';

/** The change requests (pending by default), oldest first. */
export function listChangeRequests(ctx: DomainContext, status: ChangeRequestStatus | 'all'): ChangeRequestWire[] {
  return listRequests(ctx, status).map(requestWire);
}

/** Applies a pending request. Throws a DomainError (404 unknown, 400 not pending). */
export async function approveChangeRequest(ctx: DomainContext, id: number): Promise<ChangeRequestWire> {
  return requestWire(await approveRequest(ctx, id));
}

/** Discards a pending request with a reason (400 without one). */
export async function rejectChangeRequest(ctx: DomainContext, id: number, reason: string): Promise<ChangeRequestWire> {
  return requestWire(await rejectRequest(ctx, id, reason));
}

/** Every request that touched an item: a working period, closing rule, or (polygon) a zone. */
export function changeHistory(ctx: DomainContext, kind: ChangeRequestKind, itemId: number): ChangeRequestWire[] {
  return itemHistory(ctx, kind, itemId).map(requestWire);
}

/**
 * A change request told in words for the demo panel's queue and history: who asked, for which
 * provider and zones or garage, and the item before and after (null where there is none: a create
 * has no before, a removal no after). Borders come as the polygon_data JSON text.
 */
export interface ChangeRequestStory {
  request: ChangeRequestWire;
  owner_name: string;
  zone_names: string[];
  before: WorkingPeriodWire | ClosingRuleWire | null;
  after: WorkingPeriodWire | ClosingRuleWire | null;
  polygon_before: string | null;
  polygon_after: string | null;
}

const NO_MARKER = { request_id: null, request_action: null, request_status: null };

export function describeChangeRequests(ctx: DomainContext, status: ChangeRequestStatus | 'all'): ChangeRequestStory[] {
  return listRequests(ctx, status).map((request) => {
    const owner = request.area === 'parking' ? parkingProvider(ctx, request.owner_id) : garage(ctx, request.owner_id);
    const zoneIds = request.kind === 'polygon' && request.target_id !== null ? [request.target_id] : request.zone_ids;
    const zoneNames = zoneIds.map((id) => findZone(ctx, id)?.name ?? `#${id}`);
    const story: ChangeRequestStory = {
      request: requestWire(request),
      owner_name: owner?.name ?? `#${request.owner_id}`,
      zone_names: zoneNames,
      before: null,
      after: null,
      polygon_before: null,
      polygon_after: null,
    };
    // A decided request tells the item as it was then; a pending one, as it is now.
    const before = request.decided_before ?? approvedBefore(ctx, request);
    if (request.kind === 'polygon') {
      story.polygon_before = before.polygon_data;
      story.polygon_after = request.polygon_data;
      return story;
    }
    const zones = request.area === 'parking' ? request.zone_ids : null;
    if (request.kind === 'working_period') {
      if (before.period) story.before = periodWire(ctx, request.target_id, before.period, NO_MARKER, zones);
      if (request.period && request.action !== 'delete') story.after = periodWire(ctx, request.target_id, request.period, NO_MARKER, zones);
    } else {
      if (before.closing) story.before = closingWire(request.target_id, before.closing, NO_MARKER, zones);
      if (request.closing && request.action !== 'delete') story.after = closingWire(request.target_id, request.closing, NO_MARKER, zones);
    }
    return story;
  });
}
