/**
 * The simulator's clock (core/clock.ts): nothing it serves is later than its now. At 09:00 on a
 * day, that day's transactions (parking, garages, sales), receipts and park tickets all end before
 * 09:00, and the day's figures in every report are the sums of those rows.
 */
import { describe, expect, it } from 'vitest';
import type { UkupnoPoUslugamaResponse } from '../src/api/contract/dashboard';
import type { RacuniResponse } from '../src/api/contract/parking';
import type { UlazniceResponse } from '../src/api/contract/parks';
import type { IntervalnoResponse, TransakcijeResponse } from '../src/api/contract/reports';
import { personaToken } from './core/control/personas';
import { domainContext, getState, resetSimulator } from './core/control/state';
import { DEFAULT_TIME, secondsPassed, zagrebLocal } from './core/clock';
import { DAY_SECONDS, dayNumber, isoOfDay } from './core/dates';
import { KINDS, servedFacts } from './core/sales-facts';
import { call, callJson, callOk, cents, setupSimulatorTests } from './core/test-support';
import { allRows, transactionRow } from './transactions/rules';

const DAY = '2026-11-21';
const NINE = '2026-11-21T08:00:00Z'; // 09:00 in Zagreb (CET)

setupSimulatorTests({ today: DAY, time: '09:00' });

const admin = personaToken('admin');
const day = `begin_date=${DAY}&end_date=${DAY}`;
const get = <T>(path: string) => callOk<T>(path, { token: admin });

/** Every page of a paged list. */
async function allPages<T>(path: string, key: string): Promise<T[]> {
  const first = await get<Record<string, unknown> & { broj_stranica: number }>(path);
  const rows = [...(first[key] as T[])];
  for (let page = 2; page <= first.broj_stranica; page++) {
    rows.push(...((await get<Record<string, unknown>>(`${path}&page=${page}`))[key] as T[]));
  }
  return rows;
}

describe("the simulator's clock", () => {
  it('is fixed at the time a reset names, shows its now, and stands at noon when a day is fixed without one', async () => {
    expect(getState()).toMatchObject({ today: DAY, time: '09:00:00', now: NINE });
    expect(domainContext().nowSecond).toBe(9 * 3600);
    await resetSimulator({ today: '2026-07-01' });
    expect(getState()).toMatchObject({ time: DEFAULT_TIME, now: '2026-07-01T10:00:00Z' }); // CEST
    await expect(resetSimulator({ time: '25:00' })).rejects.toThrow(RangeError);
    const reset = await callJson<{ now: string }>('/__simulator/reset', { body: { today: DAY, time: '07:30' } });
    expect(reset.body.now).toBe('2026-11-21T06:30:00Z');
    expect((await callJson('/__simulator/reset', { body: { time: '7.30' } })).status).toBe(400);
  });

  it('follows the wall clock by the minute when no time is fixed, on its own day only', () => {
    const at = (iso: string) => secondsPassed(DAY, null, Date.parse(iso));
    expect(at('2026-11-21T08:00:59Z')).toBe(9 * 3600);
    expect(at('2026-11-21T22:59:00Z')).toBe(23 * 3600 + 59 * 60);
    expect(at('2026-11-21T23:00:00Z')).toBe(DAY_SECONDS); // the next day in Zagreb: all of today has passed
    expect(at('2026-11-20T22:59:00Z')).toBe(0);
    expect(zagrebLocal(Date.parse('2026-07-01T22:30:00Z'))).toEqual({ date: '2026-07-02', seconds: 30 * 60 });
  });
});

