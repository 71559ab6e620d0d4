/**
 * Route guards (reporting.md §6): a private route needs user info, else login remembering the
 * path; a missing permission goes to /denied; any other failure goes to login.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../../api/session';
import { getToken } from '../../api/token';
import type { Permission } from '../../api/contract/permissions';
import { routePatterns } from '../../routing/paths';
import { LoadingOverlay } from '../../design-system/components/LoadingOverlay';

export function loginPathFor(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  return next === '/' ? routePatterns.login : `${routePatterns.login}?next=${encodeURIComponent(next)}`;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const hasToken = getToken() !== null;
  const user = useQuery({ ...userInfoQueryOptions(), enabled: hasToken });
  if (!hasToken || user.isError) return <Navigate to={loginPathFor(location)} replace />;
  if (!user.data) return <LoadingOverlay />;
  return <>{children}</>;
}

export function RequirePermission({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const user = useQuery(userInfoQueryOptions()).data;
  if (permission && !user?.permissions.has(permission)) {
    return <Navigate to={routePatterns.permissionDenied} replace />;
  }
  return <>{children}</>;
}
