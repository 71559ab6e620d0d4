/** The contract suite against the simulator as a real HTTP server on a free port, in both wire modes. */
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSimulator, resetSimulator } from '../simulator/core/control/state';
import { createSimulatorHttpServer } from '../simulator/server';
import { specKeysOnly } from '../simulator/core/wire/spec-keys';
import { dashboardQuery } from '../src/api/contract/dashboard';
import { listQuery, reportQuery } from '../src/api/contract/reports';
import { queryObject, runContractSuite } from './contract-suite';

const server = createSimulatorHttpServer();
let base = '';

beforeAll(async () => {
  await initSimulator();
  await resetSimulator({ scenario: 'pending-changes' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('npm run contract', () => {
  it('passes every GET route of the route table against the simulator', async () => {
    const lines: string[] = [];
    const result = await runContractSuite({ baseUrl: base, user: 'admin', password: 'demo', log: (l) => lines.push(l) });
    expect(result.results.filter((r) => r.outcome === 'fail')).toEqual([]);
    // Only routes that need a query value nothing lists (e.g. a receipt's transaction_id) are skipped.
    expect(result.results.filter((r) => r.outcome === 'skip' && !r.detail.startsWith('needs query'))).toEqual([]);
    expect(result.passed).toBeGreaterThan(40);
    expect(lines.at(-1)).toBe(`${result.passed} passed, 0 failed`);
  }, 120_000);

  it('fails on a wrong password', async () => {
    await expect(runContractSuite({ baseUrl: base, user: 'admin', password: 'x' })).rejects.toThrow(/Login failed/);
  });
});

describe('npm run contract against the minimal wire (the specs\' keys only, a cookie session)', () => {
  beforeAll(() => resetSimulator({ scenario: 'pending-changes', wire: 'minimal' }));
  afterAll(() => resetSimulator());

  it('signs in with the session cookie and parses every GET answer, each with only the keys the specs name', async () => {
    const lines: string[] = [];
    const extra: string[] = [];
    const result = await runContractSuite({
      baseUrl: base,
      user: 'admin',
      password: 'demo',
      log: (l) => lines.push(l),
      onAnswer: (route, body) => {
        if (route.response && !isDeepStrictEqual(specKeysOnly(route.response, body), body)) extra.push(route.path);
      },
    });
    expect(lines[0]).toBe('Signed in with a session cookie');
    expect(result.results.filter((r) => r.outcome === 'fail')).toEqual([]);
    expect(result.results.filter((r) => r.outcome === 'skip' && !r.detail.startsWith('needs query'))).toEqual([]);
    expect(result.passed).toBeGreaterThan(40);
    expect(extra).toEqual([]);
  }, 120_000);
});

describe('query contracts', () => {
  const dates = 'begin_date=2026-11-01&end_date=2026-11-21';
  const parse = (schema: { safeParse(v: unknown): { success: boolean } }, query: string) =>
    schema.safeParse(queryObject(new URLSearchParams(query))).success;

  it('reads a repeated key as the array of its values, a single key as its string', () => {
    expect(queryObject(new URLSearchParams(`${dates}&usluge=1&usluge=2&distributeri=`))).toEqual({
      begin_date: '2026-11-01',
      end_date: '2026-11-21',
      usluge: ['1', '2'],
      distributeri: '',
    });
  });

  it('describes id lists as repeated parameters: absent (all), one empty value (none), ids', () => {
    expect(parse(dashboardQuery, dates)).toBe(true);
    expect(parse(dashboardQuery, `${dates}&usluge=1&usluge=2&distributeri=3&distributeri=5`)).toBe(true);
    expect(parse(dashboardQuery, `${dates}&distributeri=`)).toBe(true);
    expect(parse(reportQuery, `${dates}&distributeri=3`)).toBe(true);
    expect(parse(listQuery, `${dates}&distributeri=3&distributeri=5&excel=true`)).toBe(true);
    expect(parse(reportQuery, `${dates}&distributeri=1,2`)).toBe(true);
    expect(parse(reportQuery, `${dates}&distributeri=3&distributeri=x`)).toBe(false);
    expect(parse(dashboardQuery, `${dates}&usluge=a`)).toBe(false);
  });
});
