/**
 * npm run contract -- --base-url URL --user U --password P [--today YYYY-MM-DD]
 * Runs the read-only contract suite against any backend; prints pass/fail per endpoint and a
 * closing line "N passed, N failed"; exits 1 on any failure.
 */
import { parseArgs } from 'node:util';
import { runContractSuite } from './contract-suite';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://localhost:4010' },
      user: { type: 'string', default: 'admin' },
      password: { type: 'string', default: 'demo' },
      today: { type: 'string' },
    },
  });
  const result = await runContractSuite({
    baseUrl: values['base-url'] ?? 'http://localhost:4010',
    user: values.user ?? 'admin',
    password: values.password ?? 'demo',
    today: values.today,
    log: (line) => console.log(line),
  });
  process.exitCode = result.failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
