/**
 * A signed-in start asks for its first screen's own calls once the session says the screen may be
 * opened, and none of them when it may not. Against the simulator, signed in as its personas.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personaToken } from '../../simulator/core/control/personas';
import { BASE, setupSimulatorTests } from '../../simulator/core/test-support';
import { entityInfoKey } from '../api/entity-info';
import { userInfoQueryOptions } from '../api/session';
import { setToken } from '../api/token';
import { channelsQueryOptions } from '../features/reporting/api/channels';
import { servicesQueryOptions } from '../features/reporting/api/services';
import { setupApiClientTests } from '../test-support/api-client';
import { allResources } from './i18n/all-resources';
import { createI18n } from './i18n/setup';
import { preloadFirstScreen } from './routes';

setupSimulatorTests();
setupApiClientTests({ apiBaseUrl: `${BASE}/api` });

let queryClient = new QueryClient();
afterEach(() => queryClient.clear());

/** A start at `path` with the persona's stored token, as main.tsx makes it; resolves when the start may go on. */
function startAt(persona: 'admin' | 'parking' | 'garage', path: string): Promise<void> {
  setToken(personaToken(persona));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return preloadFirstScreen(createI18n('hr', allResources), queryClient, path);
}

describe("preloadFirstScreen and the screen's own calls", () => {
  it('asks for them once the session allows the screen', async () => {
    startAt('parking', '/parking/provider/1');
    await vi.waitFor(() => expect(queryClient.getQueryState(entityInfoKey('parking', 1))?.status).toBe('success'));
  });

  it('asks for none of them when the session does not allow the screen', async () => {
    startAt('garage', '/parking/provider/1');
    await vi.waitFor(() => expect(queryClient.getQueryState(userInfoQueryOptions().queryKey)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queryClient.getQueryState(entityInfoKey('parking', 1))).toBeUndefined();
    expect(queryClient.getQueryState(channelsQueryOptions().queryKey)).toBeUndefined();
  });
});

describe('preloadFirstScreen at the landing', () => {
  it("lets the start go on once the session is in and the dashboard's calls are out, not before", async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    let ready = false;
    const start = startAt('admin', '/').then(() => (ready = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(ready).toBe(false);
    await start;
    const asked = fetches.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    fetches.mockRestore();
    expect(queryClient.getQueryState(userInfoQueryOptions().queryKey)?.status).toBe('success');
    expect(asked.some((url) => url.includes('/common/usluge/'))).toBe(true);
    expect(asked.some((url) => url.includes('/common/distributeri/'))).toBe(true);
  });

  it("asks for the dashboard's lists and reports when the session leads there", async () => {
    startAt('admin', '/');
    await vi.waitFor(() => expect(queryClient.getQueryState(servicesQueryOptions().queryKey)?.status).toBe('success'));
    await vi.waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['reporting', 'dashboard'] }).length).toBeGreaterThanOrEqual(4));
  });

  it("asks for none of the dashboard's calls when the session leads elsewhere", async () => {
    startAt('parking', '/');
    await vi.waitFor(() => expect(queryClient.getQueryState(userInfoQueryOptions().queryKey)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queryClient.getQueryState(servicesQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['reporting', 'dashboard'] })).toHaveLength(0);
  });
});
