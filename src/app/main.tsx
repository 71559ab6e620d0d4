/**
 * Boot: read /config.json, then render; when the config runs the simulator, it loads and starts
 * beside the first render, and calls wait for it. The production build has no simulator at all (__SIMULATOR_BUILD__ is false there),
 * and says so if its config asks for one.
 */
import '../api/zod-setup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../api/runtime-config';
import { startBackendOnDemand } from '../api/backend-ready';
import '../design-system/theme/fonts';
import { createI18n, loadCoreResources, storedLanguage } from './i18n/setup';
import { createQueryClient } from './query-client';
import { App } from './App';
import { preloadFirstScreen, preloadFirstScreenCode, preloadPublicScreen } from './routes';
import { afterFirstScreen, nextTask } from '../design-system/model/idle';
import { dismissLoginShell, isLoginShellShown } from '../features/auth/login-shell';
import { loadScreensSystem } from '../design-system/theme/load-screen-recipes';
import { entrySystemInSteps } from '../design-system/theme/system';
import * as chakraSystem from '@chakra-ui/react/dist/esm/styled-system/system.js';
import { getToken } from '../api/token';
import { sessionMayExist } from '../api/session';
import { routePatterns } from '../routing/paths';

/** Replaces whatever is shown with the boot failure, in the stored language. */
function showBootFailure(i18n: ReturnType<typeof createI18n>, error: unknown) {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `${i18n.t('app:boot.failed')} ${(error as Error).message}`;
  document.getElementById('root')!.replaceChildren(message);
  dismissLoginShell();
}

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  // A start that may be signed in (a session may exist, any page but sign-in) renders in the
  // signed-in screens' Chakra system from its first paint: its first screen needs that system at
  // once, and the page then creates one system and inserts Chakra's global styles once, not the
  // entry's first and the screens' after them. Sign-in, and a start with no session, use the
  // entry's system, which holds no screen's recipes. With a stored token the load starts at once,
  // beside the config's; a failed load leaves the entry's system (the screen's own load then says
  // what failed).
  // The config is asked for first: it is small, every call waits for it, and on a connection
  // shared with the code, what is asked for first comes first.
  const configLoad = loadRuntimeConfig();
  configLoad.catch(() => undefined);
  const onSignIn = window.location.pathname === routePatterns.login;
  const signedInCode = !onSignIn && getToken() !== null;
  const screensSystem = signedInCode ? loadScreensSystem() : null;
  screensSystem?.catch(() => undefined);
  // The first screen's code needs neither the config nor the session: it is asked for at once.
  if (signedInCode) preloadFirstScreenCode(window.location.pathname);
  const publicScreen = preloadPublicScreen(window.location.pathname);
  const language = storedLanguage();
  // en's entry namespaces load first; if they cannot, the app boots in hr.
  const resources = await loadCoreResources(language).catch(() => null);
  const i18n = resources ? createI18n(language, resources) : createI18n('hr');
  const publicScreenReady = publicScreen?.(i18n);
  try {
    const config = await configLoad;
    if (config.simulator && !__SIMULATOR_BUILD__) throw new Error('This build has no simulator: use the demo build (npm run build:demo).');
    if (__SIMULATOR_BUILD__ && config.simulator) {
      // The demo paints first: the simulator loads and starts on the first call (which waits for
      // it, src/api/backend-ready.ts), or once the first screen is painted and the page is idle, so
      // its boot never holds back the first screen (a cold /login makes no call).
      const start = startBackendOnDemand(() => {
        const simulator = import('../../simulator/browser').then(({ startBrowserSimulator }) =>
          startBrowserSimulator({ persist: true, apiBaseUrl: config.apiBaseUrl }),
        );
        simulator.catch((error: unknown) => {
          root.unmount();
          showBootFailure(i18n, error);
        });
        return simulator;
      });
      afterFirstScreen(() => void start());
    }
  } catch (error) {
    showBootFailure(i18n, error);
    return;
  }
  const queryClient = createQueryClient();
  const signedInStart = !onSignIn && sessionMayExist();
  const firstCalls = signedInStart ? preloadFirstScreen(i18n, queryClient, window.location.pathname, window.location.search) : undefined;
  const createScreensSystem = signedInStart ? await (screensSystem ?? loadScreensSystem()).catch(() => undefined) : undefined;
  // Creating Chakra's system is long work: a signed-in start runs it once its first screen's
  // calls are out (or its session is in), so that their round trips overlap it rather than follow
  // it. Neither holds the main thread long: the system is created in pieces, a task each
  // (scripts/chakra-system-steps.ts), and the first render is a transition, which React draws in
  // slices that yield to the browser (the page shows the sign-in form's shell, or nothing yet,
  // meanwhile).
  if (firstCalls) {
    await firstCalls;
    await nextTask();
  }
  const system = await (createScreensSystem ?? entrySystemInSteps)(chakraSystem.createSystemSteps, nextTask);
  // Where the document's sign-in form shows, the first render waits for its screen: the form stays
  // meanwhile, and the page is drawn once, with no loading overlay under the form first.
  if (publicScreenReady && isLoginShellShown()) await publicScreenReady;
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} system={system} />
      </StrictMode>,
    );
  });
}

void boot();
