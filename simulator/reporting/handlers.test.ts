/**
 * Reporting (reporting.md §7): every total agrees with its rows, series agree with each other, and
 * the permission and validation rules hold. That the transactions agree with the figures is
 * transactions/handlers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { UkupnoPoDistributerimaResponse, UkupnoPoUslugamaResponse, UslugeIntervalnoResponse } from '../../src/api/contract/dashboard';
import type { ProviderListResponse } from '../../src/api/contract/parking';
import type { IntervalnoResponse, TotalsWire, TransakcijeResponse } from '../../src/api/contract/reports';
import { personaToken } from '../core/control/personas';
import { getState, setScenario } from '../core/control/state';
import { dayNumber, isoOfDay } from '../core/dates';
import { createRandom } from '../core/random';
import { cityOf } from '../core/city';
import { callJson, cents, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

const admin = personaToken('admin');
const LISTS = [
  ['/parking/provider-list/', 'provider_list'],
  ['/garaze/garage-list/', 'garage_list'],
  ['/parkovi/parkovi-list/', 'parkovi_list'],
  ['/prodaja/igeusprovider-list/', 'provider_list'],
] as const;

type Totals = Pick<TotalsWire, 'total_count' | 'valid_count' | 'total_amount' | 'valid_amount'>;
function sum(rows: readonly Totals[]) {
  return rows.reduce(
    (acc, r) => ({
      total_count: acc.total_count + r.total_count,
      valid_count: acc.valid_count + r.valid_count,
      total: acc.total + cents(r.total_amount),
      valid: acc.valid + cents(r.valid_amount),
    }),
    { total_count: 0, valid_count: 0, total: 0, valid: 0 },
  );
}
const plain = (t: Totals) => sum([t]);

async function get<T>(path: string, token = admin): Promise<T> {
  const { status, body } = await callJson<T>(path, { token });
  expect(status, path).toBe(200);
  return body;
}

function randomRange(random: ReturnType<typeof createRandom>, today: string, maxDays = 400) {
  const end = dayNumber(today) - random.int(0, 200);
  const begin = end - random.int(0, maxDays);
  return `begin_date=${isoOfDay(begin)}&end_date=${isoOfDay(end)}`;
}

describe('reference data', () => {
  it('has a city: 40+ parking providers with zones, 10+ garages, 5+ parks, 10+ sales providers', () => {
    const city = cityOf(getState().seed);
    expect(city.byKind.parking.length).toBeGreaterThanOrEqual(40);
    expect(city.byKind.garage.length).toBeGreaterThanOrEqual(10);
    expect(city.byKind.park.length).toBeGreaterThanOrEqual(5);
    expect(city.byKind.sales.length).toBeGreaterThanOrEqual(10);
    expect(city.byKind.parking[0]?.name).toBe('Parking Zagreb d.o.o.');
    expect(city.zones.some((z) => z.color === '#FFFFFF')).toBe(true);
    expect(city.zones.some((z) => z.color === null)).toBe(true);
    expect(city.zones.some((z) => !z.is_active)).toBe(true);
    for (const provider of city.byKind.parking) expect(city.zones.some((z) => z.provider_id === provider.id)).toBe(true);
  });

  it('draws zones as closed rings that do not overlap, in and around Zagreb', () => {
    const boxes = cityOf(getState().seed).zones.map((zone) => {
      const points = zone.geometry.coordinates.flat(2);
      for (const polygon of zone.geometry.coordinates) {
        const ring = polygon[0] ?? [];
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        expect(ring.length).toBeGreaterThanOrEqual(6);
      }
      const lons = points.map((p) => p[0]);
      const lats = points.map((p) => p[1]);
      return { id: zone.id, w: Math.min(...lons), e: Math.max(...lons), s: Math.min(...lats), n: Math.max(...lats) };
    });
    for (const box of boxes) {
      expect(box.s).toBeGreaterThan(45.2);
      expect(box.n).toBeLessThan(46.5);
      expect(box.w).toBeGreaterThan(15.1);
      expect(box.e).toBeLessThan(17.1);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b) continue;
        const overlap = a.w < b.e && b.w < a.e && a.s < b.n && b.s < a.n;
        expect(overlap, `zones ${a.id} and ${b.id}`).toBe(false);
      }
    }
  });

  it('sells 3 million or more transactions a year across the city', async () => {
    const today = getState().today;
    const year = await get<UkupnoPoUslugamaResponse>(`/dashboard/ukupno-po-uslugama/?begin_date=${isoOfDay(dayNumber(today) - 364)}&end_date=${today}`);
    expect(year.ukupno.total_count).toBeGreaterThanOrEqual(3_000_000);
    expect(year.ukupno.valid_count).toBeLessThan(year.ukupno.total_count);
  });
});

describe('totals agree everywhere (random ranges)', () => {
  it('services total = channels total = list totals = sum of list rows', async () => {
    const random = createRandom(11, 'ranges');
    const today = getState().today;
    for (let i = 0; i < 6; i++) {
      const channels = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8]).slice(0, random.int(1, 8)).sort();
      const query = `${randomRange(random, today)}&distributeri=${channels.join(',')}`;
      const services = await get<UkupnoPoUslugamaResponse>(`/dashboard/ukupno-po-uslugama/?${query}`);
      const byChannel = await get<UkupnoPoDistributerimaResponse>(`/dashboard/ukupno-po-distributerima/?${query}`);
      expect(plain(services.ukupno)).toEqual(sum(services.usluge));
      expect(plain(byChannel.ukupno)).toEqual(sum(byChannel.distributeri));
      expect(plain(services.ukupno)).toEqual(plain(byChannel.ukupno));
      expect(byChannel.distributeri.every((d) => channels.includes(d.reseller_id))).toBe(true);
      const listTotals: Totals[] = [];
      for (const [path, key] of LISTS) {
        const list = await get<Record<string, unknown> & { ukupno: Totals }>(`${path}?${query}`);
        const rows = list[key] as Totals[];
        expect(plain(list.ukupno), path).toEqual(sum(rows));
        listTotals.push(list.ukupno);
      }
      expect(sum(listTotals)).toEqual(plain(services.ukupno));
      services.usluge.forEach((service, index) => expect(plain(service)).toEqual(plain(listTotals[index] ?? service)));
    }
  });

  it('a provider row = its po-distributerima = its po-artiklima = the sum of its detail lines (valid)', async () => {
    const random = createRandom(12, 'entities');
    const today = getState().today;
    const { provider_list } = await get<ProviderListResponse>(`/parking/provider-list/?begin_date=${today}&end_date=${today}`);
    for (let i = 0; i < 4; i++) {
      const row0 = random.pick(provider_list);
      const query = randomRange(random, today, 90);
      const { provider_list: rows } = await get<ProviderListResponse>(`/parking/provider-list/?${query}`);
      const row = rows.find((r) => r.provider_id === row0.provider_id);
      if (!row) throw new Error('missing row');
      const base = `/parking/provider/${row.provider_id}`;
      const channels = await get<{ distributeri: Totals[]; ukupno: Totals }>(`${base}/po-distributerima/?${query}`);
      const articles = await get<{ artikli: Totals[]; ukupno: Totals }>(`${base}/po-artiklima/?${query}`);
      const detail = await get<{ detaljno: { valid_count: number; valid_amount: string }[] }>(`${base}/detaljno/?${query}`);
      expect(plain(channels.ukupno)).toEqual(plain(row));
      expect(plain(articles.ukupno)).toEqual(plain(row));
      expect(sum(channels.distributeri)).toEqual(plain(row));
      expect(sum(articles.artikli)).toEqual(plain(row));
      expect(row.distributeri.reduce((a, d) => a + d.valid_count, 0)).toBe(row.valid_count);
      expect(detail.detaljno.reduce((a, d) => a + d.valid_count, 0)).toBe(row.valid_count);
      expect(detail.detaljno.reduce((a, d) => a + cents(d.valid_amount), 0)).toBe(cents(row.valid_amount));
    }
  });

  it('weekly and monthly series sum to the daily series (dashboard and entities)', async () => {
    const random = createRandom(13, 'series');
    const today = getState().today;
    for (let i = 0; i < 4; i++) {
      const query = randomRange(random, today);
      const dash = await get<UslugeIntervalnoResponse>(`/dashboard/usluge-intervalno/?${query}`);
      for (const service of dash.usluge) {
        const of = (rows: typeof dash.usluge_dnevno) => sum(rows.filter((r) => r.usluga === service.service_type_id));
        expect(of(dash.usluge_tjedno)).toEqual(of(dash.usluge_dnevno));
        expect(of(dash.usluge_mjesecno)).toEqual(of(dash.usluge_dnevno));
      }
      expect(dash.usluge_tjedno.every((p) => dash.raspon_tjedana.includes(p.datum))).toBe(true);
      expect(dash.usluge_mjesecno.every((p) => dash.raspon_mjeseci.includes(p.datum))).toBe(true);
      expect(dash.raspon_tjedana.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
      for (const path of ['/garaze/garaza/3/intervalno/', '/parkovi/park/2/intervalno/', '/prodaja/igeusprovider/1/intervalno/']) {
        const series = await get<IntervalnoResponse>(`${path}?${query}`);
        expect(sum(series.tjedno), path).toEqual(sum(series.dnevno));
        expect(sum(series.mjesecno), path).toEqual(sum(series.dnevno));
      }
    }
  });
});

describe('validation (400)', () => {
  it.each([
    ['/dashboard/ukupno-po-uslugama/?begin_date=2026-11-10&end_date=2026-11-01', { begin_date: ['Begin date must not be after end date.'] }],
    ['/parking/provider-list/', { begin_date: ['This field is required.'], end_date: ['This field is required.'] }],
    ['/garaze/garage-list/?begin_date=2026-13-01&end_date=2026-11-01', { begin_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] }],
    ['/parking/provider-list/?begin_date=2026-11-01&end_date=2026-11-02&distributeri=1,x', { distributeri: ['A valid integer is required.'] }],
    [
      '/parking/provider/1/transakcije/?begin_date=2026-11-01&end_date=2026-11-02',
      {
        detail: 'Za razdoblje dulje od jednog dana upišite registraciju ili kod.',
        trans_search: ['If the period is longer than one day, license plate is mandatory.'],
      },
    ],
    [
      '/garaze/garaza/1/transakcije/?begin_date=2026-11-01&end_date=2026-11-02',
      { detail: 'Za razdoblje dulje od jednog dana upišite broj karte.', ticket_number: ['If the period is longer than one day, ticket number is mandatory.'] },
    ],
    [
      '/prodaja/igeusprovider/1/transakcije/?begin_date=2026-11-01&end_date=2026-11-01&opcija_prikaza=sva',
      { detail: 'Upit nije ispravan: provjerite označena polja.', opcija_prikaza: ['"sva" is not a valid choice.'] },
    ],
    ['/garaze/garaza/1/artikl-po-distributerima/?begin_date=2026-11-01&end_date=2026-11-02', { item_price: ['This field is required.'] }],
  ])('%s', async (path, body) => {
    expect(await callJson(path, { token: admin })).toEqual({ status: 400, body });
  });

  it('answers 404 Invalid page. beyond the last page', async () => {
    expect(await callJson('/parking/provider/1/transakcije/?begin_date=2026-11-21&end_date=2026-11-21&page=999', { token: admin })).toEqual({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
  });
});

describe('permissions (403) and partner scope', () => {
  const range = 'begin_date=2026-11-01&end_date=2026-11-21';
  it.each([
    ['parking', '/dashboard/ukupno-po-uslugama/'],
    ['parking', '/garaze/garage-list/'],
    ['parking', '/parking/provider/2/info/'],
    ['garage', '/parking/provider-list/'],
    ['garage', '/garaze/garaza/2/po-artiklima/'],
    ['sales', '/prodaja/igeusprovider/2/transakcije/'],
    ['sales', '/parkovi/parkovi-list/'],
    ['status', '/prodaja/igeusprovider-list/'],
    ['support', '/dashboard/usluge-intervalno/'],
  ] as const)('%s gets 403 on %s', async (persona, path) => {
    expect(await callJson(`${path}?${range}`, { token: personaToken(persona) })).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });

  it('shows a partner only its own entity, flagged single', async () => {
    const parking = await get<ProviderListResponse>(`/parking/provider-list/?${range}`, personaToken('parking'));
    expect(parking.single_provider).toBe(true);
    expect(parking.provider_list.map((p) => p.naziv)).toEqual(['Parking Zagreb d.o.o.']);
    const garage = await get<{ single_garage: boolean; garage_list: { name: string }[] }>(`/garaze/garage-list/?${range}`, personaToken('garage'));
    expect(garage.single_garage).toBe(true);
    expect(garage.garage_list.map((g) => g.name)).toEqual(['Garaža Tuškanac']);
    const sales = await get<{ single_provider: boolean; provider_list: { naziv: string }[] }>(`/prodaja/igeusprovider-list/?${range}`, personaToken('sales'));
    expect(sales.single_provider).toBe(true);
    expect(sales.provider_list.map((p) => p.naziv)).toEqual(['Kiosk Plus']);
    const all = await get<ProviderListResponse>(`/parking/provider-list/?${range}`);
    expect(all.single_provider).toBe(false);
    expect(all.provider_list.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 404 for an unknown entity', async () => {
    expect(await callJson(`/garaze/garaza/999/info/`, { token: admin })).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('scenario empty', () => {
  it('empties lists and zeroes totals', async () => {
    setScenario('empty');
    const range = 'begin_date=2026-01-01&end_date=2026-11-21';
    const zero = { total_count: 0, valid_count: 0, total_amount: '0.00', valid_amount: '0.00' };
    expect(await get(`/dashboard/ukupno-po-uslugama/?${range}`)).toEqual({ usluge: [], ukupno: zero });
    expect(await get(`/parking/provider-list/?${range}`)).toEqual({ single_provider: false, provider_list: [], ukupno: zero });
    expect(await get(`/parking/provider/1/po-artiklima/?${range}`)).toEqual({ artikli: [], ukupno: zero });
    expect((await get<TransakcijeResponse>(`/parking/provider/1/transakcije/?begin_date=2026-11-21&end_date=2026-11-21`)).ukupno_transakcija).toBe(0);
  });
});
