// Every story as a browser test: one Vitest, its story files in several pages of one Chromium side
// by side (one a core, vitest.config.ts with scripts/story-order.mjs), the longest files first.
//
// Arguments after the script's name go to Vitest (`--update`, `-t "Story name"`); a bare word is a
// file filter (a path or part of one), as Vitest's own.
//   STORY_PAGES=1 node scripts/stories.mjs    one page (to compare, or to read a failure's order)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();

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

/**
 * True when the output shows that no story ran because the browser could not load the test files
 * at all (a Vite dependency optimisation that a fresh clone's first run raced with): a broken
 * harness, not a failing story.
 */
export function failedBeforeAnyStory(output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return /Failed to import test file[\s\S]*Failed to fetch dynamically imported module/.test(plain) && /Tests\s+no tests/.test(plain);
}

/** Splits the arguments into file filters and Vitest's options (with the values of those that take one). */
export function splitArguments(args) {
  const filters = [];
  const options = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (['-t', '--testNamePattern', '--reporter', '--retry'].includes(arg)) options.push(arg, args[++i]);
    else if (arg.startsWith('-')) options.push(arg);
    else filters.push(arg);
  }
  return { filters, options };
}

function runOnce(files, options) {
  return new Promise((resolve) => {
    // Files first: an option such as `--update` takes an optional value, and would take a file as it.
    const child = spawn('npx', ['vitest', 'run', '--project', 'storybook', ...files, ...options], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        output = (output + chunk).slice(-200_000);
        to.write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { filters, options } = splitArguments(process.argv.slice(2));
  const all = [...storyFiles(path.join(root, 'src')), ...storyFiles(path.join(root, 'stories'))].sort();
  const files = filters.length ? all.filter((file) => filters.some((f) => file.includes(f))) : all;
  if (files.length === 0) {
    console.error(`No story file matches ${filters.join(' ')}`);
    process.exit(1);
  }
  // Every file by name, even for the whole run: Vitest then never takes a bare option value for a filter.
  const first = await runOnce(files, options);
  if (first.code !== 0 && failedBeforeAnyStory(first.output)) {
    console.log('stories: no story ran (the browser could not load the test files); running them once more');
    process.exit((await runOnce(files, options)).code);
  }
  process.exit(first.code);
}
