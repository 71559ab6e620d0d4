/**
 * The minimal wire: only the keys the specs name, writes answered 201 {}, 200 {} or 204, a cookie
 * session with Django's CSRF check. The key lists below are written from the specs (reporting.md §3,
 * §7; operations.md §3), not read from the contract, so they check the projection against the specs.
 * Every answer is also checked against its contract schema (setupSimulatorTests).
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { operationsEndpoints as ep } from '../../../src/api/contract/endpoints-operations';
import { personaToken } from '../control/personas';
import { getState, resetSimulator, setWireMode } from '../control/state';
import { startupMessages } from '../../server';
import { call, callJson, setupSimulatorTests } from '../test-support';
import { CSRF_REASONS, csrfCookie, endpointKey, serializeCookie, sessionCookie, setCsrfCookieDomain, writeAnswerFor } from './minimal';
import { wireModeFrom } from './mode';
import { specKeysOnly } from './spec-keys';
import { z } from 'zod';

setupSimulatorTests({ wire: 'minimal' });

const keys = (value: unknown) => Object.keys(value as object).sort();
const sorted = (list: string[]) => [...list].sort();

interface CookieSession {
  cookie: string;
  csrf: string;
  setCookies: string[];
}

/** Signs in as a browser would: the answer's cookies, as the next requests' Cookie header. */
async function signIn(username = 'admin'): Promise<CookieSession> {
  const response = await call(endpoints.login, { body: { username, password: 'demo' } });
  expect(response.ok).toBe(true);
  const setCookies = response.headers.getSetCookie();
  const pairs = setCookies.map((line) => line.split(';')[0] ?? '');
  const csrf = pairs.find((pair) => pair.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
  return { cookie: pairs.join('; '), csrf, setCookies };
}

const sessionOptions = (session: CookieSession, csrf = true): { cookie: string; headers: Record<string, string> } => ({
  cookie: session.cookie,
  headers: csrf ? { 'X-CSRFToken': session.csrf } : {},
});

describe('answers carry only the keys the specs name', () => {
  it('statements, transactions, provider info and the garage list', async () => {
    const session = await signIn();
    const statements = await callJson<{ obracuni: unknown[] }>('/obracuni/', sessionOptions(session));
    expect(keys(statements.body)).toEqual(sorted(['obracuni', 'ukupno_obracuna', 'broj_stranica']));
    expect(keys(statements.body.obracuni[0])).toEqual(sorted(['id', 'naziv', 'partner_naziv']));

    const day = 'begin_date=2026-11-20&end_date=2026-11-20';
    const transactions = await callJson<{ transakcije: unknown[] }>(`/parking/provider/1/transakcije/?${day}`, sessionOptions(session));
    expect(keys(transactions.body.transakcije[0])).toEqual(
      sorted([
        'id', 'trans_ref', 'vrijeme_transakcije', 'vrijedi_od', 'vrijedi_do', 'kolicina', 'iznos', 'status',
        'status_opisno_kratko', 'transaction_input', 'zone_name', 'reseller_name', 'is_valid', 'is_active',
      ]),
    );

    const info = await callJson<{ info: unknown }>('/parking/provider/1/info/', sessionOptions(session));
    expect(keys(info.body.info)).toEqual(sorted(['id', 'code', 'name', 'izdaje_svoj_racun', 'latitude', 'longitude']));

    const garages = await callJson<{ garage_list: unknown[] }>(`/garaze/garage-list/?begin_date=2026-11-01&end_date=2026-11-20`, sessionOptions(session));
    expect(keys(garages.body.garage_list[0])).toEqual(sorted(['garage_id', 'name', 'supplier', 'valid_count', 'valid_amount']));
  });

  it('zones with their working periods and days, zone details, closing rules', async () => {
    const session = await signIn('parking');
    const zones = await callJson<{ zone_list: { working_periods: { working_days: unknown[] }[] }[] }>(ep.zoneList(1), sessionOptions(session));
    const zone = zones.body.zone_list.find((z) => z.working_periods.length > 0);
    expect(keys(zone)).toEqual(sorted(['id', 'code', 'name', 'color', 'is_active', 'has_polygon_data', 'has_working_periods', 'working_periods']));
    const period = zone?.working_periods[0];
    expect(keys(period)).toEqual(sorted(['id', 'request_id', 'valid_from', 'valid_to', 'description', 'no_charge', 'working_days']));
    expect(keys(period?.working_days[0])).toEqual(sorted(['week_day', 'time_from', 'time_to', 'no_charge']));

    const details = await callJson('/parking/provider/1/zona/1/detaljno/', sessionOptions(session));
    // request_id: operations.md §4, pending items carry one (here none is pending: null).
    expect(details.body).toMatchObject({ request_id: null });
    expect(keys(details.body)).toEqual(sorted(['id', 'name', 'is_active', 'polygon_data', 'request_id']));

    const rules = await callJson<{ iznimke: unknown[] }>('/parking/provider/1/zona/1/iznimke/', sessionOptions(session));
    expect(keys(rules.body.iznimke[0])).toEqual(sorted(['id', 'request_id', 'closing_start', 'closing_end', 'reason']));
  });

  it('leaves out optional and unknown keys at every depth, keeps the named ones as sent', () => {
    const schema = z.object({
      a: z.string(),
      b: z.string().optional(),
      rows: z.array(z.object({ n: z.number(), extra: z.boolean().optional() })),
      latitude: z.nullish(z.string()),
    });
    expect(specKeysOnly(schema, { a: 'x', b: 'y', c: 1, rows: [{ n: 1, extra: true, more: 2 }], latitude: '45.8' })).toEqual({
      a: 'x',
      rows: [{ n: 1 }],
      latitude: '45.8',
    });
  });
});

describe('writes answer 201 {}, 200 {} or 204', () => {
  it('a proposed closing rule and a removed one answer as their endpoints do, with no body beyond {}', async () => {
    const session = await signIn('parking');
    const rule = { closing_start: '2026-12-24', closing_end: '2026-12-24', reason: 'Badnjak' };
    const created = await call('/parking/provider/1/zona/1/iznimke/', { ...sessionOptions(session), body: rule });
    expect(created.status).toBe(writeAnswerFor('POST', '/parking/provider/1/zona/1/iznimke/'));
    expect(await created.text()).toBe(created.status === 204 ? '' : '{}');
    // The change is there: the list shows it pending.
    const list = await callJson<{ iznimke: { reason: string; request_id: number | null }[] }>('/parking/provider/1/zona/1/iznimke/', sessionOptions(session));
    expect(list.body.iznimke.find((r) => r.reason === 'Badnjak')?.request_id).toEqual(expect.any(Number));

    const approved = list.body.iznimke.find((r) => r.request_id === null);
    const removed = await call(`/parking/provider/1/zona/1/iznimka/${String((approved as { id?: number }).id)}/`, { ...sessionOptions(session), method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
  });

  it('a provider-level closing rule answers 201 {}, a setting 200 {}', async () => {
    const session = await signIn('parking');
    const rule = { parking_zone_ids: [1, 2], closing_start: '2026-12-25', closing_end: '2026-12-26', reason: 'Božić' };
    const created = await call('/parking/provider/1/iznimke/', { ...sessionOptions(session), body: rule });
    expect([created.status, await created.text()]).toEqual([201, '{}']);
    const setting = await call('/korisnicke-postavke/', { ...sessionOptions(session), body: { postavka: 'zagreb_sms', vrijednost: 'false' } });
    expect([setting.status, await setting.text()]).toEqual([200, '{}']);
  });

  it('every write endpoint keeps one answer, and the three answers are all in use', () => {
    expect(endpointKey('PATCH', '/parking/provider/12/zona/3/')).toBe('PATCH /parking/provider/:/zona/:/');
    expect(writeAnswerFor('PATCH', '/parking/provider/12/zona/3/')).toBe(writeAnswerFor('PATCH', '/parking/provider/1/zona/9/'));
    const answers = new Set(
      ['/parking/provider/1/zona/1/iznimke/', '/parking/provider/1/radno-vrijeme/', '/auth/change-password/', '/garaze/garaza/1/iznimke/'].map((path) =>
        writeAnswerFor('POST', path),
      ),
    );
    expect([...answers].sort()).toEqual([200, 201, 204]);
  });
});

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
const csrfOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
const sessionCookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('sessionid='));

describe('a cookie session instead of a token, as Django and DRF answer it', () => {
  it('login answers without a token and sets the session and CSRF cookies; the session cookie signs later calls in', async () => {
    const response = await call(endpoints.login, { body: { username: 'garage', password: 'demo' } });
    const text = await response.text();
    expect(text === '' || !('token' in (JSON.parse(text) as object))).toBe(true);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sessionid='))).toMatch(/; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(cookies.find((c) => c.startsWith('csrftoken='))).not.toMatch(/HttpOnly/);

    const pairs = cookies.map((line) => line.split(';')[0]).join('; ');
    const info = await callJson<{ first_name: string }>(endpoints.userInfo, { cookie: pairs });
    expect(info).toMatchObject({ status: 200, body: { first_name: 'Ana' } });
  });

  it('a call without a live session is the not-authenticated 403, and the cookie of an ended session is deleted', async () => {
    expect(await callJson(endpoints.userInfo)).toEqual({ status: 403, body: NOT_AUTHENTICATED });
    const ended = await call(endpoints.userInfo, { cookie: 'sessionid=unknown' });
    expect({ status: ended.status, body: await ended.json() }).toEqual({ status: 403, body: NOT_AUTHENTICATED });
    expect(ended.headers.get('WWW-Authenticate')).toBeNull();
    expect(sessionCookieOf(ended)).toMatch(/^sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0/);
    // A token that is not one is DRF's "Invalid token.", a 403 too: the session class comes first.
    expect(await callJson(endpoints.userInfo, { token: 'nope' })).toEqual({ status: 403, body: { detail: 'Invalid token.' } });
  });

  it('a session ended on the server (the control surface) answers as an expired one', async () => {
    const session = await signIn('viewer');
    expect((await call(endpoints.userInfo, sessionOptions(session))).status).toBe(200);
    expect(await callJson<{ ended: number }>('/__simulator/sessions/end', { body: { username: 'viewer' } })).toEqual({ status: 200, body: { ended: 1 } });
    expect(await callJson('/obracuni/', sessionOptions(session))).toEqual({ status: 403, body: NOT_AUTHENTICATED });
    // One session by its cookie's key: the other sign-in of the same account stays.
    const first = await signIn('viewer');
    const second = await signIn('viewer');
    const key = first.cookie.match(/sessionid=([^;]+)/)?.[1] ?? '';
    expect(await callJson('/__simulator/sessions/end', { body: { session: key } })).toEqual({ status: 200, body: { ended: 1 } });
    expect((await call(endpoints.userInfo, sessionOptions(first))).status).toBe(403);
    expect((await call(endpoints.userInfo, sessionOptions(second))).status).toBe(200);
    // The persona token (stories sign in with it) still works.
    expect((await call(endpoints.userInfo, { token: personaToken('viewer') })).status).toBe(200);
  });

  it('each sign-in is its own session: logout ends it and clears its cookie, leaves the CSRF cookie, the other session stays', async () => {
    const first = await signIn();
    const second = await signIn();
    const logout = await call(endpoints.logout, { ...sessionOptions(first), method: 'POST' });
    expect(logout.ok).toBe(true);
    expect(sessionCookieOf(logout)).toMatch(/^sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0/);
    expect(csrfOf(logout)).toBeUndefined();
    expect((await call(endpoints.userInfo, sessionOptions(first))).status).toBe(403);
    expect((await call(endpoints.userInfo, sessionOptions(second))).status).toBe(200);
  });

  it('a persona token still signs in (as stories do), and its unsafe calls need no CSRF header', async () => {
    const token = personaToken('parking');
    expect((await call(endpoints.userInfo, { token })).status).toBe(200);
    const rule = { closing_start: '2026-12-31', closing_end: '2026-12-31', reason: 'Stara godina' };
    expect((await call('/parking/provider/1/zona/1/iznimke/', { token, body: rule })).ok).toBe(true);
  });

  it('a path without its trailing slash is redirected to the path with it (301)', async () => {
    const response = await call('/obracuni?page=2', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/api/obracuni/?page=2');
  });
});

describe('CSRF, as Django 3.2 checks it', () => {
  const rule = { closing_start: '2026-12-24', closing_end: '2026-12-24', reason: 'Badnjak' };

  it('the CSRF cookie changes at every sign-in; user-info sets it, keeping its value; other views do not', async () => {
    const first = await signIn('parking');
    const second = await signIn('parking');
    expect(first.csrf).not.toBe('');
    expect(second.csrf).not.toBe(first.csrf);
    const info = await call(endpoints.userInfo, sessionOptions(second));
    expect(csrfOf(info)).toMatch(new RegExp(`^csrftoken=${second.csrf};`));
    const fresh = await call(endpoints.userInfo, { cookie: second.cookie.replace(/; ?csrftoken=[^;]*/, '') });
    expect(csrfOf(fresh)).toMatch(/^csrftoken=[0-9a-f]{32};/);
    expect(csrfOf(await call('/obracuni/', sessionOptions(second)))).toBeUndefined();
    expect(csrfOf(await call(endpoints.permissionList, sessionOptions(second)))).toBeUndefined();
  });

  it('an unsafe call on the session cookie is 403 without the cookie, or with the header missing or wrong', async () => {
    const session = await signIn('parking');
    const missing = await callJson('/parking/provider/1/zona/1/iznimke/', { ...sessionOptions(session, false), body: rule });
    expect(missing).toEqual({ status: 403, body: { detail: 'CSRF Failed: CSRF token missing or incorrect.' } });
    const wrong = await callJson('/parking/provider/1/zona/1/iznimke/', { cookie: session.cookie, headers: { 'X-CSRFToken': 'nope' }, body: rule });
    expect(wrong).toEqual({ status: 403, body: { detail: CSRF_REASONS.badToken } });
    const noCookie = await callJson('/parking/provider/1/zona/1/iznimke/', {
      cookie: session.cookie.replace(/; ?csrftoken=[^;]*/, ''),
      headers: { 'X-CSRFToken': session.csrf },
      body: rule,
    });
    expect(noCookie).toEqual({ status: 403, body: { detail: 'CSRF Failed: CSRF cookie not set.' } });
    // Nothing was proposed.
    const list = await callJson<{ iznimke: { reason: string }[] }>('/parking/provider/1/zona/1/iznimke/', sessionOptions(session));
    expect(list.body.iznimke.some((r) => r.reason === 'Badnjak')).toBe(false);
    // Safe calls need no header; logout does.
    expect((await call('/obracuni/', sessionOptions(session, false))).status).toBe(200);
    expect((await call(endpoints.logout, { ...sessionOptions(session, false), method: 'POST' })).status).toBe(403);
  });

  it('only a signed-in session is checked: an anonymous unsafe call is the not-authenticated 403', async () => {
    expect(await callJson('/parking/provider/1/zona/1/iznimke/', { body: rule })).toEqual({ status: 403, body: NOT_AUTHENTICATED });
    expect(await callJson('/parking/provider/1/zona/1/iznimke/', { cookie: 'sessionid=gone', body: rule })).toEqual({ status: 403, body: NOT_AUTHENTICATED });
  });

  it('login itself needs no CSRF header, even with a stale session cookie', async () => {
    const response = await call(endpoints.login, { cookie: 'sessionid=old; csrftoken=old', body: { username: 'admin', password: 'demo' } });
    expect(response.ok).toBe(true);
  });
});

describe('switching the wire', () => {
  it('the control surface sets it, the state shows it, a reset returns to the runtime default', async () => {
    expect(getState().wire).toBe('minimal');
    const rich = await callJson<{ wire: string }>('/__simulator/wire', { body: { wire: 'rich' } });
    expect(rich).toMatchObject({ status: 200, body: { wire: 'rich' } });
    const login = await callJson<{ token?: string }>(endpoints.login, { body: { username: 'admin', password: 'demo' } });
    expect(login.body.token).toEqual(expect.any(String));
    expect((await callJson('/__simulator/wire', { body: { wire: 'fancy' } })).status).toBe(400);
    await callJson('/__simulator/reset', { body: { wire: 'minimal' } });
    expect(getState().wire).toBe('minimal');
    setWireMode('rich');
    await resetSimulator();
    expect(getState().wire).toBe('rich');
    setWireMode('minimal');
  });

  it('a runtime starts minimal with --wire=minimal, --wire minimal or SIMULATOR_WIRE=minimal, and the HTTP server says so', () => {
    expect(startupMessages({ address: '127.0.0.1', family: 'IPv4', port: 4013 }).info).toBe(
      'Simulator at http://127.0.0.1:4013/api, minimal wire (control: http://127.0.0.1:4013/__simulator/state)',
    );
    expect(wireModeFrom([])).toBe('rich');
    expect(wireModeFrom(['--wire=minimal'])).toBe('minimal');
    expect(wireModeFrom(['--wire', 'minimal'])).toBe('minimal');
    expect(wireModeFrom([], { SIMULATOR_WIRE: 'minimal' })).toBe('minimal');
    expect(() => wireModeFrom(['--wire=lean'])).toThrow(/not a wire mode/);
  });
});

describe('CSRF_COOKIE_DOMAIN', () => {
  it('sets the CSRF cookie for the parent domain, as Django does; the session cookie stays the host’s', () => {
    expect(serializeCookie(csrfCookie('t'))).not.toContain('Domain=');
    setCsrfCookieDomain('example.hr');
    try {
      expect(serializeCookie(csrfCookie('t'))).toBe('csrftoken=t; Domain=example.hr; Max-Age=31449600; Path=/; SameSite=Lax');
      expect(serializeCookie(sessionCookie('s'))).not.toContain('Domain=');
    } finally {
      setCsrfCookieDomain(undefined);
    }
  });
});
