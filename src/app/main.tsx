/**
 * Boot: read /config.json, start the simulator when the config says so (loaded only then),
 * then render. The production build has no simulator at all (__SIMULATOR_BUILD__ is false there),
 * and says so if its config asks for one.
 */
import '../api/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../api/runtime-config';
import '../design-system/theme/fonts';
import { createI18n, storedLanguage } from './i18n/setup';
import { createQueryClient } from './query-client';
import { App } from './App';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  const i18n = createI18n(storedLanguage());
  try {
    const config = await loadRuntimeConfig();
    if (config.simulator && !__SIMULATOR_BUILD__) throw new Error('This build has no simulator: use the demo build (npm run build:demo).');
    if (__SIMULATOR_BUILD__ && config.simulator) {
      const { startBrowserSimulator } = await import('../../simulator/browser');
      await startBrowserSimulator({ persist: true, apiBaseUrl: config.apiBaseUrl });
    }
  } catch (error) {
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = `${i18n.t('app:boot.failed')} ${(error as Error).message}`;
    document.getElementById('root')!.replaceChildren(message);
    return;
  }
  root.render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void boot();
