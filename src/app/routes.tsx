/**
 * Every route: public pages, then the private layout with guards, lazy feature screens,
 * the landing redirect and not-found. A feature screen's lazy component loads the screen's chunk
 * and its feature's i18n namespace together, before it renders. The signed-in layout (top bar, user
 * menu, language switcher) is lazy too: the public pages, /login first, never load it.
 *
 * Declarative routes (`useRoutes` over a route table), not a data router: the app loads its data with react-query, so
 * a data router's loaders would go unused while its code sat in what /login
 * loads. Navigations run in a transition, so the current screen stays until the next one's chunk
 * is in; a first load shows the loading overlay.
 */
import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { matchPath, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { getI18n } from 'react-i18next';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { hasPermission, preloadSessionCode, sessionMayExist, userInfoQueryOptions } from '../api/session';
import { dismissLoginShell, isLoginShellShown } from '../features/auth/login-shell';
import { LoadingOverlay } from '../design-system/components/LoadingOverlay';
import { loadScreenRecipes } from '../design-system/theme/load-screen-recipes';
import { loadScreenTexts } from '../design-system/i18n/resources';
import { routePath, routePatterns } from '../routing/paths';
import { featureRoutes, isBuilt, type RegisteredRoute } from './feature-registry';
import { routePermission } from '../routing/route-table';
import { hasNamespace, loadNamespace } from './i18n/setup';
import { DeniedPage } from './pages/DeniedPage';
import { NotFoundPage } from '../routing/NotFoundPage';
import { RouteErrorBoundary } from './pages/RouteError';
import { RequirePermission, RequireSession } from './session/guards';
import { landingRoute } from './session/landing';
import { loadWithRetry } from './lazy-retry';
import { NavigationEffects } from './NavigationEffects';
import { loadedOrLazy } from './loaded-or-lazy';

/**
 * Loads a chunk together with the design system's texts of every screen but /login's
 * (design-system/i18n/resources.ts), each retried once: what renders from it is worded from its
 * first paint. The signed-in layout provides the screens' Chakra system (ScreensProvider) to every
 * screen inside it; the modal screens, outside it, are given it here.
 */
function withScreenTexts<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([loadWithRetry(load), loadWithRetry(() => loadScreenTexts(getI18n()))]).then(([loaded]) => loaded);
}

const loadMainLayout = () => import('./layout/MainLayout');
let mainLayout: ComponentType | undefined;
/** The signed-in layout with the screens' texts; a start that may be signed in asks for it first (preloadFirstScreen). */
const loadMainLayoutWithTexts = () => withScreenTexts(loadMainLayout).then((m) => (mainLayout = m.MainLayout));
const MainLayout = loadedOrLazy(
  lazy(() => loadMainLayoutWithTexts().then((Layout) => ({ default: Layout }))),
  () => mainLayout,
);
const ScreensProvider = lazy(() => withScreenTexts(loadScreenRecipes).then((m) => ({ default: m.ScreensProvider })));

/** A landing on a list report: where that report names one entity only, straight to its page (reporting.md §2). */
const listLanding = () => import('../features/reporting/components/EntityListPage');
const ListLanding = lazy(() => loadWithRetry(listLanding).then((m) => ({ default: m.ListLanding })));
const LANDS_THROUGH_LIST = new Set(['parking', 'garages', 'sales']);

/**
 * The index route: the landing rule. A user whose landing target is the root sees the dashboard
 * (not-found while it is not built); a user landing on a list report goes, in one step, to the one
 * entity's page when the report names one only, else to the list; any other user to their target.
 */
function Landing({ dashboard: Dashboard }: { dashboard?: ComponentType }) {
  const user = useQuery(userInfoQueryOptions()).data;
  const route = landingRoute(user?.permissions ?? new Set());
  if (route === 'home') return Dashboard ? <Dashboard /> : <NotFoundPage />;
  if (LANDS_THROUGH_LIST.has(route) && isBuilt(route)) return <ListLanding route={route} />;
  return <Navigate to={routePath(route)} replace />;
}

