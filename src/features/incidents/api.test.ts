// @vitest-environment node
/**
 * The incident permission check against the simulator (msw/node): a user without IncidentsView gets
 * 200 and a false value, which the client reads as "no permission" without publishing an auth
 * failure; any failure of the check itself also means "no permission".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { incidentListResponse } from '../../api/contract/incidents';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import { http, onAuthFailure } from '../../api/http';
import { setupApiClientTests } from '../../test-support/api-client';
import { getToken, setToken } from '../../api/token';
// The feature's fetcher is tested against the simulator itself, as the stories are.
import { personaToken, type PersonaName } from '../../../simulator/core/control/personas';
import { setFault } from '../../../simulator/core/control/state';
import { BASE, call, setupSimulatorTests } from '../../../simulator/core/test-support';
import { getIncidentPage, getIncidentsPermission, incidentsPermissionQueryOptions, nextIncidentPage, saveIncident } from './api';

setupSimulatorTests();

setupApiClientTests({ apiBaseUrl: `${BASE}/api` });

const authFailures: number[] = [];
let stopListening: () => void = () => undefined;
beforeAll(() => {
  stopListening = onAuthFailure((status) => authFailures.push(status));
});
beforeEach(() => {
  authFailures.length = 0;
});
afterAll(() => stopListening());

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

describe('incident lists and saving', () => {
  it('maps a page of the full list to domain incidents and knows the next page', async () => {
    signIn('admin');
    const first = await getIncidentPage({ scope: 'all', search: '' }, 1);
    expect(first.incidents).toHaveLength(10);
    expect(first.total).toBe(25);
    expect(first.incidents[0]).toMatchObject({ title: 'Usporen rad naplatnih automata', endTime: null, serviceGroup: 'mgarage', level: 2, components: ['Naplatni automati'], isPublic: true });
    expect(nextIncidentPage([first])).toBe(2);
    const third = await getIncidentPage({ scope: 'all', search: '' }, 3);
    expect(nextIncidentPage([first, await getIncidentPage({ scope: 'all', search: '' }, 2), third])).toBeUndefined();
  });

  it('reads the public list for a user without IncidentsView, and searches by DD.MM.YYYY', async () => {
    signIn('parking');
    const page = await getIncidentPage({ scope: 'public', search: '' }, 1);
    expect(page.incidents.every((i) => i.isPublic)).toBe(true);
    signIn('admin');
    const found = await getIncidentPage({ scope: 'all', search: '20.11.2026' }, 1);
    expect(found.incidents.map((i) => i.title)).toEqual(['Usporen rad naplatnih automata']);
  });

  it('creates a public incident with a null end and #-joined components, then edits it (read back from the list, not the answer)', async () => {
    signIn('admin');
    await expect(
      saveIncident({
        title: '<img src=x onerror=alert(1)>',
        level: '3',
        serviceGroup: 'smspark',
        beginTime: '2026-11-21T08:15',
        endTime: '',
        description: '',
        components: ['SMS prolaz', 'Naplata'],
      }),
    ).resolves.toBeUndefined();
    const find = async (title: string) =>
      (await getIncidentPage({ scope: 'all', search: title }, 1)).incidents.find((i) => i.title === title);
    const created = await find('<img src=x onerror=alert(1)>');
    expect(created).toMatchObject({ endTime: null, components: ['SMS prolaz', 'Naplata'], isPublic: true, level: 3 });
    if (!created) throw new Error('the created incident is not listed');
    await saveIncident(
      { title: 'Riješeno', level: '1', serviceGroup: 'smspark', beginTime: '2026-11-21T08:15', endTime: '2026-11-21T09:15', description: 'x', components: [] },
      created.id,
    );
    const edited = await find('Riješeno');
    expect(edited).toMatchObject({ id: created.id, level: 1, components: [] });
    expect(edited?.endTime).not.toBeNull();
  });
});
