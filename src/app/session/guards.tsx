/**
 * Route guards (reporting.md §6): a private route needs user info, else login remembering the
 * path; a missing permission goes to /denied; any other failure goes to login. The session is the
 * user info, not a stored token (src/api/session.ts).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { sessionMayExist, userInfoQueryOptions } from '../../api/session';
import { isSignedOut } from '../../api/http';
import type { Permission } from '../../api/contract/permissions';
import { routePatterns } from '../../routing/paths';
import { LoadingOverlay } from '../../design-system/components/LoadingOverlay';

/** Pages whose calls need no session (sign-in, password reset): a refusal there ends nothing. */
export function isPublicPath(pathname: string): boolean {
  return pathname.startsWith(routePatterns.login) || pathname.startsWith(routePatterns.resetPassword);
}

/**
 * Login remembering where the user was, unless the user signed out: the page being left (and any
 * URL it rewrites while the session is forgotten) is not where the next sign-in should return.
 */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  if (next === '/' || isSignedOut()) return routePatterns.login;
  return `${routePatterns.login}?next=${encodeURIComponent(next)}`;
}

export type SessionState = 'signed-in' | 'checking' | 'signed-out';

/**
 * Where a private route stands: signed out when no session can exist (token auth on, no token) or
 * user info failed (a 401 included: reporting.md §8 sends any failure to login); signed in once user
 * info has loaded; checking meanwhile.
 */
export function sessionState(mayExist: boolean, user: { isError: boolean; data: unknown }): SessionState {
  if (!mayExist || user.isError) return 'signed-out';
  return user.data ? 'signed-in' : 'checking';
}

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const mayExist = sessionMayExist();
  const user = useQuery(userInfoQueryOptions());
  const state = sessionState(mayExist, user);
  if (state === 'signed-out') return <Navigate to={loginPathFor(location)} replace />;
  if (state === 'checking') return <LoadingOverlay />;
  return <>{children}</>;
}

export function RequirePermission({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const user = useQuery(userInfoQueryOptions()).data;
  if (permission && !user?.permissions.has(permission)) {
    return <Navigate to={routePatterns.permissionDenied} replace />;
  }
  return <>{children}</>;
}
