/**
 * npm run contract -- --base-url URL --user U --password P [--today YYYY-MM-DD]
 * Runs the read-only contract suite against any backend; prints pass/fail per endpoint and a
 * closing line "N passed, N failed"; exits 1 on any failure.
 */
import { commandLine } from './cli.mjs';
import { runContractSuite } from './contract-suite';

const USAGE = `
npm run contract -- [--base-url URL] [--user U] [--password P] [--today YYYY-MM-DD]
  Runs the read-only contract suite against a backend; exits 1 on any failure.
  --base-url  the API's origin (default http://localhost:4010, the simulator)
  --user      the account to sign in as (default admin)
  --password  its password (default demo)
  --today     the date the suite treats as today (default the backend's)
`;

async function main(): Promise<void> {
  const { values } = commandLine(USAGE, {
    'base-url': { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    today: { type: 'string' },
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
