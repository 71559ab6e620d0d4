// Every story as a browser test, in two Chromiums side by side.
//
// A story's time is mostly the page's main thread (React, Chakra, Highcharts, Leaflet, axe), one
// core per page; the node side waits. So a second browser on the second core nearly halves the run.
// The story files are split into shards of about equal time (longest first, each to the lightest
// shard), by the per-file times of the last run on this machine (build-reports/story-durations-*.json,
// written by the slowest-files reporter) or else the committed ones (scripts/story-weights.json);
// a file neither knows weighs its story count times the median time of a story.
//
// Each shard is its own Vitest with its own dependency cache (vitest.config.ts, storyShardCache), so
// the two never optimise into one folder at once.
// Arguments after the script's name go to every shard (`--update`, a file filter).
//   STORY_SHARDS=1 node scripts/stories.mjs    one browser (a 1-core machine, or to compare)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { prefixOutput } from './prefix-output.mjs';

const root = process.cwd();
const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.STORY_SHARDS ?? 2));

/** Every *.stories.tsx under src/ and stories/, as Vitest's include would find them. */
function storyFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return storyFiles(full);
    return /\.stories\.(tsx|ts|mdx)$/.test(name) ? [path.relative(root, full)] : [];
  });
}

function readWeights(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Story count of a file: its exported stories (a cheap count; only used to weigh unknown files). */
function storyCount(file) {
  const text = readFileSync(file, 'utf8');
  return Math.max(1, (text.match(/^export const \w+\s*[:=]/gm) ?? []).length);
}

/** Files split into `count` lists of about equal weight (longest processing time first). */
export function partition(files, weightOf, count) {
  const bins = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  const sorted = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of sorted) {
    const lightest = bins.reduce((best, bin) => (bin.weight < best.weight ? bin : best));
    lightest.files.push(file);
    lightest.weight += weightOf(file);
  }
  return bins;
}

/**
 * True when a shard's output shows that no story ran because the browser could not load the test
 * files at all (a Vite dependency optimisation that a fresh clone's first run raced with): a broken
 * harness, not a failing story.
 */
export function failedBeforeAnyStory(output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return /Failed to import test file[\s\S]*Failed to fetch dynamically imported module/.test(plain) && /Tests\s+no tests/.test(plain);
}

function runOnce(shard, files) {
  return new Promise((resolve) => {
    const env = { ...process.env, VITEST_SHARD: String(shard) };
    // Files first: an option such as `--update` takes an optional value, and would take a file as it.
    const child = spawn('npx', ['vitest', 'run', '--project', 'storybook', ...files, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output = (output + chunk).slice(-200_000);
        if (shards === 1) process.stdout.write(chunk);
      });
    }
    if (shards > 1) prefixOutput(child, `[stories ${shard}] `);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs a shard; once more if its browser could not load the test files, which no story caused. */
async function run(shard, files) {
  const first = await runOnce(shard, files);
  if (first.code === 0 || !failedBeforeAnyStory(first.output)) return first.code;
  console.log(`stories ${shard}: no story ran (the browser could not load the test files); running the shard once more`);
  return (await runOnce(shard, files)).code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A filter given on the command line (a path or part of one) narrows the files, as Vitest would.
  // Options that take a value (`-t "Story name"`) keep it; every other bare word is a file filter.
  const filters = [];
  const options = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (['-t', '--testNamePattern', '--reporter', '--retry'].includes(arg)) options.push(arg, args[++i]);
    else if (arg.startsWith('-')) options.push(arg);
    else filters.push(arg);
  }
  args.length = 0;
  args.push(...options);
  const all = [...storyFiles(path.join(root, 'src')), ...storyFiles(path.join(root, 'stories'))].sort();
  const files = filters.length ? all.filter((file) => filters.some((f) => file.includes(f))) : all;
  if (files.length === 0) {
    console.error(`No story file matches ${filters.join(' ')}`);
    process.exit(1);
  }
  const reports = path.join(root, 'build-reports');
  const lastRun = existsSync(reports) ? readdirSync(reports).filter((name) => /^story-durations-\d+\.json$/.test(name)) : [];
  const measured = Object.assign(readWeights(path.join(root, 'scripts/story-weights.json')), ...lastRun.map((name) => readWeights(path.join(reports, name))));
  const perStory = Object.entries(measured).map(([file, ms]) => ms / storyCount(file)).filter(Number.isFinite).sort((a, b) => a - b);
  const median = perStory.length ? perStory[Math.floor(perStory.length / 2)] : 2000;
  const weightOf = (file) => measured[file] ?? storyCount(file) * median;
  const bins = partition(files, weightOf, Math.min(shards, files.length));
  if (bins.length > 1) {
    for (const [i, bin] of bins.entries()) console.log(`stories ${i + 1}: ${bin.files.length} files, about ${(bin.weight / 1000).toFixed(0)} s`);
  }
  const codes = await Promise.all(bins.map((bin, i) => run(i + 1, bin.files)));
  process.exit(codes.find((code) => code !== 0) ?? 0);
}