/** The feature route whose path matches the address, if any. */
function routeAt(pathname: string): RegisteredRoute | undefined {
  return featureRoutes().find((r) => matchPath(r.path, pathname) !== null);
}

/** The screens whose chunk is in, by route name. */
const loadedScreens = new Map<string, ComponentType>();

function loadScreen(route: RegisteredRoute) {
  return route.load().then((screen) => {
    loadedScreens.set(route.name, screen.Component);
    return screen;
  });
}

/**
 * The screen's component, once its chunk and its feature's namespace are both loaded (each retried
 * once). A screen whose chunk and namespace are in when it mounts (asked for by the start, below)
 * renders at once: it does not suspend, and the page does not commit the loading overlay first.
 */
function lazyScreen(i18n: I18n, route: RegisteredRoute): ComponentType {
  const namespace = route.i18n;
  const Lazy = lazy(async () => {
    const [screen] = await Promise.all([
      loadWithRetry(() => loadScreen(route)),
      namespace ? loadWithRetry(() => loadNamespace(i18n, namespace)) : undefined,
    ]);
    return { default: screen.Component };
  });
  return loadedOrLazy(Lazy, () => (!namespace || hasNamespace(i18n, namespace) ? loadedScreens.get(route.name) : undefined));
}

/**
 * A cold public page (/login first) asks for its screen's chunk at once, while Chakra's system is
 * created; the function returned asks for its texts once the app's i18n is made, and resolves when
 * both are in (or failed: the screen's own load then retries and says so). The first render then
 * draws the screen, with no loading state in between. Null for an address that is not a public page's.
 */
export function preloadPublicScreen(pathname: string): ((i18n: I18n) => Promise<void>) | null {
  const route = routeAt(pathname);
  if (route?.access !== 'public') return null;
  const ignore = () => undefined;
  const screen = loadScreen(route);
  screen.catch(ignore);
  return (i18n) => Promise.all([screen, route.i18n ? loadNamespace(i18n, route.i18n) : undefined]).then(ignore, ignore);
}

/**
 * The code of a signed-in start's first screen, which needs neither the config nor the session: what
 * reads the session's answers, the module of the screen's calls (small, and the calls are the longest wait), the signed-in layout
 * and, but at the landing (/), whose screen the session decides, the screen's chunk. The entry asks
 * for it at once, while the config and the texts are still on their way. Returns the route, undefined
 * for an address no route matches (the layout's not-found), null for a public page, which loads none of it.
 */
export function preloadFirstScreenCode(pathname: string): RegisteredRoute | undefined | null {
  const route = routeAt(pathname);
  if (route?.access === 'public') return null;
  const ignore = () => undefined;
  preloadSessionCode();
  route?.prefetch?.().catch(ignore);
  loadMainLayout().catch(ignore);
  if (route && route.name !== 'home') loadScreen(route).catch(ignore);
  return route;
}

/**
 * A start that may be signed in asks for what its first screen needs as soon as its config is in:
 * the session, the signed-in layout, the screens' texts, the screen's chunk and namespace, and the
 * screen's own first calls (its prefetch, with the address's parameters and query, and the session
 * to come: those that need not wait for the user go out beside it, and none goes into the cache
 * unless the session says the screen may be opened). Left to rendering, each would wait for the one before it (the
 * session for the first render, the layout for the session, the screen for the layout, its calls
 * for its render), a round trip each. Asking twice costs nothing (the session and the calls are
 * react-query queries, modules and namespaces load once); a failure is left to the screen's own
 * load, which retries and says so. The landing (/) waits for the session, which decides where it
 * goes: a user it leads to the dashboard gets the dashboard's chunk, namespace and calls then. A
 * public page asks for none of it. Resolves once the calls that go out beside the session are out
 * (or the session is in, whichever comes first), at once when there are none: the moment the start
 * may spend the main thread on a long task. At the landing, once the session is in and the screen
 * it leads to has asked for its chunk and its calls: those round trips, not the session's, then
 * overlap the start's long tasks, and the calls do not wait behind them.
 */
