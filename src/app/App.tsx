import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { SystemContext } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '../api/runtime-config';
import { GuardedRouter } from '../routing/guarded-history';
import { LeaveGuardProvider } from '../routing/navigation-guard';
import { SideMenuProvider } from '../routing/side-menu';
import { AppProviders } from './AppProviders';
import { afterFirstScreen } from '../design-system/model/idle';
import { AppRoutes, createAppRoutes } from './routes';
import { isPublicPath } from './session/guards';

const AuthFailureRedirect = lazy(() => import('./session/auth-failure').then((m) => ({ default: m.AuthFailureRedirect })));

/**
 * The watch over 401s and 403s loads with the first private page, never on /login or the password
 * reset pages, where a refusal ends nothing; once loaded it stays, and takes the user back to
 * sign-in. A failure before it listens waits for it (onAuthFailure hands it over, with the page it came on).
 */
function AuthFailureWatch() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  if (!needed && !isPublicPath(pathname)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AuthFailureRedirect />
    </Suspense>
  ) : null;
}

/**
 * The demo panel is code of the demo only: loaded when the app runs on the simulator, with its
 * texts (it brings the screens' recipes itself), and absent from the production build.
 */
function useDemoPanel(i18n: I18n) {
  return useMemo(
    () =>
      __SIMULATOR_BUILD__
        ? lazy(() =>
            Promise.all([import('./demo/DemoPanel'), import('./demo/texts').then((m) => m.loadDemoTexts(i18n))]).then(
              ([m]) => ({ default: m.DemoPanel }),
            ),
          )
        : null,
    [i18n],
  );
}

/**
 * True once the first screen is painted and the page idle: the demo panel's code waits for it, so
 * the first screen's chunks and fonts do not queue behind the panel's.
 */
function useAfterFirstScreen(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstScreen(() => setPainted(true)), []);
  return painted;
}

/**
 * The demo panel's place: its own component, so that the moment it may load renders only it, not
 * the app around it.
 */
function DemoPanelSlot({ i18n }: { i18n: I18n }) {
  const now = useAfterFirstScreen();
  const DemoPanel = useDemoPanel(i18n);
  return DemoPanel && now && getRuntimeConfig().simulator ? (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  ) : null;
}

export function App({ i18n, queryClient, system }: { i18n: I18n; queryClient: QueryClient; system?: SystemContext }) {
  const routes = useMemo(() => createAppRoutes(i18n), [i18n]);
  return (
    <AppProviders i18n={i18n} queryClient={queryClient} system={system}>
      <GuardedRouter>
        <LeaveGuardProvider>
          <SideMenuProvider>
            <AuthFailureWatch />
            <AppRoutes routes={routes} />
            {__SIMULATOR_BUILD__ ? <DemoPanelSlot i18n={i18n} /> : null}
          </SideMenuProvider>
        </LeaveGuardProvider>
      </GuardedRouter>
    </AppProviders>
  );
}
