import { describe, expect, it } from 'vitest';
import { failedBeforeAnyStory, splitArguments } from './stories.mjs';
import StoryOrder, { longestFirst, storyCount, weigh } from './story-order.mjs';

const harnessFailure = [
  '\u001b[31m FAIL \u001b[39m storybook (chromium) src/app/layout/MainLayout.stories.tsx [ src/app/layout/MainLayout.stories.tsx ]',
  'Error: Failed to import test file /tmp/ci/.storybook/vitest.setup.ts',
  'Caused by: TypeError: Failed to fetch dynamically imported module: http://localhost:63315/tmp/ci/.storybook/vitest.setup.ts?import',
  ' Test Files  31 failed (31)',
  '      Tests  \u001b[2mno tests\u001b[22m',
].join('\n');

describe('the story runner', () => {
  it('runs the stories again only when the browser loaded no test file', () => {
    expect(failedBeforeAnyStory(harnessFailure)).toBe(true);
  });

  it('never runs a failing story again', () => {
    const storyFailure = ['× Keyboard Navigation 10772ms', ' FAIL  src/design-system/charts/PeriodChart.stories.tsx > Keyboard Navigation', 'Tests  1 failed | 266 passed (267)'].join('\n');
    expect(failedBeforeAnyStory(storyFailure)).toBe(false);
    // A file that failed to import while others ran stories is a failure of that file, not of the harness.
    expect(failedBeforeAnyStory(harnessFailure.replace(/Tests\s+\S*no tests\S*/, 'Tests  12 passed (12)'))).toBe(false);
  });

  it('passes options to Vitest with their values, and takes bare words for file filters', () => {
    expect(splitArguments(['Zones', '--update', '-t', 'Empty list', 'src/app'])).toEqual({
      filters: ['Zones', 'src/app'],
      options: ['--update', '-t', 'Empty list'],
    });
  });
});

describe('the story files’ order', () => {
  it('runs the longest files first, measured ones by their time and the others by their story count', () => {
    const files = ['a.stories.tsx', 'b.stories.tsx', 'c.stories.tsx', 'new.stories.tsx'];
    const measured = { 'a.stories.tsx': 4000, 'b.stories.tsx': 30_000, 'c.stories.tsx': 9000 };
    const counts: Record<string, number> = { 'a.stories.tsx': 4, 'b.stories.tsx': 10, 'c.stories.tsx': 3, 'new.stories.tsx': 8 };
    const weights = weigh(files, measured, (file) => counts[file] ?? 1);
    // A story takes 1 s (a), 3 s (b) or 3 s (c): the median is 3 s, so the new file of 8 stories weighs 24 s.
    expect(weights.get('new.stories.tsx')).toBe(24_000);
    expect(longestFirst(files, weights)).toEqual(['b.stories.tsx', 'new.stories.tsx', 'c.stories.tsx', 'a.stories.tsx']);
  });

  it('keeps one order from run to run for files of equal weight', () => {
    const weights = new Map([
      ['z.stories.tsx', 5],
      ['m.stories.tsx', 5],
    ]);
    expect(longestFirst(['z.stories.tsx', 'm.stories.tsx'], weights)).toEqual(['m.stories.tsx', 'z.stories.tsx']);
  });

  it('orders the story files by the last run’s times, else the committed ones, and leaves the unit files where Vitest put them', async () => {
    const root = process.cwd();
    const project = (name: string, browser: boolean) => ({ name, config: { browser: { enabled: browser }, sequence: { groupOrder: 0 }, isolate: !browser } });
    const unit = project('unit', false);
    const storybook = project('storybook', true);
    const spec = (p: typeof unit, file: string) => ({ project: p, moduleId: `${root}/${file}` });
    const lastRun: Record<string, number> = {
      'storybook:src/app/layout/MainLayout.stories.tsx': 20_000,
      'storybook:src/features/zones/components/ZonesPage.stories.tsx': 50_000,
    };
    const ctx = {
      config: { root },
      cache: { getFileTestResults: (key: string) => (key in lastRun ? { duration: lastRun[key], failed: false } : undefined), getFileStats: () => ({ size: 1 }) },
    };
    const specs = [
      spec(unit, 'scripts/stories.test.ts'),
      spec(storybook, 'src/design-system/components/EmptyState.stories.tsx'),
      spec(storybook, 'src/app/layout/MainLayout.stories.tsx'),
      spec(storybook, 'src/features/zones/components/ZonesPage.stories.tsx'),
    ];
    // EmptyState has no time of the last run (Vitest would run it first): its committed time, a second or two, puts it last.
    const sorted = await new StoryOrder(ctx as never).sort(specs as never);
    expect(sorted.map((s) => `${s.project.name}:${s.moduleId.slice(root.length + 1)}`)).toEqual([
      'storybook:src/features/zones/components/ZonesPage.stories.tsx',
      'storybook:src/app/layout/MainLayout.stories.tsx',
      'storybook:src/design-system/components/EmptyState.stories.tsx',
      'unit:scripts/stories.test.ts',
    ]);
  });

  it('counts a file’s exported stories', () => {
    expect(storyCount('export default meta;\nexport const Default: Story = {};\nexport const Empty = {};\nconst helper = 1;\n')).toBe(2);
  });
});
