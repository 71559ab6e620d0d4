/**
 * Every route: public pages, then the private layout with guards, lazy feature screens,
 * the landing redirect and not-found.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../api/session';
import { routePatterns } from '../routing/paths';
import { featureRoutes, isBuilt } from './feature-registry';
import { MainLayout } from './layout/MainLayout';
import { DeniedPage } from './pages/DeniedPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RequirePermission, RequireSession } from './session/guards';
import { landingPath } from './session/landing';
import { RouteError } from './pages/RouteError';

const PUBLIC_ROUTES = new Set(['login', 'resetPassword', 'setNewPassword']);

/** The index route: the landing rule; the dashboard itself when the user may see it and it is built. */
function Landing() {
  const user = useQuery(userInfoQueryOptions()).data;
  const target = landingPath(user?.permissions ?? new Set());
  if (target === '/') return <NotFoundPage />;
  return <Navigate to={target} replace />;
}

function lazyRoute(path: string, route: ReturnType<typeof featureRoutes>[number]): RouteObject {
  return {
    path,
    lazy: async () => {
      const { Component } = await route.load();
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

export function createAppRoutes(): RouteObject[] {
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
          lazy: async () => ({ Component: (await r.load()).Component }),
        })),
        { path: routePatterns.permissionDenied, element: <DeniedPage /> },
        {
          element: (
            <RequireSession>
              <MainLayout />
            </RequireSession>
          ),
          children: [
            home && isBuilt('home') ? lazyRoute('/', home) : { index: true, element: <Landing /> },
            ...layoutRoutes.map((r) => lazyRoute(routePatterns[r.name], r)),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        ...modalRoutes.map((r) => ({
          element: (
            <RequireSession>
              <Outlet />
            </RequireSession>
          ),
          children: [lazyRoute(routePatterns[r.name], r)],
        })),
      ],
    },
  ];
}
