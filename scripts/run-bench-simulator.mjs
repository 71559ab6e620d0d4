// Runs the simulator bench on compiled code: esbuild bundles it first, so the process measured is
// the simulator's own, not an on-the-fly TypeScript transpiler.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { commandLine } from './cli.mjs';

const { values } = commandLine(
  `
npm run bench:simulator [-- --check]
  The simulator at city scale: a year-long dashboard, a day's transaction page, the process's memory.
  --check  exit 1 when a figure is over its budget
`,
  { check: { type: 'boolean' } },
);

// The heap settings of `npm run simulator` (package.json).
const SIMULATOR_NODE_FLAGS = ['--max-old-space-size=96', '--max-semi-space-size=4'];
const out = 'node_modules/.cache/bench-simulator.mjs';
fs.mkdirSync('node_modules/.cache', { recursive: true });
execFileSync(
  'node_modules/.bin/esbuild',
  ['scripts/bench-simulator.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', `--outfile=${out}`, '--log-level=warning'],
  { stdio: 'inherit' },
);
const result = spawnSync(process.execPath, ['--expose-gc', ...SIMULATOR_NODE_FLAGS, out, ...(values.check ? ['--check'] : [])], { stdio: 'inherit' });
process.exit(result.status ?? 1);
