/**
 * The read-only contract suite: signs in, then calls every GET route of the shared route table
 * (src/api/contract/routes.ts) against any backend and checks each answer against its contract.
 * It signs in as the portal does: with the login answer's token when there is one (token
 * authentication), else with the session and CSRF cookies the login set (a Django session backend).
 * Ids in paths are taken from the route's example, or discovered from the backend's own lists
 * (providers, zones, periods, rules, garages, incidents). A route whose ids cannot be found is skipped.
 */
import { z } from 'zod';
import { contractRoutes, type ContractRoute } from '../src/api/contract/routes';
import { operationsEndpoints as ep } from '../src/api/contract/endpoints-operations';

export interface SuiteOptions {
  baseUrl: string;
  user: string;
  password: string;
  /** The backend's "today" (YYYY-MM-DD); default: the simulator's clock if it answers, else the real date. */
  today?: string;
  log?: (line: string) => void;
  /** Called with every JSON answer that passed, e.g. to check more of it. */
  onAnswer?: (route: ContractRoute, body: unknown) => void;
}

export interface RouteResult {
  route: string;
  url: string | null;
  outcome: 'pass' | 'fail' | 'skip';
  detail: string;
}

export interface SuiteResult {
  passed: number;
  failed: number;
  skipped: number;
  results: RouteResult[];
}

/** GET routes with side effects: not called by a read-only suite. */
function sideEffect(route: ContractRoute): boolean {
  // GET /paydo-statistika/ without excel=true sends the statistics by mail.
  return route.path === ep.paydo && route.kind === 'json';
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function dateTokens(today: string): Record<string, string> {
  return {
    '{today}': today,
    '{yesterday}': addDays(today, -1),
    '{monthStart}': `${today.slice(0, 8)}01`,
    '{yearAgo}': addDays(today, -365),
  };
}

type Json = Record<string, unknown>;

/**
 * A query string as the contract's query schemas describe it (and a Django view reads it): each
 * key's value, or the array of its values when the key repeats (`usluge=1&usluge=2`).
 */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

function firstId(list: unknown, keys: readonly string[], where: (item: Json) => boolean = () => true): string | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list as Json[]) {
    if (!where(item)) continue;
    for (const key of keys) if (typeof item[key] === 'number') return String(item[key]);
  }
  return undefined;
}

/**
 * The headers that carry the session: `Authorization: Token …` when the login answer has a token,
 * else the cookies it set (as `Cookie`) and the CSRF cookie's value as `X-CSRFToken`.
 */
