/**
 * Approving and rejecting change requests: the operator's support staff do it in the demo panel;
 * tests and scripts in process or over HTTP (/__simulator/change-requests). Each call waits for the
 * simulator's state and hands it to the zones area's control module.
 */
import type { ChangeRequestKind, ChangeRequestStatus, ChangeRequestWire } from '../../../src/api/contract/working-periods';
import * as zones from '../../zones/control';
import { domainContext, whenReady } from './state';

/** The change requests (pending by default), oldest first. */
export async function listChangeRequests(status: ChangeRequestStatus | 'all' = 'pending'): Promise<ChangeRequestWire[]> {
  await whenReady();
  return zones.listChangeRequests(domainContext(), status);
}

/** Applies a pending request. Throws a DomainError (404 unknown, 400 not pending). */
export async function approveChangeRequest(id: number): Promise<ChangeRequestWire> {
  await whenReady();
  return zones.approveChangeRequest(domainContext(), id);
}

/** Discards a pending request with a reason (400 without one). */
export async function rejectChangeRequest(id: number, reason: string): Promise<ChangeRequestWire> {
  await whenReady();
  return zones.rejectChangeRequest(domainContext(), id, reason);
}

/** Every request that touched an item: a working period, closing rule, or (polygon) a zone. */
export async function changeHistory(kind: ChangeRequestKind, itemId: number): Promise<ChangeRequestWire[]> {
  await whenReady();
  return zones.changeHistory(domainContext(), kind, itemId);
}

/** Pending (by default) or all requests, told for the demo panel. */
export async function describeChangeRequests(status: ChangeRequestStatus | 'all' = 'pending'): Promise<zones.ChangeRequestStory[]> {
  await whenReady();
  return zones.describeChangeRequests(domainContext(), status);
}
