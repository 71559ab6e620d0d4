// @vitest-environment node
/**
 * The zones API layer: answers carrying only operations.md §3's server keys give the screens what
 * they show (isActive, isToday, the weekday names, a pending request from request_id, the zone's
 * codes), derived on the client; and every change (periods, closing rules, borders) takes any 2xx
 * as success whatever its body (204 empty, 201 `{}`, 200 with an unknown body), then shows what the
 * server holds by fetching it again, never an echo.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { operationsPatterns as patterns } from '../../api/contract/endpoints-operations';
import type { ClosingRuleWire, WorkingPeriodWire } from '../../api/contract/working-periods';
import type { ZoneDetailsWire } from '../../api/contract/zones';
import { toApiDate } from '../../api/http';
import { setToken } from '../../api/token';
import { weekdayName } from './model/forms';
import { WRITE_SUCCESS_ANSWERS as ANSWERS, writeAnswerNames as answerNames } from '../../test-support/write-answers';
import { getClosingRules } from './api/closing-rules';
import { zoneKeys } from './api/keys';
import { removeItemMutationOptions } from './api/remove-item';
import { saveClosingRuleMutationOptions } from './api/save-closing-rule';
import { saveWorkingPeriodMutationOptions } from './api/save-working-period';
import { saveZoneBordersMutationOptions, withdrawZoneBordersMutationOptions } from './api/save-zone-borders';
import { getWorkingPeriods } from './api/working-periods';
import { getZoneDetails } from './api/zone-details';
import { getZones } from './api/zones';
import { refOf, mayUpdate, type ItemOwner, type WorkingPeriod, type ClosingRule, type ZoneDetails } from './model/items';
import { toWorkingPeriod, toClosingRule, toZoneDetails } from './model/wire';

// ---------------------------------------------------------------------------------------------
// Answers with only the spec's keys

/** A day with §3's server keys only: week_day, time_from, time_to, no_charge. */
const specDay = (week_day: number, no_charge = false) => ({
  week_day,
  time_from: no_charge ? '00:00:00' : '07:00:00',
  time_to: no_charge ? '00:00:00' : '21:30:00',
  no_charge,
});

/** A period with §3's server keys only (id and description are the same on both sides). */
const specPeriod = (over: Partial<WorkingPeriodWire> = {}): WorkingPeriodWire => ({
  id: 7,
  request_id: null,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  description: 'Redovno',
  no_charge: false,
  working_days: [specDay(6, true), specDay(0), specDay(5)],
  ...over,
});

const specRule = (over: Partial<ClosingRuleWire> = {}): ClosingRuleWire => ({
  id: 4,
  request_id: null,
  closing_start: '2026-12-24',
  closing_end: '2026-12-26',
  reason: 'Božić',
  ...over,
});

const POLYGON_DOCUMENT = {
  type: 'FeatureCollection' as const,
  features: [
    {
      type: 'Feature' as const,
      properties: { zone_code: 'Z1', zone_name: 'Prva zona', city_code: 'ZG', fill: '#3388FF', 'fill-opacity': 0.2 },
      geometry: {
        type: 'MultiPolygon' as const,
        coordinates: [
          [
            [
              [15.9, 45.8],
              [16, 45.8],
              [16, 45.9],
              [15.9, 45.8],
            ],
          ],
        ],
      },
    },
  ],
};

/** Saturday 21 November 2026, local time (weekday 5, Monday = 0). */
const SATURDAY = new Date(2026, 10, 21, 10, 0);

