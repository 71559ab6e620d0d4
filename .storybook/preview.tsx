/**
 * Every story renders inside the app's providers, against the simulator:
 * - a fixed clock, a fixed seed, no animation;
 * - i18n from the `locale` global (hr default, en), every namespace loaded up front;
 * - a fresh QueryClient per story;
 * - a memory router from the `route` parameter (and `routePattern` for screens with params);
 * - a session from the `simulator.persona` parameter (null: signed out);
 * - the simulator's scenario, latency and faults from the `simulator` parameter;
 * - the toolbar's persona, scenario and latency globals override those defaults, unless the story
 *   pins the value with its own `globals` (./simulator.ts); docs pages name a story's pins (./pins.tsx).
 */
// First: a docs state frame gets storage of its own before any module reads it.
import './frame-storage';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { parsePath, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { PHONE_VIEWPORTS, setStoryNavigate } from '../src/test-support/design-system';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import '../src/design-system/theme/fonts';
import { ScreensProvider } from '../src/design-system/theme/ScreensProvider';
import { installFixedClock, FIXED_TODAY } from './clock';
import { parseRuntimeConfig, setRuntimeConfig } from '../src/api/runtime-config';
import { clearToken, setToken } from '../src/api/token';
import { setSignedOut } from '../src/api/http';
import { AppProviders } from '../src/app/AppProviders';
import { createI18n, isLanguage } from '../src/app/i18n/setup';
import { allResources } from '../src/app/i18n/all-resources';
import { createQueryClient } from '../src/app/query-client';
import { MainLayout } from '../src/app/layout/MainLayout';
import { RequireSession } from '../src/app/session/guards';
import { AuthFailureRedirect } from '../src/app/session/auth-failure';
import { clearDrafts } from '../src/routing/form-draft';
import { SideMenuProvider } from '../src/routing/side-menu';
import { routePatterns } from '../src/routing/paths';
import { GuardedMemoryRouter } from '../src/routing/guarded-history';
import { LeaveGuardProvider } from '../src/routing/navigation-guard';
import { disableAnimations } from '../src/design-system/theme/motion';
import { toaster } from '../src/design-system/components/toast-store';
import { apiNotFound, handlers } from '../simulator/handlers';
import { personaToken } from '../simulator/core/control/personas';
import { DescriptionWithPins } from './pins';
import { PortalDocsPage } from './docs-page';
import { withDemoPanel } from './demo-panel/bridge';
import {
  applyStoryScenario,
  resolveStorySimulator,
  simulatorGlobalTypes,
  type StorySimulatorParameters,
} from './simulator';

installFixedClock();
disableAnimations();
// Play functions wait for conditions (findBy…, waitFor); their limit is a hang guard, not a time
// budget, set for a slow, busy machine. No play function sets its own limit.
// A failed query's message names the text on the page instead of pretty-printing the whole DOM:
// findBy… and waitFor build that message on every failed attempt, and printing the DOM each time
// was a measurable share of the story run.
configure({
  asyncUtilTimeout: 20_000,
  getElementError: (message, container) => {
    const text = (container.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 1500);
    const error = new Error(`${message ?? ''}\n\nText on the page: ${text}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
// A blinking caret would change pixels between screenshots.
const testStyle = document.createElement('style');
testStyle.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
document.head.append(testStyle);
setRuntimeConfig(
  parseRuntimeConfig({
    simulator: true,
    botCheck: { provider: 'simulated', siteKey: 'storybook' },
  }),
);

declare module '@storybook/react-vite' {
  interface Parameters {
    /** The URL the story starts at. */
    route?: string;
    /** The route pattern the story's component is mounted at (for useParams). */
    routePattern?: string;
    /** The history state the story's route is entered with (as a navigation from elsewhere sets it). */
    routeState?: unknown;
    /** 'layout' wraps the story in the signed-in main layout. */
    shell?: 'layout' | 'none';
    /** The story's width in CSS px, as a tablet or a narrow window shows it (default: the frame's). */
    width?: number;
    simulator?: StorySimulatorParameters;
    /**
     * The story shows a busy state with nothing loading (a loading indicator on its own): its picture
     * is taken as it is, without first waiting for the page to stop being busy (.storybook/vitest.setup.ts).
     */
    busyByDesign?: boolean;
  }
}

/** Shows where a story navigated to, so play functions can assert it. */
/** Hands the story router's navigate to play functions (navigateInStory). */
function ExposeNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    setStoryNavigate((to) => void navigate(to));
    return () => setStoryNavigate(null);
  }, [navigate]);
  return null;
}

function NavigatedTo() {
  const location = useLocation();
  return (
    <p data-testid="navigated-to">
      {location.pathname}
      {location.search}
    </p>
  );
}

const simulatorLoader: Loader = async ({ parameters, globals }) => {
  const simulator = resolveStorySimulator(parameters.simulator, globals);
  // The app has one toaster (at most 5 toasts shown): a story starts with none of an earlier story's.
  toaster.remove();
  // Nor with an earlier story's form drafts.
  clearDrafts();
  // Nor signed out by an earlier story: a story starts as a fresh page does.
  setSignedOut(false);
  await applyStoryScenario(FIXED_TODAY, simulator);
  const { persona } = simulator;
  if (persona) setToken(personaToken(persona));
  else clearToken();
  return {};
};

function StoryRouter({
  children,
  route,
  pattern,
  shell,
  state,
}: {
  children: ReactNode;
  route: string;
  pattern: string;
  shell: 'layout' | 'none';
  state?: unknown;
}) {
  // The app's router mode (declarative routes, navigations in a transition), in memory.
  const entry = state === undefined ? route : { ...parsePath(route), state };
  return (
    <GuardedMemoryRouter key={`${route} ${pattern} ${shell}`} initialEntries={[entry]}>
      <LeaveGuardProvider>
        <AuthFailureRedirect />
        <ExposeNavigate />
        <SideMenuProvider>
          <Routes>
            {shell === 'layout' ? (
              <>
                <Route
                  element={
                    <RequireSession>
                      <MainLayout />
                    </RequireSession>
                  }
                >
                  <Route path={pattern} element={children} />
                  <Route path="*" element={<NavigatedTo />} />
                </Route>
                <Route path="/login" element={<NavigatedTo />} />
              </>
            ) : (
              <>
                <Route path={pattern} element={children} />
                <Route path="*" element={<NavigatedTo />} />
              </>
            )}
          </Routes>
        </SideMenuProvider>
      </LeaveGuardProvider>
    </GuardedMemoryRouter>
  );
}

/** A component (not a plain function) so it may hold hooks. */
function WithApp({
  Story,
  context,
}: {
  Story: Parameters<Decorator>[0];
  context: Parameters<Decorator>[1];
}) {
  const language = isLanguage(context.globals.locale) ? context.globals.locale : 'hr';
  const i18n = useMemo(() => createI18n(language, allResources), [language]);
  const queryClient = useMemo(() => createQueryClient(), []);
  const route = context.parameters.route ?? '/';
  const pattern = context.parameters.routePattern ?? route.split('?')[0] ?? '/';
  const shell = context.parameters.shell ?? 'none';
  // A public page renders with the entry's recipes alone, as in the app (its picture shows a missing
  // one); any other story with the signed-in screens' system, as the signed-in layout gives it.
  const publicPage = shell === 'none' && (pattern.startsWith(routePatterns.login) || pattern.startsWith(routePatterns.resetPassword));
  const Screens = publicPage ? Fragment : ScreensProvider;
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <Screens>
      <div
        data-story-root=""
        data-busy-by-design={context.parameters.busyByDesign ? '' : undefined}
        style={context.parameters.width ? { width: context.parameters.width } : undefined}
      >
        <StoryRouter route={route} pattern={pattern} shell={shell} state={context.parameters.routeState}>
          <Story />
        </StoryRouter>
      </div>
      </Screens>
    </AppProviders>
  );
}

const withApp: Decorator = (Story, context) => <WithApp Story={Story} context={context} />;

const preview: Preview = {
  decorators: [withDemoPanel, withApp],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers, apiNotFound);
      await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: '/mockServiceWorker.js' },
      });
      return worker;
    }),
    simulatorLoader,
  ],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'hr', title: 'Hrvatski' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    ...simulatorGlobalTypes,
  },
  // persona, scenario and latency start unset: every story runs with its own defaults.
  initialGlobals: { locale: 'hr' },
  parameters: {
    layout: 'padded',
    // In the story tests axe only reports violations (any fails the story): it finds every one, but
    // builds no selectors for the nodes that pass.
    // target-size (off in axe by default): every control at least 24 × 24 CSS px or spaced as if it were (WCAG 2.2 2.5.8).
    a11y: {
      test: 'error',
      options: {
        rules: { 'target-size': { enabled: true } },
        ...(import.meta.env.VITEST_STORYBOOK === undefined ? {} : { resultTypes: ['violations'] }),
      },
    },
    // The toolbar's viewports: phones from the narrowest the portal supports, then Storybook's own. A
    // story shows at a phone's width with `globals: { viewport: PHONE }` (src/test-support/design-system.ts), in the
    // toolbar and in the story tests alike.
    viewport: { options: { ...PHONE_VIEWPORTS, ...MINIMAL_VIEWPORTS } },
    docs: { components: { Description: DescriptionWithPins }, page: PortalDocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
