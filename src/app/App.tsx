import { useMemo } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { SideMenuProvider } from '../routing/side-menu';
import { AppProviders } from './AppProviders';
import { createAppRoutes } from './routes';

export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: (
            <SideMenuProvider>
              <Outlet />
            </SideMenuProvider>
          ),
          children: createAppRoutes(),
        },
      ]),
    [],
  );
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
