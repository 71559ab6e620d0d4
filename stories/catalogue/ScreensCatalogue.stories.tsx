import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePatterns } from '../../src/routing/paths';
import { loadCatalogue } from './load';
import { ScreensCatalogue } from './ScreensCatalogue';

/**
 * The catalogue's check: every built route (the feature registry's, and those the app mounts
 * itself) has at least one story. The docs page (stories/docs/Screens.mdx) shows the whole table.
 */
const meta = {
  title: 'Screens/Catalogue',
  component: ScreensCatalogue,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScreensCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary the page starts with; the play function fails naming every built route without a story. */
export const EveryBuiltRouteHasAStory: Story = {
  args: { summaryOnly: true },
  play: async ({ canvasElement }) => {
    const { rows, journeys } = await loadCatalogue();
    await expect(rows.map((row) => row.name)).toEqual(Object.keys(routePatterns));
    const missing = rows.filter((row) => row.missing).map((row) => `${row.name} (${row.path})`);
    await expect(missing, `built routes without a story: ${missing.join(', ')}`).toEqual([]);
    // Every built route's links are real story ids of this Storybook.
    for (const row of rows)
      for (const story of row.stories) await expect(story.id).toMatch(/^[a-z0-9-]+--[a-z0-9-]+$/);
    await expect(journeys.length).toBeGreaterThanOrEqual(4);
    // The matching rules on real stories: a stand-in at a screen's route is not that screen's story
    // (App/Main layout sits at /obracuni); /denied, mounted by the app, takes App/Pages; a story
    // whose route names another pattern leaves the component's other routes alone.
    const row = (name: string) => rows.find((candidate) => candidate.name === name)!;
    await expect(new Set(row('statements').stories.map((story) => story.title))).toEqual(
      new Set(['Screens/Statements']),
    );
    await expect(row('permissionDenied').stories.map((story) => story.title)).toContain(
      'App/Pages',
    );
    await expect(
      row('parkingProviderZoneNewWorkingPeriod').stories.every(
        (story) => story.pattern === row('parkingProviderZoneNewWorkingPeriod').path,
      ),
    ).toBe(true);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('catalogue-summary', {}),
    ).toHaveTextContent('every built route has stories');
  },
};
