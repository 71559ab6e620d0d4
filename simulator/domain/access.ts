/** Server-side authorization: permission strings and partner scope. */
import type { Permission } from '../../src/api/contract/permissions';
import type { UserRecord } from '../db/schemas';
import { PermissionDeniedError } from './errors';

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

/** Operator staff (no partner) see every partner; a partner user sees only its own. */
export function canSeePartner(user: UserRecord, partnerId: number): boolean {
  return user.partner_id === null || user.partner_id === partnerId;
}
