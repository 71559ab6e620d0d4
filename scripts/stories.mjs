// Every story as a browser test: one Vitest, its story files in several pages of one Chromium side
// by side (one a core, vitest.config.ts with scripts/story-order.mjs), the longest files first.
//
// Arguments after the script's name go to Vitest (`--update`, `-t "Story name"`); a bare word is a
// file filter (a path or part of one), as Vitest's own.
//   STORY_PAGES=1 node scripts/stories.mjs    one page (to compare, or to read a failure's order)
import { spawn } from 'node:child_process';

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

function runOnce(filters, options) {
  return new Promise((resolve) => {
    // Filters first: an option such as `--update` takes an optional value, and would take a filter as it.
    const child = spawn('npx', ['vitest', 'run', '--project', 'storybook', ...filters, ...options], { stdio: ['ignore', 'pipe', 'pipe'] });
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
  // Vitest finds the story files and filters them as it does its own (a path or part of one).
  const { filters, options } = splitArguments(process.argv.slice(2));
  const first = await runOnce(filters, options);
  if (first.code !== 0 && failedBeforeAnyStory(first.output)) {
    console.log('stories: no story ran (the browser could not load the test files); running them once more');
    process.exit((await runOnce(filters, options)).code);
  }
  process.exit(first.code);
}
