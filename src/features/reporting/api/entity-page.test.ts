/**
 * The first screen of a signed-in start asks for an entity page's calls before the page renders,
 * under the very keys the page reads: its info, the channel list, and each report for the period(s)
 * the page will apply. Against the simulator, signed in as its personas.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personaToken } from '../../../../simulator/core/control/personas';
import { BASE, setupSimulatorTests } from '../../../../simulator/core/test-support';
import { entityInfoKey, getEntityInfo } from '../../../api/entity-info';
import { onAuthFailure } from '../../../api/http';
import { userInfoQueryOptions } from '../../../api/session';
import { setToken } from '../../../api/token';
import { setupApiClientTests } from '../../../test-support/api-client';
import { ENTITY_PAGES, pageDefaults, requestOf } from '../model/entity-page';
import { defaultFilters, filtersToUrl, type ReportFilters } from '../model/filters';
import { channelsQueryOptions } from './channels';
import { entityReports, prefetchEntityPage } from './entity-page';

setupSimulatorTests();
setupApiClientTests({ apiBaseUrl: `${BASE}/api` });

let queryClient = new QueryClient();
afterEach(() => queryClient.clear());

async function signedIn(persona: 'parking' | 'garage' | 'admin') {
  setToken(personaToken(persona));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return queryClient.fetchQuery(userInfoQueryOptions());
}

/** The state of each report the page asks for, for each period of `applied`, with `channels` sent. */
function reportStates(kind: 'parking' | 'garage', id: number, applied: ReportFilters, channels: number[]) {
  const reports = entityReports(kind, id);
  const periods = applied.compare ? [applied.primary, applied.compare] : [applied.primary];
  return periods.flatMap((range) => {
    const request = requestOf(range, channels);
    return [reports.channels(request), reports.articles(request), reports.series(request)].map((options) => queryClient.getQueryState(options.queryKey)?.status);
  });
}

describe('prefetchEntityPage', () => {
  it("asks for the info and the channel list beside the session, then each report of the page's defaults", async () => {
    const user = await signedIn('parking');
    const asked: string[] = [];
    const through = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return through(input, init);
    });
    let signIn: (value: typeof user) => void = () => undefined;
    prefetchEntityPage('parking')(queryClient, { params: { id: '1' }, search: '' }, new Promise((resolve) => (signIn = resolve)));
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/api/parking/provider/1/info/', '/api/common/distributeri/'])));
    fetchSpy.mockRestore();
    // Nothing is in the cache before the session allows the page.
    expect(queryClient.getQueryState(entityInfoKey('parking', 1))).toBeUndefined();
    expect(queryClient.getQueryState(channelsQueryOptions().queryKey)).toBeUndefined();
    signIn(user);
    const applied = defaultFilters(new Date(), pageDefaults(ENTITY_PAGES.parking, user));
    await vi.waitFor(() => expect(queryClient.getQueryState(channelsQueryOptions().queryKey)?.status).toBe('success'));
    const ids = queryClient.getQueryData(channelsQueryOptions().queryKey)!.map((channel) => channel.id);
    await vi.waitFor(() => expect(reportStates('parking', 1, applied, ids)).toEqual(Array(applied.compare ? 6 : 3).fill('success')));
    expect(queryClient.getQueryState(entityInfoKey('parking', 1))?.status).toBe('success');
    expect(asked.filter((path) => path === '/api/parking/provider/1/info/')).toHaveLength(1);
  });

  it('puts nothing in the cache and publishes no refusal when the session does not allow the page', async () => {
    await signedIn('garage');
    const published: number[] = [];
    const stop = onAuthFailure((status) => published.push(status));
    prefetchEntityPage('parking')(queryClient, { params: { id: '1' }, search: '' }, Promise.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queryClient.getQueryState(entityInfoKey('parking', 1))).toBeUndefined();
    expect(queryClient.getQueryState(channelsQueryOptions().queryKey)).toBeUndefined();
    expect(published).toEqual([]);
    // The screen's own call, refused the same way, is published.
    await expect(getEntityInfo('parking', 1)).rejects.toMatchObject({ status: 403 });
    stop();
    expect(published).toEqual([403]);
  });

  it('asks with the filters the address names, for both periods when it compares', async () => {
    const user = await signedIn('admin');
    const named: ReportFilters = { ...defaultFilters(new Date(2026, 9, 15), { comparing: true }), channels: [1, 2] };
    expect(named.compare).not.toBeNull();
    prefetchEntityPage('garage')(queryClient, { params: { id: '1' }, search: `?${filtersToUrl(named).toString()}` }, Promise.resolve(user));
    await vi.waitFor(() => expect(reportStates('garage', 1, named, [1, 2])).toEqual(Array(6).fill('success')));
  });

  it('asks for no report when the address names a channel the list does not have', async () => {
    const user = await signedIn('admin');
    const named: ReportFilters = { ...defaultFilters(new Date()), channels: [999] };
    prefetchEntityPage('garage')(queryClient, { params: { id: '1' }, search: `?${filtersToUrl(named).toString()}` }, Promise.resolve(user));
    await vi.waitFor(() => expect(queryClient.getQueryState(channelsQueryOptions().queryKey)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().findAll({ queryKey: ['reporting', 'garage'] })).toHaveLength(0);
  });
});