describe('a period with only the spec keys', () => {
  it('is active when today lies between its dates, both included, and not before or after', () => {
    const activeOn = (valid_from: string, valid_to: string) => toWorkingPeriod(specPeriod({ valid_from, valid_to }), SATURDAY).isActive;
    expect(activeOn('2026-01-01', '2026-11-20')).toBe(false); // past
    expect(activeOn('2026-01-01', '2026-12-31')).toBe(true); // current
    expect(activeOn('2026-11-21', '2026-11-21')).toBe(true); // today is its first and last day
    expect(activeOn('2026-11-22', '2027-03-31')).toBe(false); // future
  });

  it('marks today’s weekday, whatever the period’s dates', () => {
    const days = toWorkingPeriod(specPeriod(), SATURDAY).workingDays;
    expect(days.map((d) => [d.weekDay, d.isToday])).toEqual([
      [0, false],
      [5, true],
      [6, false],
    ]);
    const monday = new Date(2026, 10, 23, 8, 0);
    expect(toWorkingPeriod(specPeriod(), monday).workingDays.find((d) => d.isToday)?.weekDay).toBe(0);
  });

  it('derives active and today from the client’s date, not from flags a server may add', () => {
    const rich = specPeriod({
      is_active: false,
      working_days: [{ ...specDay(5), week_day_description: 'Subota', is_today: false }, { ...specDay(0), is_today: true }],
    });
    const period = toWorkingPeriod(rich, SATURDAY);
    expect(period.isActive).toBe(true);
    expect(period.workingDays.map((d) => [d.weekDay, d.isToday])).toEqual([
      [0, false],
      [5, true],
    ]);
  });

  it('maps the days in weekday order, HH:MM times, none on a no-charge day; the UI names them in its language', () => {
    const period = toWorkingPeriod(specPeriod({ parking_zone_ids: [1, 2] }), SATURDAY);
    expect(period.workingDays.map((d) => d.weekDay)).toEqual([0, 5, 6]);
    expect(period.workingDays[0]).toMatchObject({ timeFrom: '07:00', timeTo: '21:30', noCharge: false });
    expect(period.workingDays[2]).toMatchObject({ timeFrom: null, timeTo: null, noCharge: true });
    expect(period.zoneIds).toEqual([1, 2]);
    // No week_day_description needed: the cards and forms name a weekday from its number.
    expect(period.workingDays.map((d) => weekdayName(d.weekDay, 'hr-HR'))).toEqual(['Ponedjeljak', 'Subota', 'Nedjelja']);
    expect(period.workingDays.map((d) => weekdayName(d.weekDay, 'en-GB'))).toEqual(['Monday', 'Saturday', 'Sunday']);
  });

  it('is pending when it carries a request_id; without an action, a create when it has no id, else unknown (an update or a removal)', () => {
    expect(toWorkingPeriod(specPeriod(), SATURDAY).pending).toBeNull();
    const created = toWorkingPeriod(specPeriod({ id: null, request_id: 12 }), SATURDAY);
    expect(created.pending).toEqual({ requestId: 12, action: 'create' });
    expect(refOf(created)).toEqual({ requestId: 12, id: null });
    const updated = toWorkingPeriod(specPeriod({ request_id: 3 }), SATURDAY);
    expect(updated.pending).toEqual({ requestId: 3, action: null });
    expect(mayUpdate(updated.pending)).toBe(true);
    expect(refOf(updated)).toEqual({ requestId: 3, id: 7 });
    expect(refOf(toWorkingPeriod(specPeriod(), SATURDAY))).toEqual({ requestId: null, id: 7 });
  });

  it('takes the action and status when a server sends them: a decided request is no longer pending', () => {
    expect(toWorkingPeriod(specPeriod({ request_id: 3, request_action: 'delete' }), SATURDAY).pending).toEqual({ requestId: 3, action: 'delete' });
    expect(toWorkingPeriod(specPeriod({ request_id: 3, request_action: 'update', request_status: 'pending' }), SATURDAY).pending).toEqual({
      requestId: 3,
      action: 'update',
    });
    expect(toWorkingPeriod(specPeriod({ request_id: 3, request_action: 'update', request_status: 'approved' }), SATURDAY).pending).toBeNull();
    expect(toWorkingPeriod(specPeriod({ request_id: 3, request_status: null }), SATURDAY).pending).toEqual({ requestId: 3, action: null });
    expect(mayUpdate(toWorkingPeriod(specPeriod({ request_id: 3, request_action: 'delete' }), SATURDAY).pending)).toBe(false);
  });
});

describe('a closing rule with only the spec keys', () => {
  it('maps, pending from its request_id', () => {
    expect(toClosingRule(specRule())).toEqual({ id: 4, pending: null, closingStart: '2026-12-24', closingEnd: '2026-12-26', reason: 'Božić', zoneIds: [] });
    expect(toClosingRule(specRule({ request_id: 9 })).pending).toEqual({ requestId: 9, action: null });
    expect(toClosingRule(specRule({ id: null, request_id: 10 })).pending).toEqual({ requestId: 10, action: 'create' });
    expect(toClosingRule(specRule({ request_id: 9, request_action: 'delete', request_status: 'pending' })).pending).toEqual({ requestId: 9, action: 'delete' });
  });
});

