/** Server-side authorization: who calls (the session), permission strings and partner scope. */
import type { Permission } from '../../src/api/contract/permissions';
import type { UserRecord } from './db/schemas';
import { PermissionDeniedError } from './errors';

/** A signed-in caller: the token (or session key) it came with and its user (auth/rules.ts authenticates). */
export interface Session {
  token: string;
  user: UserRecord;
}

export function hasPermission(user: UserRecord, permission: Permission): boolean {
  return user.permissions.includes(permission);
}

export function requirePermission(user: UserRecord, permission: Permission): void {
  if (!hasPermission(user, permission)) throw new PermissionDeniedError();
}

/** 403 unless the user holds at least one of the permissions. */
export function requireAnyPermission(user: UserRecord, permissions: readonly Permission[]): void {
  if (!permissions.some((permission) => hasPermission(user, permission))) throw new PermissionDeniedError();
}

/**
 * The new and edit working-period forms (operations.md §6): each grants read access to what the
 * forms load: the zones list, the working period and request details, the provider info and the
 * weekday list (which any signed-in user may read).
 */
export const WORKING_PERIOD_FORMS: readonly Permission[] = ['ParkingProviderNewWorkingPeriodView', 'ParkingProviderEditWorkingPeriodView'];

/** Operator staff (no partner) see every partner; a partner user sees only its own. */
export function canSeePartner(user: UserRecord, partnerId: number): boolean {
  return user.partner_id === null || user.partner_id === partnerId;
}
