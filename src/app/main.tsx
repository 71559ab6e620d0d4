/**
 * Boot: read /config.json, then render; when the config runs the simulator, it loads and starts
 * beside the first render, and calls wait for it. The production build has no simulator at all (__SIMULATOR_BUILD__ is false there),
 * and says so if its config asks for one.
 */
import '../api/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../api/runtime-config';
import { waitForBackend } from '../api/backend-ready';
import '../design-system/theme/fonts';
import { createI18n, storedLanguage } from './i18n/setup';
import { createQueryClient } from './query-client';
import { App } from './App';

/** Replaces whatever is shown with the boot failure, in the stored language. */
function showBootFailure(i18n: ReturnType<typeof createI18n>, error: unknown) {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `${i18n.t('app:boot.failed')} ${(error as Error).message}`;
  document.getElementById('root')!.replaceChildren(message);
}

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  const i18n = createI18n(storedLanguage());
  try {
    const config = await loadRuntimeConfig();
    if (config.simulator && !__SIMULATOR_BUILD__) throw new Error('This build has no simulator: use the demo build (npm run build:demo).');
    if (__SIMULATOR_BUILD__ && config.simulator) {
      // The demo paints at once: the simulator loads and starts beside the first render, and every
      // call waits for it (src/api/backend-ready.ts).
      const simulator = import('../../simulator/browser').then(({ startBrowserSimulator }) =>
        startBrowserSimulator({ persist: true, apiBaseUrl: config.apiBaseUrl }),
      );
      waitForBackend(simulator);
      simulator.catch((error: unknown) => {
        root.unmount();
        showBootFailure(i18n, error);
      });
    }
  } catch (error) {
    showBootFailure(i18n, error);
    return;
  }
  root.render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void boot();