describe('zone details with only the spec keys', () => {
  const spec: ZoneDetailsWire = { id: 3, name: 'Prva zona', is_active: true, polygon_data: JSON.stringify(POLYGON_DOCUMENT) };

  it('takes the codes from the borders, and knows of no pending change', () => {
    expect(toZoneDetails(spec)).toMatchObject({ id: 3, name: 'Prva zona', isActive: true, code: 'Z1', cityCode: 'ZG', pendingPolygons: null });
    expect(toZoneDetails(spec).polygons?.features[0]?.geometry.coordinates).toHaveLength(1);
  });

  it('has no codes without borders (the screens fall back to the zone list, or a dash)', () => {
    expect(toZoneDetails({ ...spec, polygon_data: null })).toMatchObject({ code: null, cityCode: null, polygons: null });
  });

  it('prefers the codes a server sends, and reads a pending change from request_id', () => {
    expect(toZoneDetails({ ...spec, code: 'A', city_code: 'ST' })).toMatchObject({ code: 'A', cityCode: 'ST' });
    expect(toZoneDetails({ ...spec, request_id: 5 }).pendingPolygons).toEqual({ requestId: 5, action: null, proposed: undefined });
    expect(toZoneDetails({ ...spec, request_id: null, request_action: null }).pendingPolygons).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Over HTTP

const API = 'http://api.test/api';
const url = (pattern: string) => `${API}${pattern}`;
const PROVIDER = 1;
const ZONE = 3;
const zoneOwner: ItemOwner = { area: 'parking', providerId: PROVIDER, zoneId: ZONE };
const garageOwner: ItemOwner = { area: 'garage', garageId: 8 };

const dayOffset = (days: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return toApiDate(date);
};

/** What the server holds; the lists and details answer from it, with the spec's keys only. */
const held = {
  periods: [] as WorkingPeriodWire[],
  rules: [] as ClosingRuleWire[],
  zone: null as ZoneDetailsWire | null,
};
const gets = { periods: 0, rules: 0, zone: 0 };
const writes: { method: string; path: string; body: unknown }[] = [];

const server = setupServer(
  ...[patterns.zoneWorkingPeriods, patterns.garageWorkingPeriods].map((pattern) =>
    mswHttp.get(url(pattern), () => ((gets.periods += 1), HttpResponse.json({ radna_vremena: held.periods }))),
  ),
  ...[patterns.zoneClosingRules, patterns.garageClosingRules].map((pattern) =>
    mswHttp.get(url(pattern), () => ((gets.rules += 1), HttpResponse.json({ iznimke: held.rules }))),
  ),
  mswHttp.get(url(patterns.zoneDetails), () => ((gets.zone += 1), HttpResponse.json(held.zone))),
  mswHttp.get(url(patterns.zoneList), () =>
    HttpResponse.json({
      zone_list: [
        { id: ZONE, code: 'Z1', name: 'Prva zona', color: null, is_active: true, has_polygon_data: true, has_working_periods: true, working_periods: held.periods },
      ],
    }),
  ),
);
setupApiClientTests({ apiBaseUrl: API });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  held.periods = [specPeriod({ valid_from: dayOffset(-30), valid_to: dayOffset(30) })];
  held.rules = [specRule()];
  held.zone = { id: ZONE, name: 'Prva zona', is_active: true, polygon_data: JSON.stringify(POLYGON_DOCUMENT) };
  Object.assign(gets, { periods: 0, rules: 0, zone: 0 });
  writes.length = 0;
  setToken('t0k');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('reads with only the spec keys', () => {
  it('load without a contract error, active and today by the client’s date', async () => {
    held.periods = [
      specPeriod({ id: 1, valid_from: dayOffset(-30), valid_to: dayOffset(-1) }),
      specPeriod({ id: 2, valid_from: dayOffset(0), valid_to: dayOffset(0), working_days: [0, 1, 2, 3, 4, 5, 6].map((d) => specDay(d)) }),
      specPeriod({ id: 3, valid_from: dayOffset(1), valid_to: dayOffset(60) }),
    ];
    const periods = await getWorkingPeriods(zoneOwner);
    expect(periods.map((p) => [p.id, p.isActive])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    const todays = periods[1]!.workingDays.filter((d) => d.isToday);
    expect(todays.map((d) => d.weekDay)).toEqual([(new Date().getDay() + 6) % 7]);
    expect((await getZones(PROVIDER))[0]?.workingPeriods.map((p) => p.isActive)).toEqual([false, true, false]);
    expect(await getClosingRules(garageOwner)).toHaveLength(1);
    expect(await getZoneDetails(PROVIDER, ZONE)).toMatchObject({ code: 'Z1', cityCode: 'ZG', pendingPolygons: null });
  });
});


type Method = 'post' | 'patch' | 'delete';

/** Answers one change with `answer`, after letting `apply` change what the server holds. */
function onChange(method: Method, pattern: string, answer: () => Response, apply: (body: unknown) => void) {
  server.use(
    mswHttp[method](url(pattern), async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      writes.push({ method: request.method, path: new URL(request.url).pathname, body });
      apply(body);
      return answer();
    }),
  );
}

/** A client with an item list on screen (an active query), loaded once. */
async function screenWith<T>(owner: ItemOwner, kind: 'period' | 'rule') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = {
    queryKey: zoneKeys.items(owner, kind),
    queryFn: (): Promise<T[]> => (kind === 'period' ? getWorkingPeriods(owner) : getClosingRules(owner)) as Promise<T[]>,
  };
  const observer = new QueryObserver(queryClient, options);
  const stop = observer.subscribe(() => undefined);
  await queryClient.fetchQuery(options);
  Object.assign(gets, { periods: 0, rules: 0, zone: 0 });
  return { queryClient, shown: () => observer.getCurrentResult().data, stop };
}

const periodInput = {
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  description: 'Zimsko',
  days: [{ weekDay: 0, noCharge: false, timeFrom: '08:00', timeTo: '20:00' }],
};

describe.each(answerNames)('working-period changes answered %s', (name) => {
  it('a create is success, and the list is fetched again and shows the request', async () => {
    onChange('post', patterns.zoneWorkingPeriods, ANSWERS[name], () =>
      held.periods.push(specPeriod({ id: null, request_id: 21, valid_from: '2027-01-01', valid_to: '2027-12-31', description: 'Zimsko' })),
    );
    const { queryClient, shown, stop } = await screenWith<WorkingPeriod>(zoneOwner, 'period');
    await new MutationObserver(queryClient, saveWorkingPeriodMutationOptions(queryClient, zoneOwner, null)).mutate(periodInput);
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/parking/provider/1/zona/3/radna-vremena/',
        body: { valid_from: '2027-01-01', valid_to: '2027-12-31', description: 'Zimsko', working_days: [{ week_day: 0, no_charge: false, time_from: '08:00:00', time_to: '20:00:00' }] },
      },
    ]);
    expect(gets.periods).toBe(1);
    expect(shown()?.[1]?.pending).toEqual({ requestId: 21, action: 'create' });
    stop();
  });

  it('an update of an approved period is success; the pending tag comes from the refetch', async () => {
    onChange('patch', patterns.zoneWorkingPeriod, ANSWERS[name], () => (held.periods[0] = { ...held.periods[0]!, request_id: 22, description: 'Zimsko' }));
    const { queryClient, shown, stop } = await screenWith<WorkingPeriod>(zoneOwner, 'period');
    await new MutationObserver(queryClient, saveWorkingPeriodMutationOptions(queryClient, zoneOwner, { requestId: null, id: 7 })).mutate(periodInput);
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: '/api/parking/provider/1/zona/3/radno-vrijeme/7/' });
    expect(gets.periods).toBe(1);
    expect(shown()?.[0]).toMatchObject({ description: 'Zimsko', pending: { requestId: 22, action: null } });
    stop();
  });

  it('an update of a pending request goes to the request and is success', async () => {
    onChange('patch', patterns.garageWorkingPeriodRequest, ANSWERS[name], () => undefined);
    const { queryClient, stop } = await screenWith<WorkingPeriod>(garageOwner, 'period');
    await new MutationObserver(queryClient, saveWorkingPeriodMutationOptions(queryClient, garageOwner, { requestId: 22, id: 7 })).mutate(periodInput);
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: '/api/garaze/garaza/8/radno-vrijeme-request/22/' });
    expect(gets.periods).toBe(1);
    stop();
  });

  it('a removal is success, and the list shows the removal request', async () => {
    onChange('delete', patterns.zoneWorkingPeriod, ANSWERS[name], () => (held.periods[0] = { ...held.periods[0]!, request_id: 23, request_action: 'delete' }));
    const { queryClient, shown, stop } = await screenWith<WorkingPeriod>(zoneOwner, 'period');
    await new MutationObserver(queryClient, removeItemMutationOptions(queryClient, zoneOwner, 'period')).mutate({ requestId: null, id: 7 });
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/parking/provider/1/zona/3/radno-vrijeme/7/', body: undefined }]);
    expect(shown()?.[0]?.pending).toEqual({ requestId: 23, action: 'delete' });
    stop();
  });

  it('a withdrawal of a pending request is success, and the list no longer shows it', async () => {
    held.periods.push(specPeriod({ id: null, request_id: 24 }));
    onChange('delete', patterns.zoneWorkingPeriodRequest, ANSWERS[name], () => held.periods.pop());
    const { queryClient, shown, stop } = await screenWith<WorkingPeriod>(zoneOwner, 'period');
    expect(shown()).toHaveLength(2);
    await new MutationObserver(queryClient, removeItemMutationOptions(queryClient, zoneOwner, 'period')).mutate({ requestId: 24, id: null });
    expect(writes[0]).toMatchObject({ method: 'DELETE', path: '/api/parking/provider/1/zona/3/radno-vrijeme-request/24/' });
    expect(shown()).toHaveLength(1);
    stop();
  });
});

