/**
 * Approving and rejecting change requests: the operator's support staff do it in the demo panel;
 * tests and scripts in process or over HTTP (/__simulator/change-requests). Each call waits for the
 * simulator's state and hands it to the zones area's control module.
 */
import type { ChangeRequestKind, ChangeRequestStatus, ChangeRequestWire } from '../../../src/api/contract/working-periods';
import * as zones from '../../zones/control';
import { domainContext, whenReady } from './state';

/** Runs `act` on the simulator's state once it is ready. */
async function withState<T>(act: (ctx: ReturnType<typeof domainContext>) => T | Promise<T>): Promise<T> {
  await whenReady();
  return act(domainContext());
}

/** The change requests (pending by default), oldest first. */
export const listChangeRequests = (status: ChangeRequestStatus | 'all' = 'pending'): Promise<ChangeRequestWire[]> =>
  withState((ctx) => zones.listChangeRequests(ctx, status));

/** Applies a pending request. Throws a DomainError (404 unknown, 400 not pending). */
export const approveChangeRequest = (id: number): Promise<ChangeRequestWire> => withState((ctx) => zones.approveChangeRequest(ctx, id));

/** Discards a pending request with a reason (400 without one). */
export const rejectChangeRequest = (id: number, reason: string): Promise<ChangeRequestWire> =>
  withState((ctx) => zones.rejectChangeRequest(ctx, id, reason));

/** Every request that touched an item: a working period, closing rule, or (polygon) a zone. */
export const changeHistory = (kind: ChangeRequestKind, itemId: number): Promise<ChangeRequestWire[]> =>
  withState((ctx) => zones.changeHistory(ctx, kind, itemId));

/** Pending (by default) or all requests, told for the demo panel. */
export const describeChangeRequests = (status: ChangeRequestStatus | 'all' = 'pending'): Promise<zones.ChangeRequestStory[]> =>
  withState((ctx) => zones.describeChangeRequests(ctx, status));
