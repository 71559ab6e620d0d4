/** Server-side authorization: who calls (the session), permission strings and partner scope. */
import type { Permission } from '../../src/api/contract/permissions';
import type { UserRecord } from './db/schemas';
import type { DomainContext } from './context';
import { AuthenticationError, INVALID_TOKEN, NOT_AUTHENTICATED, PermissionDeniedError } from './errors';

/** A signed-in caller: the token (or session key) it came with and its user. */
export interface Session {
  token: string;
  user: UserRecord;
}

/** The user of a live session (a token or a session cookie's key), if there is one. */
function userOfSession(ctx: DomainContext, token: string): UserRecord | undefined {
  const session = ctx.db.sessions.findFirst((q) => q.where({ token }));
  return session ? ctx.db.users.findFirst((q) => q.where({ id: session.user_id })) : undefined;
}

/** Reads `Authorization: Token <key>` like DRF's TokenAuthentication and returns the session. */
export function authenticate(ctx: DomainContext, authorization: string | null): Session {
  if (!authorization) throw new AuthenticationError(NOT_AUTHENTICATED);
  const [keyword, token, ...rest] = authorization.trim().split(/\s+/);
  if (keyword?.toLowerCase() !== 'token') throw new AuthenticationError(NOT_AUTHENTICATED);
  if (!token) throw new AuthenticationError('Invalid token header. No credentials provided.');
  if (rest.length > 0) throw new AuthenticationError('Invalid token header. Token string should not contain spaces.');
  const user = userOfSession(ctx, token);
  if (!user) throw new AuthenticationError(INVALID_TOKEN);
  return { token, user };
}

/** The live session a session cookie names (the minimal wire), or undefined: no cookie, or a session that is over. */
export function tryAuthenticateSessionCookie(ctx: DomainContext, key: string | undefined): Session | undefined {
  const user = key ? userOfSession(ctx, key) : undefined;
  return key && user ? { token: key, user } : undefined;
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