const ruleInput = { closingStart: '2027-01-01', closingEnd: '2027-01-02', reason: 'Nova godina' };

describe.each(answerNames)('closing-rule changes answered %s', (name) => {
  it('a create is success, and the list is fetched again', async () => {
    onChange('post', patterns.zoneClosingRules, ANSWERS[name], () => held.rules.push(specRule({ id: null, request_id: 31, reason: 'Nova godina' })));
    const { queryClient, shown, stop } = await screenWith<ClosingRule>(zoneOwner, 'rule');
    await new MutationObserver(queryClient, saveClosingRuleMutationOptions(queryClient, zoneOwner, null)).mutate(ruleInput);
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/parking/provider/1/zona/3/iznimke/',
      body: { closing_start: '2027-01-01', closing_end: '2027-01-02', reason: 'Nova godina' },
    });
    expect(gets.rules).toBe(1);
    expect(shown()?.[1]).toMatchObject({ reason: 'Nova godina', pending: { requestId: 31, action: 'create' } });
    stop();
  });

  it('an update is success', async () => {
    onChange('patch', patterns.garageClosingRule, ANSWERS[name], () => (held.rules[0] = { ...held.rules[0]!, request_id: 32, reason: 'Nova godina' }));
    const { queryClient, shown, stop } = await screenWith<ClosingRule>(garageOwner, 'rule');
    await new MutationObserver(queryClient, saveClosingRuleMutationOptions(queryClient, garageOwner, { requestId: null, id: 4 })).mutate(ruleInput);
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: '/api/garaze/garaza/8/iznimka/4/' });
    expect(shown()?.[0]).toMatchObject({ reason: 'Nova godina', pending: { requestId: 32, action: null } });
    stop();
  });

  it('a removal and a withdrawal are success', async () => {
    onChange('delete', patterns.zoneClosingRule, ANSWERS[name], () => undefined);
    onChange('delete', patterns.zoneClosingRuleRequest, ANSWERS[name], () => undefined);
    const { queryClient, stop } = await screenWith<ClosingRule>(zoneOwner, 'rule');
    const remove = new MutationObserver(queryClient, removeItemMutationOptions(queryClient, zoneOwner, 'rule'));
    await remove.mutate({ requestId: null, id: 4 });
    await remove.mutate({ requestId: 33, id: 4 });
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'DELETE /api/parking/provider/1/zona/3/iznimka/4/',
      'DELETE /api/parking/provider/1/zona/3/iznimka-request/33/',
    ]);
    expect(gets.rules).toBe(2);
    stop();
  });
});

