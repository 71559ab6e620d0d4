/**
 * Test support for the API client in Node (no browser): a `window.localStorage` in memory (where
 * the token lives), cleared before each test with the signed-out mark, and the runtime config
 * pointing at `apiBaseUrl`.
 * Call at the top of a test file, beside the simulator's or msw's own setup.
 */
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { setSignedOut } from '../api/http';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../api/runtime-config';

export function setupApiClientTests(config: Partial<RuntimeConfig> & { apiBaseUrl: string }): void {
  const store = new Map<string, string>();
  beforeAll(() => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  beforeEach(() => {
    store.clear();
    setSignedOut(false);
    setRuntimeConfig(parseRuntimeConfig({ csrf: { enabled: false }, timeoutMs: 2000, ...config }));
  });
  afterAll(() => vi.unstubAllGlobals());
}
