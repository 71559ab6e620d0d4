// The order the story files run in: the longest first.
//
// The storybook project runs its files in several pages of one Chromium (vitest.config.ts,
// maxWorkers), each page taking the next file from one queue as it finishes the last. The run ends
// when the last file does, so the long files go first and the short ones fill the end: no page
// idles while another still has a long file to go.
//
// A file's length: its time in Vitest's own results of the last run on this machine, else its time
// in scripts/story-weights.json (committed, from a full run: a fresh clone has no results yet), else
// its story count times the median time of a story. Files of other projects keep Vitest's order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

const WEIGHTS_FILE = 'scripts/story-weights.json';

function readWeights(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Story count of a file: its exported stories (a cheap count; only used to weigh unknown files). */
export function storyCount(text) {
  return Math.max(1, (text.match(/^export const \w+\s*[:=]/gm) ?? []).length);
}

/**
 * A weight for every file (relative paths): measured (`measured`: last run on this machine, then the
 * committed weights), else its story count (`countOf`) times the median measured time of a story.
 */
export function weigh(files, measured, countOf) {
  const perStory = Object.entries(measured)
    .filter(([file]) => files.includes(file))
    .map(([file, ms]) => ms / countOf(file))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const median = perStory.length ? perStory[Math.floor(perStory.length / 2)] : 2000;
  return new Map(files.map((file) => [file, measured[file] ?? countOf(file) * median]));
}

/** Files the longest first; equal ones by name, so the order is the same from run to run. */
export function longestFirst(files, weights) {
  return [...files].sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0) || a.localeCompare(b));
}

export default class StoryOrder extends BaseSequencer {
  async sort(specs) {
    const sorted = await super.sort(specs);
    const root = this.ctx.config.root;
    const isStory = (spec) => spec.project.config.browser?.enabled === true;
    const stories = sorted.filter(isStory);
    if (stories.length < 2) return sorted;
    const relative = new Map(stories.map((spec) => [path.relative(root, spec.moduleId), spec]));
    const files = [...relative.keys()];
    const lastRun = {};
    for (const [file, spec] of relative) {
      const duration = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`)?.duration;
      if (duration) lastRun[file] = duration;
    }
    const measured = { ...readWeights(path.join(root, WEIGHTS_FILE)), ...lastRun };
    const weights = weigh(files, measured, (file) => storyCount(readFileSync(path.join(root, file), 'utf8')));
    const ordered = longestFirst(files, weights).map((file) => relative.get(file));
    // The other projects' files keep their places; the story files take theirs in this order.
    return sorted.map((spec) => (isStory(spec) ? ordered.shift() : spec));
  }
}
