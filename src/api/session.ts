/**
 * The signed-in user. User info and permissions load once and are cached (reporting.md §4).
 * Lives in the API layer because every feature and the app shell read it, and features do not
 * import each other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingWire, UserInfoWire } from './contract/auth';
import { endpoints } from './contract/endpoints';
import { canonicalPermissions, type Permission, type SettingCode } from './contract/permissions';
import { isApiError } from './errors';
import { http, loadParser, setSignedOut } from './http';
import { getRuntimeConfig } from './runtime-config';
import { getToken } from './token';

export interface UserSetting {
  code: string;
  name: string;
  description: string;
  type: string;
  /** Boolean settings are sent as 'true' / 'false'. */
  value: string;
  enabled: boolean;
}

export interface UserSubscription {
  id: number;
  isEnabled: boolean;
  serviceGroup: { id: number; code: string; description: string };
}

export interface User {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  permissions: ReadonlySet<string>;
  settings: UserSetting[];
  subscriptions: UserSubscription[];
}

export function toSetting(wire: SettingWire): UserSetting {
  return {
    code: wire.sifra,
    name: wire.naziv,
    description: wire.opis,
    type: wire.tip,
    value: wire.vrijednost,
    enabled: wire.vrijednost === 'true',
  };
}

export function toUser(wire: UserInfoWire, permissions: readonly string[] = wire.permissions): User {
  const fullName = `${wire.first_name} ${wire.last_name}`.trim();
  return {
    firstName: wire.first_name,
    lastName: wire.last_name,
    fullName,
    email: wire.email,
    permissions: canonicalPermissions(permissions),
    settings: wire.settings.map(toSetting),
    subscriptions: wire.user_subscriptions.map((s) => ({
      id: s.id,
      isEnabled: s.is_enabled,
      serviceGroup: {
        id: s.service_group.id,
        code: s.service_group.service_group_code,
        description: s.service_group.service_group_description,
      },
    })),
  };
}

/** The schemas load with the first call (the session check is on the first screen's path, zod is not). */
const userInfoResponse = () => import('./contract/auth').then((contract) => contract.userInfoResponse);
const permissionListResponse = () => import('./contract/auth').then((contract) => contract.permissionListResponse);

/**
 * The code that reads the session's answers (their schemas and zod's parser), asked for ahead of a
 * signed-in start's other code: the session's answers come before anything else can be asked for,
 * and on a connection shared with the code, what is asked for first comes first.
 */
export function preloadSessionCode(): void {
  userInfoResponse().catch(() => undefined);
  loadParser().catch(() => undefined);
}

export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

/**
 * User info and the permission list, fetched together once per session (reporting.md §4, §7).
 * The session is this answer, not a stored token: with token auth off it rides on the session
 * cookie, which script cannot see. A failure is the caller's to handle (the guard sends the user
 * to login remembering the page, the login form says it failed), so a 401 is not published.
 */
export async function getUserInfo(signal?: AbortSignal): Promise<User> {
  const [info, list] = await Promise.all([
    http.get(endpoints.userInfo, { schema: userInfoResponse, signal, authFailure: 'ignore' }),
    http.get(endpoints.permissionList, { schema: permissionListResponse, signal, authFailure: 'ignore' }),
  ]);
  // A session is known again (a sign-in, or one started in another tab): its refusals count.
  setSignedOut(false);
  return toUser(info, list.permissions);
}

/**
 * Asks the server whether the session still lives, after a call was refused (403): 'ended' when
 * user-info is refused too (401 or 403), 'alive' when it answers. Its failure is not published (the
 * caller decides), and any other failure (the network) is 'unknown': nobody is signed out for it.
 * With a cookie session the answer also sets a fresh CSRF cookie (Django's user-info view uses the
 * token), so a write refused for CSRF succeeds when tried again.
 */
export async function checkSession(): Promise<'alive' | 'ended' | 'unknown'> {
  try {
    await http.get(endpoints.userInfo, { schema: userInfoResponse, authFailure: 'ignore' });
    return 'alive';
  } catch (error) {
    return isApiError(error) && (error.status === 401 || error.status === 403) ? 'ended' : 'unknown';
  }
}

/**
 * Whether there may be a session to ask about. With token auth on, only a stored token makes one,
 * so without it the user is signed out without a call; with it off, a session cookie may exist
 * unseen, and only asking for user info tells (a 401 means signed out).
 */
export function sessionMayExist(): boolean {
  return !getRuntimeConfig().tokenAuth.enabled || getToken() !== null;
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    enabled: sessionMayExist(),
  });
}

/** The cached user, or undefined while loading / signed out. */
export function useUser(): User | undefined {
  return useQuery(userInfoQueryOptions()).data;
}

export function hasPermission(user: User | undefined, permission: Permission): boolean {
  return user?.permissions.has(permission) ?? false;
}

export function hasSetting(user: User | undefined, code: SettingCode): boolean {
  return user?.settings.some((s) => s.code === code) ?? false;
}

export function usePermission(permission: Permission): boolean {
  return hasPermission(useUser(), permission);
}
