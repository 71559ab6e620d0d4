/**
 * Every route: public pages, then the private layout with guards, lazy feature screens,
 * the landing redirect and not-found. A feature screen's lazy route loads the screen's chunk and
 * its feature's i18n namespace together, before it renders. The signed-in layout (top bar, user
 * menu, language switcher) is lazy too: the public pages, /login first, never load it.
 */
import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../api/session';
import { routePatterns } from '../routing/paths';
import { featureRoutes, isBuilt, type RegisteredRoute } from './feature-registry';
import { loadNamespace } from './i18n/setup';
import { DeniedPage } from './pages/DeniedPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RequirePermission, RequireSession } from './session/guards';
import { landingPath } from './session/landing';
import { RouteError } from './pages/RouteError';

const PUBLIC_ROUTES = new Set(['login', 'resetPassword', 'setNewPassword']);

/**
 * The index route: the landing rule. A user whose landing target is the root sees the dashboard
 * (not-found while it is not built); any other user is sent to their target.
 */
function Landing({ dashboard: Dashboard }: { dashboard?: ComponentType }) {
  const user = useQuery(userInfoQueryOptions()).data;
  const target = landingPath(user?.permissions ?? new Set());
  if (target === '/') return Dashboard ? <Dashboard /> : <NotFoundPage />;
  return <Navigate to={target} replace />;
}

/** The screen's component, once its chunk and its feature's namespace are both loaded. */
async function loadScreen(i18n: I18n, route: RegisteredRoute) {
  const [screen] = await Promise.all([route.load(), route.i18n ? loadNamespace(i18n, route.i18n) : undefined]);
  return screen.Component;
}

function lazyRoute(i18n: I18n, path: string, route: RegisteredRoute): RouteObject {
  return {
    path,
    lazy: async () => {
      const Component = await loadScreen(i18n, route);
      return {
        Component: () => (
          <RequirePermission permission={route.permission}>
            <Component />
          </RequirePermission>
        ),
      };
    },
  };
}

/** The root with the dashboard built: the landing rule decides who sees it. */
function homeRoute(i18n: I18n, home: RegisteredRoute): RouteObject {
  return {
    index: true,
    lazy: async () => {
      const Dashboard = await loadScreen(i18n, home);
      return { Component: () => <Landing dashboard={Dashboard} /> };
    },
  };
}

export function createAppRoutes(i18n: I18n): RouteObject[] {
  const all = featureRoutes();
  const publicRoutes = all.filter((r) => PUBLIC_ROUTES.has(r.name));
  const privateRoutes = all.filter((r) => !PUBLIC_ROUTES.has(r.name) && r.name !== 'home');
  const modalRoutes = privateRoutes.filter((r) => r.modal);
  const layoutRoutes = privateRoutes.filter((r) => !r.modal);
  const home = all.find((r) => r.name === 'home');

  return [
    {
      errorElement: <RouteError />,
      children: [
        ...publicRoutes.map((r) => ({
          path: routePatterns[r.name],
          lazy: async () => ({ Component: await loadScreen(i18n, r) }),
        })),
        { path: routePatterns.permissionDenied, element: <DeniedPage /> },
        {
          lazy: async () => {
            const { MainLayout } = await import('./layout/MainLayout');
            return {
              Component: () => (
                <RequireSession>
                  <MainLayout />
                </RequireSession>
              ),
            };
          },
          children: [
            home && isBuilt('home') ? homeRoute(i18n, home) : { index: true, element: <Landing /> },
            ...layoutRoutes.map((r) => lazyRoute(i18n, routePatterns[r.name], r)),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        ...modalRoutes.map((r) => ({
          element: (
            <RequireSession>
              <Outlet />
            </RequireSession>
          ),
          children: [lazyRoute(i18n, routePatterns[r.name], r)],
        })),
      ],
    },
  ];
}
