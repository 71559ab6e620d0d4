// `npm run bench [-- --help] [-- options]`: the budget figures of the architecture specification, measured now. Times are
// measured here and never in `npm test` (a busy machine would fail a correct change): each is printed
// beside its budget and a reference measured in the same run (./bench-reference.mjs), and the exit
// status is 1 when any figure is over its budget, so run it on purpose on a quiet machine.
// - what a cold /login fetches (as sent, gzip), from a fresh production build, beside the figure before the last
//   budget change (scripts/budget.json `previous`) and the budget; `--top` adds its largest modules;
// - the simulator at city scale (scripts/run-bench-simulator.mjs);
// - the provider PDF and Excel reports built in headless Chromium (scripts/bench-reports.mjs);
// - the dashboard in the demo for a year with comparison, navigation to the charts on screen (scripts/bench-dashboard.mjs);
// - the demo in a fresh profile: cold /login, sign-in to the first chart, the simulator's boot (scripts/bench-demo-start.mjs);
// - typing a day's hours in the working-period form, key by key (scripts/bench-typing.mjs);
// - Lighthouse on /login, the dashboard (admin) and the parking and garage partners' landing pages
//   of the production build behind the simulator over HTTP, desktop and mobile presets, each with
//   its benchmarkIndex and its ratios to a minimal page of the same stack measured in the same run,
//   and the demo's cold /login beside the production build's (scripts/bench-lighthouse.mjs;
//   figures, never a failure).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { measure, printTop } from './budget.mjs';

const USAGE = `Usage: npm run bench -- [options]
  --top [N]                     also list /login's N largest modules (default 25)
  --runs=N                      runs of each browser bench (dashboard, demo start, typing, reports)
  --wall                        also check the wall-time budgets of the dashboard and reports benches
  --json                        the reports bench also prints its figures as JSON
  --lighthouse-runs=N           Lighthouse runs per page and preset; the median is shown (default 1)
  --lighthouse-preset=desktop|mobile   one Lighthouse preset only (default both)
  --lighthouse-api=same-origin|other-host   the API behind the portal's /api/ (default) or on another host
  --lighthouse-accessibility    only Lighthouse's accessibility sweep of every route
  --lighthouse-json=FILE        Lighthouse's figures as JSON to FILE
  --lighthouse-lhr-dir=DIR      keep each Lighthouse report and trace in DIR
  --help                        this text
Run it on a quiet machine: each time is printed beside a reference measured in the same run.`;
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const KNOWN = /^(--top|\d+|--runs=\d+|--wall|--json|--lighthouse-runs=\d+|--lighthouse-preset=(desktop|mobile)|--lighthouse-api=(same-origin|other-host)|--lighthouse-accessibility|--lighthouse-json=.+|--lighthouse-lhr-dir=.+)$/;
const unknown = args.filter((a, i) => !KNOWN.test(a) || (/^\d+$/.test(a) && args[i - 1] !== '--top'));
if (unknown.length > 0) {
  console.error(`Unknown or malformed option: ${unknown.join(' ')}\n${USAGE}`);
  process.exit(2);
}
const top = args.indexOf('--top');
const topCount = top >= 0 && /^\d+$/.test(args[top + 1] ?? '') ? Number(args[top + 1]) : 25;
const forwarded = (top >= 0 ? args.filter((_, i) => i !== top && !(i === top + 1 && /^\d+$/.test(args[i]))) : args).filter((a) => !a.startsWith('--lighthouse-'));
const lighthouseArgs = args.filter((a) => a.startsWith('--lighthouse-')).map((a) => a.replace('--lighthouse-', '--'));

execSync('npx vite build --mode production', {
  stdio: 'ignore',
  env: { ...process.env, OUT_DIR: 'dist', ...(top >= 0 ? { PORTAL_MODULE_SIZES: '1' } : {}) },
});
const { gzipKb, files, forbidden } = await measure('dist');
const counted = files.filter((f) => f.counted);
const { loginGzipKb: budget, previous } = JSON.parse(fs.readFileSync(new URL('./budget.json', import.meta.url), 'utf8'));
const was = previous ? `was ${previous.measuredGzipKb} KB, ` : '';
console.log(
  `cold /login: now ${gzipKb.toFixed(1)} KB as sent (${was}budget ${budget} KB) in ${counted.length} files, fonts not counted; modules that must not be in it: ${forbidden.length}`,
);
if (top >= 0) printTop('dist', topCount);

let status = gzipKb <= budget && forbidden.length === 0 ? 0 : 1;
// The simulator at city scale: a year-long dashboard request ≤ 50 ms (median), the process < 200 MB.
{
  const result = spawnSync('node', ['scripts/run-bench-simulator.mjs', '--check'], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
// The provider report for a month with comparison, built in headless Chromium: PDF ≤ 1.5 s, Excel ≤ 1 s.
{
  const result = spawnSync('node', ['scripts/bench-reports.mjs', '--check', ...forwarded], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
// The dashboard in the demo, a year with comparison, from navigation to the last chart on screen: ≤ 800 ms.
{
  execSync('npx vite build --mode demo', { stdio: 'ignore', env: { ...process.env, OUT_DIR: 'dist-demo' } });
  const result = spawnSync('node', ['scripts/bench-dashboard.mjs', '--check', ...forwarded.filter((a) => a.startsWith('--runs') || a === '--wall')], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
// The demo in a fresh profile: cold /login ≤ 1 s, sign-in to the first chart ≤ 1.5 s, the simulator's boot ≤ 100 ms.
{
  const result = spawnSync('node', ['scripts/bench-demo-start.mjs', '--check', ...forwarded.filter((a) => a.startsWith('--runs'))], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
// Typing in the working-period form: the longest keystroke ≤ 50 ms.
{
  const result = spawnSync('node', ['scripts/bench-typing.mjs', '--check', ...forwarded.filter((a) => a.startsWith('--runs'))], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
// Lighthouse: its figures beside their goals and the reference page's; only a run that fails counts.
{
  const result = spawnSync('node', ['scripts/bench-lighthouse.mjs', ...lighthouseArgs], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  status ||= result.status ?? 1;
}
process.exit(status);
