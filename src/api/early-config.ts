/**
 * index.html's inline script asks for the runtime config with the entry (scripts/login-shell.ts):
 * while the document is parsed, or after the sign-in form's first frame where that form shows. The
 * config then comes beside the entry's download rather than after its evaluation: every call of a
 * start waits for the config, and on a phone the entry's evaluation is a long wait. It
 * leaves the request under `EARLY_CONFIG_KEY` on `window`; the boot takes it once
 * (`takeEarlyConfig`) and reads its answer as it would read its own. A leaf module: the build
 * imports these names too.
 */
export const CONFIG_URL = '/config.json';
export const EARLY_CONFIG_KEY = '__portalConfig';

type WithEarlyConfig = { [EARLY_CONFIG_KEY]?: Promise<Response> };

/** The document's request for the config, once: later loads (and pages without it) ask anew. */
export function takeEarlyConfig(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as WithEarlyConfig;
  const early = holder[EARLY_CONFIG_KEY];
  delete holder[EARLY_CONFIG_KEY];
  return early instanceof Promise ? early : undefined;
}