/** A client with the zone's details on screen, loaded once. */
async function screenWithZone() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = { queryKey: zoneKeys.zoneDetails(PROVIDER, ZONE), queryFn: () => getZoneDetails(PROVIDER, ZONE) };
  const observer = new QueryObserver(queryClient, options);
  const stop = observer.subscribe(() => undefined);
  await queryClient.fetchQuery(options);
  gets.zone = 0;
  return { queryClient, shown: (): ZoneDetails | undefined => observer.getCurrentResult().data, stop };
}

describe.each(answerNames)('border changes answered %s', (name) => {
  it('a proposal is success ("sent"), and the zone shows the pending change from the refetch', async () => {
    onChange('patch', patterns.zone, ANSWERS[name], () => (held.zone = { ...held.zone!, request_id: 41 }));
    const { queryClient, shown, stop } = await screenWithZone();
    const outcome = await new MutationObserver(queryClient, saveZoneBordersMutationOptions(queryClient, PROVIDER, ZONE)).mutate(POLYGON_DOCUMENT);
    expect(outcome).toBe('sent');
    expect(writes[0]).toEqual({ method: 'PATCH', path: '/api/parking/provider/1/zona/3/', body: { polygon_data: POLYGON_DOCUMENT } });
    expect(shown()?.pendingPolygons).toEqual({ requestId: 41, action: null, proposed: undefined });
    stop();
  });

  it('a removal of the borders (polygon_data null) is success', async () => {
    onChange('patch', patterns.zone, ANSWERS[name], () => undefined);
    const { queryClient, stop } = await screenWithZone();
    expect(await new MutationObserver(queryClient, saveZoneBordersMutationOptions(queryClient, PROVIDER, ZONE)).mutate(null)).toBe('sent');
    expect(writes[0]?.body).toEqual({ polygon_data: null });
    stop();
  });

  it('a withdrawal is success ("withdrawn" because the zone no longer has the pending change)', async () => {
    held.zone = { ...held.zone!, request_id: 41 };
    onChange('patch', patterns.zone, ANSWERS[name], () => (held.zone = { ...held.zone!, request_id: null }));
    const { queryClient, shown, stop } = await screenWithZone();
    const zone = shown()!;
    expect(zone.pendingPolygons?.requestId).toBe(41);
    const outcome = await new MutationObserver(queryClient, withdrawZoneBordersMutationOptions(queryClient, PROVIDER, zone)).mutate(undefined);
    expect(outcome).toBe('withdrawn');
    expect(writes[0]?.body).toEqual({ polygon_data: POLYGON_DOCUMENT });
    expect(shown()?.pendingPolygons).toBeNull();
    stop();
  });
});