async function signIn(api: string, options: SuiteOptions): Promise<Record<string, string>> {
  const login = await fetch(`${api}/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: options.user, password: options.password }),
  });
  if (!login.ok) throw new Error(`Login failed for ${options.user}: HTTP ${login.status}`);
  const text = await login.text();
  let token: unknown;
  try {
    token = text.trim() ? (JSON.parse(text) as { token?: unknown }).token : undefined;
  } catch {
    token = undefined;
  }
  if (typeof token === 'string' && token !== '') return { Authorization: `Token ${token}` };
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]?.trim() ?? '').filter((pair) => /^[^=]+=./.test(pair));
  if (cookies.length === 0) throw new Error(`Login failed for ${options.user}: HTTP ${login.status} without a token or a session cookie`);
  const csrf = cookies.find((pair) => pair.startsWith('csrftoken='))?.slice('csrftoken='.length);
  return { Cookie: cookies.join('; '), ...(csrf ? { 'X-CSRFToken': decodeURIComponent(csrf) } : {}) };
}

export async function runContractSuite(options: SuiteOptions): Promise<SuiteResult> {
  const log = options.log ?? (() => undefined);
  const base = options.baseUrl.replace(/\/+$/, '');
  const api = base.endsWith('/api') ? base : `${base}/api`;
  const origin = api.slice(0, -4);

  const headers = await signIn(api, options);
  log(headers.Authorization ? 'Signed in with a token' : 'Signed in with a session cookie');

  let today = options.today;
  if (!today) {
    const state = await fetch(`${origin}/__simulator/state`).catch(() => undefined);
    const clock = state?.ok ? ((await state.json().catch(() => ({}))) as { today?: unknown }).today : undefined;
    today = typeof clock === 'string' ? clock : new Date().toISOString().slice(0, 10);
  }
  const tokens = dateTokens(today);
  const fill = (value: string) => value.replace(/\{[a-zA-Z]+\}/g, (t) => tokens[t] ?? t);

  const getJson = async (path: string): Promise<Json> => {
    const res = await fetch(`${api}${path}`, { headers }).catch(() => undefined);
    return res?.ok ? ((await res.json().catch(() => ({}))) as Json) : {};
  };

  // Discovery: ids that exist on this backend.
  const ids: Record<string, string | undefined> = {};
  const range = `begin_date=${tokens['{monthStart}']}&end_date=${today}`;
  ids.parking = firstId((await getJson(`/parking/provider-list/?${range}`)).provider_list, ['provider_id', 'id']) ?? '1';
  ids.garage = firstId((await getJson(`/garaze/garage-list/?${range}`)).garage_list, ['garage_id', 'id']) ?? '1';
  const zones = (await getJson(ep.zoneList(ids.parking))).zone_list;
  ids.zoneId = firstId(zones, ['id'], (z) => Array.isArray(z.working_periods) && z.working_periods.length > 0) ?? firstId(zones, ['id']);
  const periods = (await getJson(ep.providerWorkingPeriods(ids.parking))).radna_vremena;
  ids.periodId = firstId(periods, ['id']);
  ids.periodRequestId = firstId(periods, ['request_id']);
  const rules = ids.zoneId ? (await getJson(ep.zoneClosingRules(ids.parking, ids.zoneId))).iznimke : [];
  ids.ruleId = firstId(rules, ['id']);
  ids.ruleRequestId = firstId(rules, ['request_id']);
  const garagePeriods = (await getJson(ep.garageWorkingPeriods(ids.garage))).radna_vremena;
  ids.garagePeriodId = firstId(garagePeriods, ['id']);
  ids.garagePeriodRequestId = firstId(garagePeriods, ['request_id']);
  const garageRules = (await getJson(ep.garageClosingRules(ids.garage))).iznimke;
  ids.garageRuleId = firstId(garageRules, ['id']);
  ids.garageRuleRequestId = firstId(garageRules, ['request_id']);
  ids.incidentId = firstId((await getJson(ep.publicIncidentList)).incidenti, ['id']);

  const resolve = (route: ContractRoute): string | undefined => {
    if (route.example?.path) return route.example.path;
    const garage = route.path.startsWith('/garaze/');
    const values: Record<string, string | undefined> = {
      id: garage ? ids.garage : ids.parking,
      zoneId: ids.zoneId,
      periodId: garage ? ids.garagePeriodId : ids.periodId,
      ruleId: garage ? ids.garageRuleId : ids.ruleId,
      requestId: route.path.includes('iznimka-request')
        ? garage ? ids.garageRuleRequestId : ids.ruleRequestId
        : garage ? ids.garagePeriodRequestId : ids.periodRequestId,
      incidentId: ids.incidentId,
    };
    let missing = false;
    const path = route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) missing = true;
      return value ?? '';
    });
    return missing ? undefined : path;
  };

  const results: RouteResult[] = [];
  for (const route of contractRoutes.filter((r) => r.method === 'GET' && !sideEffect(r))) {
    const name = `${route.method} ${route.path}${route.kind === 'file' ? ` (${route.contentType ?? 'file'})` : ''}`;
    if (!route.example?.query && route.query && !z.safeParse(route.query, {}).success) {
      results.push({ route: name, url: null, outcome: 'skip', detail: 'needs query parameters and has no example' });
      log(`SKIP ${name}: needs query parameters and has no example`);
      continue;
    }
    const path = resolve(route);
    if (!path) {
      results.push({ route: name, url: null, outcome: 'skip', detail: 'no id of this kind on the backend' });
      log(`SKIP ${name}: no id of this kind on the backend`);
      continue;
    }
    const params = new URLSearchParams(Object.entries(route.example?.query ?? {}).map(([k, v]) => [k, fill(v)]));
    const query = params.toString();
    const url = `${api}${path}${query ? `?${query}` : ''}`;
    const sent = (route.query ? z.safeParse(route.query, queryObject(params)) : undefined);
    if (sent && !sent.success) {
      const problem = `the example query breaks the route's query contract: ${sent.error.message.replace(/\s+/g, ' ').slice(0, 200)}`;
      results.push({ route: name, url, outcome: 'fail', detail: problem });
      log(`FAIL ${name} — ${problem}`);
      continue;
    }
    let outcome: RouteResult['outcome'] = 'pass';
    let detail = '';
    try {
      const res = await fetch(url, { headers });
      const contentType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!res.ok) {
        outcome = 'fail';
        detail = `HTTP ${res.status}: ${(await res.text()).slice(0, 160)}`;
      } else if (route.kind === 'file') {
        const bytes = (await res.arrayBuffer()).byteLength;
        if (contentType !== route.contentType) [outcome, detail] = ['fail', `content type ${contentType}, expected ${route.contentType}`];
        else if (bytes === 0) [outcome, detail] = ['fail', 'empty file'];
        else detail = `${bytes} bytes`;
      } else if (route.response) {
        const body: unknown = await res.json();
        const parsed = z.safeParse(route.response, body);
        if (!parsed.success) [outcome, detail] = ['fail', parsed.error.message.replace(/\s+/g, ' ').slice(0, 300)];
        else options.onAnswer?.(route, body);
      }
    } catch (error) {
      outcome = 'fail';
      detail = error instanceof Error ? error.message : String(error);
    }
    results.push({ route: name, url, outcome, detail });
    log(`${outcome === 'pass' ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  }
  const count = (o: RouteResult['outcome']) => results.filter((r) => r.outcome === o).length;
  const summary = { passed: count('pass'), failed: count('fail'), skipped: count('skip'), results };
  if (summary.skipped) log(`${summary.skipped} skipped`);
  log(`${summary.passed} passed, ${summary.failed} failed`);
  return summary;
}