export function preloadFirstScreen(i18n: I18n, queryClient: QueryClient, pathname: string, search = ''): Promise<void> {
  const route = preloadFirstScreenCode(pathname);
  if (route === null) return Promise.resolve();
  const ignore = () => undefined;
  const session = queryClient.fetchQuery(userInfoQueryOptions());
  session.catch(ignore);
  const calls = route?.prefetch?.();
  calls?.catch(ignore);
  loadMainLayoutWithTexts().catch(ignore);
  const none = Promise.resolve();
  if (!route) return none;
  const screen = () => {
    loadScreen(route).catch(ignore);
    if (route.i18n) loadNamespace(i18n, route.i18n).catch(ignore);
  };
  // The landing (/) is the dashboard only for a user whose landing rule leads there: the session decides.
  const landing = route.name === 'home';
  if (!landing) screen();
  if (!calls) return none;
  const address = { params: matchPath(route.path, pathname)?.params ?? {}, search };
  const permission = routePermission(route.name);
  const allowed = session.then((user) => (!permission || hasPermission(user, permission) ? user : null));
  allowed.catch(ignore);
  if (!landing) {
    const asked = calls.then((prefetch) => prefetch(queryClient, address, allowed));
    return Promise.race([asked, session]).then(ignore, ignore);
  }
  return Promise.all([calls, session]).then(([prefetch, user]) => {
    if (landingRoute(user.permissions) !== 'home') return;
    screen();
    prefetch(queryClient, address, allowed);
  }, ignore);
}

/** The app's route table, built once per i18n instance (the lazy screens are created here, once). */
export function createAppRoutes(i18n: I18n): RouteObject[] {
  const all = featureRoutes();
  const publicRoutes = all.filter((r) => r.access === 'public');
  const privateRoutes = all.filter((r) => r.access !== 'public' && r.name !== 'home');
  const guarded = (r: RegisteredRoute): RouteObject => {
    const Screen = lazyScreen(i18n, r);
    return {
      path: r.path,
      element: (
        <RequirePermission permission={routePermission(r.name)}>
          <Screen />
        </RequirePermission>
      ),
    };
  };
  const home = all.find((r) => r.name === 'home');
  const Dashboard = home && isBuilt('home') ? lazyScreen(i18n, home) : undefined;

  return [
    ...publicRoutes.map((r) => {
      const Screen = lazyScreen(i18n, r);
      return { path: r.path, element: <Screen /> };
    }),
    { path: routePatterns.permissionDenied, element: <DeniedPage /> },
    {
      element: (
        <RequireSession>
          <MainLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <Landing dashboard={Dashboard} /> },
        ...privateRoutes.filter((r) => !r.modal).map(guarded),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: (
        <RequireSession>
          <ScreensProvider>
            <Outlet />
          </ScreensProvider>
        </RequireSession>
      ),
      children: privateRoutes.filter((r) => r.modal).map(guarded),
    },
  ];
}

/**
 * Renders the route table: a screen that throws shows RouteError, a first load the loading overlay.
 * NavigationEffects comes after the screens, so a screen that focuses something on load is seen first.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // index.html's sign-in form stays until the login page takes it over; any other screen removes
  // it, unless it is shown and the app is about to send a signed-out user to /login. A hidden one
  // (a cold public page such as /reset-password) goes at once.
  useLayoutEffect(() => {
    if (pathname !== routePatterns.login && (sessionMayExist() || !isLoginShellShown())) dismissLoginShell();
  }, [pathname]);
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingOverlay />}>{element}</Suspense>
      </RouteErrorBoundary>
      <NavigationEffects />
    </>
  );
}
