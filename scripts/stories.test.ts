import { describe, expect, it } from 'vitest';
import { failedBeforeAnyStory, partition } from './stories.mjs';

const harnessFailure = [
  '\u001b[31m FAIL \u001b[39m storybook (chromium) src/app/layout/MainLayout.stories.tsx [ src/app/layout/MainLayout.stories.tsx ]',
  'Error: Failed to import test file /tmp/ci/.storybook/vitest.setup.ts',
  'Caused by: TypeError: Failed to fetch dynamically imported module: http://localhost:63315/tmp/ci/.storybook/vitest.setup.ts?import',
  ' Test Files  31 failed (31)',
  '      Tests  \u001b[2mno tests\u001b[22m',
].join('\n');

describe('the story runner', () => {
  it('runs a shard again only when its browser loaded no test file', () => {
    expect(failedBeforeAnyStory(harnessFailure)).toBe(true);
  });

  it('never runs a failing story again', () => {
    const storyFailure = ['× Keyboard Navigation 10772ms', ' FAIL  src/design-system/charts/PeriodChart.stories.tsx > Keyboard Navigation', 'Tests  1 failed | 266 passed (267)'].join('\n');
    expect(failedBeforeAnyStory(storyFailure)).toBe(false);
    // A file that failed to import while others ran stories is a failure of that file, not of the harness.
    expect(failedBeforeAnyStory(harnessFailure.replace(/Tests\s+\S*no tests\S*/, 'Tests  12 passed (12)'))).toBe(false);
  });

  it('splits files into shards of about equal weight', () => {
    const weights: Record<string, number> = { a: 5, b: 4, c: 3, d: 2 };
    const bins = partition(Object.keys(weights), (f) => weights[f] ?? 0, 2);
    expect(bins.map((bin) => bin.weight).sort()).toEqual([7, 7]);
  });
});