describe('what a change does not trust or hide', () => {
  it('an echo that says "withdrawn" does not make a proposal withdrawn: the zone as fetched again decides', async () => {
    held.zone = { ...held.zone!, request_id: 41 };
    onChange('patch', patterns.zone, () => HttpResponse.json({ request_id: 41, status: 'withdrawn' }, { status: 201 }), () => undefined);
    const { queryClient, stop } = await screenWithZone();
    expect(await new MutationObserver(queryClient, saveZoneBordersMutationOptions(queryClient, PROVIDER, ZONE)).mutate(POLYGON_DOCUMENT)).toBe('sent');
    stop();
  });

  it('a zone answer without request_id makes every proposal "sent"', async () => {
    onChange('patch', patterns.zone, ANSWERS['204 with no body'], () => undefined);
    const { queryClient, stop } = await screenWithZone();
    expect(await new MutationObserver(queryClient, saveZoneBordersMutationOptions(queryClient, PROVIDER, ZONE)).mutate(POLYGON_DOCUMENT)).toBe('sent');
    stop();
  });

  it('a refused change fails with its field errors and reloads nothing', async () => {
    onChange('post', patterns.zoneWorkingPeriods, () => HttpResponse.json({ valid_to: ['Obavezno polje.'] }, { status: 400 }), () => undefined);
    const { queryClient, stop } = await screenWith<WorkingPeriod>(zoneOwner, 'period');
    await expect(new MutationObserver(queryClient, saveWorkingPeriodMutationOptions(queryClient, zoneOwner, null)).mutate(periodInput)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { valid_to: 'Obavezno polje.' },
    });
    expect(gets.periods).toBe(0);
    stop();
  });
});