describe('at 09:00, nothing is later than 09:00', () => {
  it('transactions of parking providers, garages and sales providers end before 09:00, and the newest is close to it', async () => {
    for (const path of ['/parking/provider/1/transakcije/', '/garaze/garaza/1/transakcije/', '/prodaja/igeusprovider/1/transakcije/']) {
      const rows = await allPages<TransakcijeResponse['transakcije'][number]>(`${path}?${day}`, 'transakcije');
      expect(rows.length, path).toBeGreaterThan(0);
      const times = rows.map((t) => t.vrijeme_transakcije);
      expect(times.every((t) => t < NINE && t >= '2026-11-20T23:00:00Z'), path).toBe(true);
      expect(times[0]! > '2026-11-21T07:00:00Z', path).toBe(true);
      // Valid until later than now is active; nothing is active before its time.
      expect(rows.filter((t) => t.is_active).every((t) => t.vrijedi_do === null || t.vrijedi_do > NINE), path).toBe(true);
    }
  });

  it('receipts and park tickets end before 09:00; a receipt sold later is not found', async () => {
    const receipts = await allPages<RacuniResponse['racuni'][number]>(`/parking/provider/1/racuni/?${day}`, 'racuni');
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.every((r) => r.date_of_transaction < NINE)).toBe(true);
    const tickets = await allPages<UlazniceResponse['ulaznice'][number]>(`/parkovi/park/1/ulaznice/?${day}`, 'ulaznice');
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((t) => t.order_date < NINE)).toBe(true);

    // The same receipt list at 18:00 holds later ones; at 09:00 their PDFs are not there yet.
    await resetSimulator({ today: DAY, time: '18:00' });
    const evening = await allPages<RacuniResponse['racuni'][number]>(`/parking/provider/1/racuni/?${day}`, 'racuni');
    const later = evening.find((r) => r.date_of_transaction > '2026-11-21T12:00:00Z');
    if (!later) throw new Error('no receipt after noon');
    expect(evening.length).toBeGreaterThan(receipts.length);
    expect((await call(`/parking/provider/1/racuni/download/?transaction_id=${later.id}`, { token: admin })).status).toBe(200);
    await resetSimulator({ today: DAY, time: '09:00' });
    expect((await call(`/parking/provider/1/racuni/download/?transaction_id=${later.id}`, { token: admin })).status).toBe(404);
  });

  it("today's figures are the sums of the rows up to 09:00: an entity's report and the dashboard", async () => {
    const rows = await allPages<TransakcijeResponse['transakcije'][number]>(`/prodaja/igeusprovider/1/transakcije/?${day}`, 'transakcije');
    const { dnevno } = await get<IntervalnoResponse>(`/prodaja/igeusprovider/1/intervalno/?${day}`);
    expect(dnevno).toHaveLength(1);
    expect(dnevno[0]).toMatchObject({ datum: DAY, total_count: rows.length, valid_count: rows.filter((t) => t.is_valid).length });
    expect(cents(dnevno[0]!.total_amount)).toBe(rows.reduce((a, t) => a + cents(t.iznos), 0));
    expect(cents(dnevno[0]!.valid_amount)).toBe(rows.filter((t) => t.is_valid).reduce((a, t) => a + cents(t.iznos), 0));

    // The dashboard's day: every row of the city (all kinds) sold before 09:00.
    const model = servedFacts(domainContext());
    const expected = new Map<number, { count: number; valid: number; amount: number }>();
    for (const entity of model.layout.entities) {
      const service = KINDS.indexOf(entity.kind) + 1;
      const sums = expected.get(service) ?? { count: 0, valid: 0, amount: 0 };
      for (const ref of allRows(model, entity, { days: [dayNumber(DAY)], filter: 'sve', search: '' })) {
        const t = transactionRow(model, entity, ref);
        expect(t.vrijeme_transakcije < NINE).toBe(true);
        sums.count++;
        if (t.is_valid) sums.valid++;
        sums.amount += cents(t.iznos);
      }
      expected.set(service, sums);
    }
    const dashboard = await get<UkupnoPoUslugamaResponse>(`/dashboard/ukupno-po-uslugama/?${day}`);
    expect(dashboard.usluge.map((u) => u.service_type_id).sort()).toEqual([1, 2, 3, 4]);
    for (const u of dashboard.usluge) {
      const sums = expected.get(u.service_type_id);
      expect({ count: u.total_count, valid: u.valid_count, amount: cents(u.total_amount) }).toEqual(sums);
    }

    // Later the same day holds more; the day before is whole either way.
    const whole = await get<UkupnoPoUslugamaResponse>(`/dashboard/ukupno-po-uslugama/?begin_date=${isoOfDay(dayNumber(DAY) - 1)}&end_date=${isoOfDay(dayNumber(DAY) - 1)}`);
    await resetSimulator({ today: DAY, time: '23:59:59' });
    expect((await get<UkupnoPoUslugamaResponse>(`/dashboard/ukupno-po-uslugama/?${day}`)).ukupno.total_count).toBeGreaterThan(dashboard.ukupno.total_count * 2);
    expect((await get<UkupnoPoUslugamaResponse>(`/dashboard/ukupno-po-uslugama/?begin_date=${isoOfDay(dayNumber(DAY) - 1)}&end_date=${isoOfDay(dayNumber(DAY) - 1)}`)).ukupno).toEqual(whole.ukupno);
  });
});
