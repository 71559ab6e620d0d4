/**
 * The read-only contract suite (scripts/contract-suite.ts, `npm run contract`) against the simulator
 * as `npm run simulator` serves it (port 4012): every GET route of the route table answers as the
 * contract says.
 */
import { expect, test } from '@playwright/test';
import { runContractSuite } from '../scripts/contract-suite';

test('the contract suite passes against npm run simulator', async () => {
  const lines: string[] = [];
  const result = await runContractSuite({ baseUrl: 'http://localhost:4012', user: 'admin', password: 'demo', log: (line) => lines.push(line) });
  expect(result.results.filter((r) => r.outcome === 'fail'), lines.join('\n')).toEqual([]);
  expect(lines.at(-1)).toBe(`${result.passed} passed, 0 failed`);
});
