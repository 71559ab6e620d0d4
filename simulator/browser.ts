/**
 * The simulator in the browser: a service worker (public/mockServiceWorker.js) answers the API
 * under the runtime config's `apiBaseUrl` and /__simulator/* on this origin, and lets every other
 * request (the dev server's modules included) through. Loaded only when the runtime config turns
 * the simulator on.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { bindSimulator } from './core/base';
import { initSimulator } from './core/control/state';
import { localIsoDate } from './core/clock';
import { apiNotFound, handlers } from './handlers';
import type { WireMode } from './core/wire/mode';

export interface BrowserSimulatorOptions {
  /** The runtime config's `apiBaseUrl`, resolved against this page's origin. Default '/api'. */
  apiBaseUrl?: string;
  /** Keep accounts, sessions and reset tokens across reloads and sync them across tabs. */
  persist?: boolean;
  /** The worker script's URL. Default '/mockServiceWorker.js'. */
  serviceWorkerUrl?: string;
  /**
   * "today" until a reset names a date (YYYY-MM-DD). Default: the real current local date, and then
   * the clock's time of day is the real one too (simulator/core/clock.ts).
   */
  today?: string;
  /**
   * The wire mode until a reset or `POST /__simulator/wire` names another (simulator/core/wire/mode.ts).
   * Default rich. In the minimal wire the app signs in with cookies, so its config needs token auth off.
   */
  wire?: WireMode;
}

let started: Promise<SetupWorker> | undefined;

/** Seeds the simulator and starts the worker. Calling it again returns the same worker. */
export function startBrowserSimulator(options: BrowserSimulatorOptions = {}): Promise<SetupWorker> {
  started ??= (async () => {
    // `npm run bench` reads the boot's spans (scripts/bench-demo-start.mjs).
    performance.mark('simulator-boot-start');
    bindSimulator({ apiBaseUrl: options.apiBaseUrl, origin: location.origin });
    // Without a fixed day the demo's clock is the real one: today's date and time of day.
    await initSimulator({
      persist: options.persist ?? false,
      defaultToday: options.today ?? localIsoDate(new Date()),
      defaultTime: options.today === undefined ? null : undefined,
      defaultWire: options.wire,
    });
    // The main thread's share of the boot: seeding and the handlers. What follows is the service
    // worker's registration, which the browser does off the page's main thread.
    performance.measure('simulator-seed', 'simulator-boot-start');
    const worker = setupWorker(...handlers, apiNotFound);
    await worker.start({
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    performance.measure('simulator-boot', 'simulator-boot-start');
    return worker;
  })();
  return started;
}
