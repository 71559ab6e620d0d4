// How many browsers the tests run side by side, from the machine's cores: the story pages and the
// e2e workers. Both keep every core busy on 2 cores, and grow with the cores on a bigger machine.
import os from 'node:os';

/** A count the environment asks for (a positive integer), else `otherwise`. */
function askedCount(value, otherwise) {
  const asked = Number(value);
  return Number.isInteger(asked) && asked > 0 ? asked : otherwise;
}

/**
 * How many pages of one Chromium the story files run in, side by side. A story's time is mostly its
 * page's main thread, so one page a core, up to 4 (one Vitest process serves them all: the Vite
 * server, the pictures' commands). STORY_PAGES=N asks for N.
 */
export function storyPages(env = process.env, cores = os.availableParallelism()) {
  return askedCount(env.STORY_PAGES, Math.min(4, Math.max(1, cores)));
}

/**
 * How many Playwright workers the e2e suite runs, each with its own browser. A journey waits part of
 * its time (for its page, the simulator, a refresh), so one a core and one more: 3 on 2 cores, which
 * keeps both busy. At most 8, for the memory of the browsers. E2E_WORKERS=N asks for N.
 */
export function e2eWorkers(env = process.env, cores = os.availableParallelism()) {
  return askedCount(env.E2E_WORKERS, Math.min(8, Math.max(1, cores) + 1));
}
