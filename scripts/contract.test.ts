/** The contract suite against the simulator as a real HTTP server on a free port. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSimulator, resetSimulator } from '../simulator/control/state';
import { createSimulatorHttpServer } from '../simulator/server';
import { runContractSuite } from './contract-suite';

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
