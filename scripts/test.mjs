// `npm test`: every check, failing fast, and a table of where the time went.
// - `npm test` runs every step;
// - `npm run check` runs typecheck, lint and the unit tests (the everyday loop);
// - `node scripts/test.mjs NAME…` runs the steps whose names start with NAME.
//
// No step fails on a time: CI runs on busy 2-core machines, where the same code can take twice as
// long from one run to the next. Times are `npm run bench` figures; only bytes are gates here.
//
// Steps in one group run side by side: each of them keeps one core busy at most (tsc, eslint, a
// single-threaded build), so on 2 cores the group takes the time of its longest step.
//
// The table gives each group's CPU-seconds beside its wall time, and the run's total: the work
// divided by the cores is the shortest the run can take on this machine, whatever the order.
import { spawn } from 'node:child_process';
import { chromiumPath, installHint } from './chromium.mjs';
import { cpuBetween, cpuTimes, describeRun } from './cpu-usage.mjs';
import { prefixOutput } from './prefix-output.mjs';

const browser = chromiumPath();
if (!browser) {
  console.error(installHint);
  process.exit(1);
}
process.env.CHROME_PATH = browser;

/** [name, command, args] */
const groups = [
  // tsc and eslint keep one core each and spend part of it waiting on the disk; the unit tests'
  // worker threads, the contract suite and the builds fill the gaps. The builds go here, not after
  // the stories: the Storybook build is what the offline check beside the stories needs.
  [
    ['typecheck', 'npx', ['tsc', '-p', '.']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['unit and simulator tests', 'npx', ['vitest', 'run', '--project', 'unit']],
    ['contract suite against npm run simulator', 'node', ['scripts/contract-ci.mjs']],
    ['build (production and demo)', 'node', ['scripts/build-all.mjs']],
    ['storybook static build', 'npx', ['storybook', 'build', '--quiet']],
  ],
  [['bundle budget (bytes)', 'node', ['scripts/budget.mjs', '--check']]],
  // The story pages, one a core (scripts/stories.mjs), leave part of the cores idle while they wait
  // on the Vitest process; the offline check (one browser, a page at a time) fills it.
  [
    ['stories in Chromium (play, axe, pictures)', 'node', ['scripts/stories.mjs']],
    ['storybook offline (the static build with every outside request refused)', 'node', ['scripts/storybook-offline.mjs']],
  ],
  // The e2e suite's three workers keep both cores busy.
  [['end-to-end against npm start and the production build', 'npx', ['playwright', 'test']]],
];

const only = process.argv.slice(2);
const selected = groups
  .map((group) => group.filter(([name]) => !only.length || only.some((o) => name.startsWith(o))))
  .filter((group) => group.length > 0);

/** Runs one step; a group's steps print as they go, each line prefixed by its step when side by side. */
function run([name, command, args], prefixed) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefixed) {
      prefixOutput(child, `[${name.split(' ')[0]}] `);
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (Date.now() - t0) / 1000 }));
  });
}

const started = Date.now();
const startedCpu = cpuTimes();
const table = [];
for (const group of selected) {
  const t0 = Date.now();
  const cpu0 = cpuTimes();
  console.log(`\n▶ ${group.map(([name]) => name).join('  ∥  ')}`);
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  const wall = (Date.now() - t0) / 1000;
  const cpu = cpuBetween(cpu0, cpuTimes());
  table.push({ results, wall, cpu });
  for (const result of results) console.log(`${result.code === 0 ? '✔' : '✖'} ${result.name} (${result.seconds.toFixed(1)} s)`);
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    printTable();
    console.error(`✖ ${failed.name} failed`);
    process.exit(failed.code);
  }
}
printTable();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

function printTable() {
  const line = (sign, name, seconds, cpu) =>
    `${sign} ${name.slice(0, 66).padEnd(66)} ${seconds.toFixed(0).padStart(6)}` +
    (cpu ? `${cpu.busy.toFixed(0).padStart(8)} ${`${(cpu.share * 100).toFixed(0)} %`.padStart(5)}` : '');
  const mark = (result) => (result.code === 0 ? ' ' : '✖');
  console.log(`\n${'step'.padEnd(68)} ${'seconds'.padStart(6)}   CPU-s  busy`);
  for (const { results, wall, cpu } of table) {
    // A group's CPU is its steps' together: side by side, it is given on a line of its own.
    if (results.length === 1) console.log(line(mark(results[0]), results[0].name, results[0].seconds, cpu));
    else {
      for (const result of results) console.log(line(mark(result), result.name, result.seconds));
      console.log(line(' ', `  (the ${results.length} above side by side)`, wall, cpu));
    }
  }
  console.log(line(' ', 'total (wall)', (Date.now() - started) / 1000));
  console.log(`  the machine's CPU over the run: ${describeRun(cpuBetween(startedCpu, cpuTimes()))}`);
}
