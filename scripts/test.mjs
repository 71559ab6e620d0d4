// `npm test`: every check, in order, failing fast. Each step prints its own closing line.
import { spawnSync } from 'node:child_process';
import { chromiumPath, installHint } from './chromium.mjs';

const browser = chromiumPath();
if (!browser) {
  console.error(installHint);
  process.exit(1);
}
process.env.CHROME_PATH = browser;

const only = process.argv.slice(2);
const steps = [
  ['typecheck', 'npx', ['tsc', '-p', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit and simulator tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['contract suite against npm run simulator', 'node', ['scripts/contract-ci.mjs']],
  ['simulator budgets (city scale)', 'node', ['scripts/run-bench-simulator.mjs', '--check']],
  ['stories in Chromium (play, axe, visual)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['build (production and demo)', 'node', ['scripts/build-all.mjs']],
  ['bundle budget', 'node', ['scripts/budget.mjs', '--check']],
  ['report budgets (PDF and Excel in Chromium)', 'node', ['scripts/bench-reports.mjs', '--check']],
  ['dashboard budget (a year with comparison, in the demo)', 'node', ['scripts/bench-dashboard.mjs', '--check', '--runs=4']],
  ['storybook static build', 'npx', ['storybook', 'build', '--quiet']],
  ['storybook offline (the static build with every outside request refused)', 'node', ['scripts/storybook-offline.mjs']],
  ['end-to-end against the built app and npm start (dev server)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
