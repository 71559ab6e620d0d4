// @vitest-environment node
/**
 * The incident permission check against the simulator (msw/node): a user without IncidentsView gets
 * 200 and a false value, which the client reads as "no permission" without publishing an auth
 * failure; any failure of the check itself also means "no permission".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { incidentListResponse } from '../../api/contract/incidents';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import { http, onAuthFailure } from '../../api/http';
import { runtimeConfigSchema, setRuntimeConfig } from '../../api/runtime-config';
import { getToken, setToken } from '../../api/token';
// The feature's fetcher is tested against the simulator itself, as the stories are.
// eslint-disable-next-line portal/layers
import { personaToken, type PersonaName } from '../../../simulator/control/personas';
// eslint-disable-next-line portal/layers
import { setFault } from '../../../simulator/control/state';
// eslint-disable-next-line portal/layers
import { BASE, call, setupSimulatorTests } from '../../../simulator/test-support';
import { getIncidentsPermission, incidentsPermissionQueryOptions } from './api';

setupSimulatorTests();

const store = new Map<string, string>();
const authFailures: number[] = [];
let stopListening: () => void = () => undefined;

beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
  stopListening = onAuthFailure((status) => authFailures.push(status));
});
beforeEach(() => {
  store.clear();
  authFailures.length = 0;
  setRuntimeConfig(runtimeConfigSchema.parse({ apiBaseUrl: `${BASE}/api`, csrf: { enabled: false }, timeoutMs: 2000 }));
});
afterAll(() => {
  stopListening();
  vi.unstubAllGlobals();
});

const signIn = (persona: PersonaName) => setToken(personaToken(persona));
const path = operationsEndpoints.incidentPermission;

describe('incident permission check', () => {
  it('answers 200 with false for the parking persona; the client reads "no permission" and stays', async () => {
    const response = await call(path, { token: personaToken('parking') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ has_permission: false });
    signIn('parking');
    await expect(getIncidentsPermission()).resolves.toEqual({ canViewAll: false });
    expect(authFailures).toEqual([]);
    expect(getToken()).toBe(personaToken('parking'));
  });

  it.each(['admin', 'support'] as const)('reads true for %s', async (persona) => {
    signIn(persona);
    await expect(getIncidentsPermission()).resolves.toEqual({ canViewAll: true });
    expect(authFailures).toEqual([]);
  });

  it('accepts "true" / "false" strings for the boolean', async () => {
    signIn('parking');
    setFault({ path, status: 200, body: { has_permission: 'true' }, times: 1 });
    await expect(getIncidentsPermission()).resolves.toEqual({ canViewAll: true });
    setFault({ path, status: 200, body: { has_permission: 'false' }, times: 1 });
    await expect(getIncidentsPermission()).resolves.toEqual({ canViewAll: false });
  });

  it.each([
    ['a 403', { status: 403 }],
    ['a 401', { status: 401 }],
    ['a 404', { status: 404 }],
    ['a 500', { status: 500 }],
    ['a network error', { networkError: true }],
    ['a malformed body', { malformed: true }],
    ['an off-contract body', { status: 200, body: { has_permission: 'maybe' } }],
  ])('treats %s of the check as "no permission" and publishes no auth failure', async (_name, fault) => {
    signIn('admin');
    setFault({ path, ...fault });
    await expect(getIncidentsPermission()).resolves.toEqual({ canViewAll: false });
    expect(authFailures).toEqual([]);
  });

  it('rethrows a cancelled check (react-query cancels, it does not cache "no permission")', async () => {
    signIn('admin');
    setFault({ path, delay: 'infinite' });
    const controller = new AbortController();
    const pending = getIncidentsPermission(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('a real 403 from a data call is still published (the layout then goes to the root)', async () => {
    signIn('parking');
    await expect(http.get(operationsEndpoints.incidentList, { schema: incidentListResponse })).rejects.toMatchObject({ status: 403 });
    expect(authFailures).toEqual([403]);
  });

  it('has a queryOptions factory keyed under incidents', async () => {
    signIn('support');
    const options = incidentsPermissionQueryOptions();
    expect(options.queryKey).toEqual(['incidents', 'permission']);
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual({ canViewAll: true });
  });
});
