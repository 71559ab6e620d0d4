/**
 * Approving and rejecting change requests: the operator's support staff do it in the demo panel;
 * tests and scripts in process or over HTTP (/__simulator/change-requests).
 */
import type { ChangeRequestStatus, ChangeRequestWire } from '../../src/api/contract/working-hours';
import {
  approveRequest,
  itemHistory,
  listRequests,
  rejectRequest,
  requestWire,
} from '../domain/change-requests';
import type { ChangeRequestKind } from '../../src/api/contract/working-hours';
import { domainContext, whenReady } from './state';

/** The change requests (pending by default), oldest first. */
export async function listChangeRequests(status: ChangeRequestStatus | 'all' = 'pending'): Promise<ChangeRequestWire[]> {
  await whenReady();
  return listRequests(domainContext(), status).map(requestWire);
}

/** Applies a pending request. Throws a DomainError (404 unknown, 400 not pending). */
export async function approveChangeRequest(id: number): Promise<ChangeRequestWire> {
  await whenReady();
  return requestWire(await approveRequest(domainContext(), id));
}

/** Discards a pending request with a reason (400 without one). */
export async function rejectChangeRequest(id: number, reason: string): Promise<ChangeRequestWire> {
  await whenReady();
  return requestWire(await rejectRequest(domainContext(), id, reason));
}

/** Every request that touched an item: a working period, closing rule, or (polygon) a zone. */
export async function changeHistory(kind: ChangeRequestKind, itemId: number): Promise<ChangeRequestWire[]> {
  await whenReady();
  return itemHistory(domainContext(), kind, itemId).map(requestWire);
}
