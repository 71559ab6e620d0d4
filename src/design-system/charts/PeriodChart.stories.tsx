import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PerPeriodChartProps, PeriodChartProps, TwoAxesPeriodChartProps } from './chartTypes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CHANNELS,
  COMPARE_PERIOD,
  MONTHS,
  NOVEMBER,
  NOVEMBER_AMOUNTS,
  NOVEMBER_COUNTS,
  OCTOBER,
  OCTOBER_AMOUNTS,
  OCTOBER_COUNTS,
  plain,
  pressKey,
  svgTexts,
  PRIMARY_PERIOD,
  WEEKS,
  amounts,
  wave,
  waitForCharts,
} from '../../test-support/chart-data';
import { PeriodChart } from './PeriodChart';
import Highcharts from 'highcharts/esm/highcharts.js';

/** A chart created in its own root is a few calls deep; at the bottom of the story's commit, several times that. */
const CREATED_WITHIN_CALLS = 60;

/**
 * PeriodChart's props are a union (one shape per mode), which Storybook's arg types cannot
 * complete story by story; the stories pass the whole props object as one arg instead.
 */
interface Args {
  chart: PeriodChartProps;
}

const twoAxes: TwoAxesPeriodChartProps = {
  mode: 'twoAxes',
  label: 'Prodaja po danima',
  description: 'Iznos i količina prodaje po danima od 1. do 20. studenoga 2026.',
  categories: NOVEMBER,
  interval: 'day',
  type: 'line',
  amount: NOVEMBER_AMOUNTS,
  quantity: NOVEMBER_COUNTS,
};

const perPeriod: PerPeriodChartProps = {
  mode: 'perPeriod',
  label: 'Iznos po danima, usporedba razdoblja',
  description: 'Iznos prodaje po danima: studeni 2026. uspoređen s listopadom 2026.',
  categories: NOVEMBER,
  measure: 'amount',
  primary: { name: PRIMARY_PERIOD, data: NOVEMBER_AMOUNTS },
  compare: { name: COMPARE_PERIOD, data: OCTOBER_AMOUNTS, dates: OCTOBER },
};

const meta: Meta<Args> = {
  title: 'Design system/Charts/PeriodChart',
  render: ({ chart }) => <PeriodChart {...chart} />,
  args: { chart: twoAxes },
};
export default meta;
type Story = StoryObj<Args>;

/** The x-axis labels and the y-axis titles as drawn. */
function axisTexts(chart: HTMLElement) {
  const texts = (selector: string) => svgTexts(chart, selector);
  return {
    x: texts('.highcharts-xaxis-labels text'),
    y: texts('.highcharts-yaxis-labels text'),
    titles: texts('.highcharts-axis-title'),
  };
}

/** How many calls deep the story's chart was created (Highcharts' `init`), all frames counted. */
let creationDepth: number | undefined;

export const TwoAxesLine: Story = {
  beforeEach: () => {
    creationDepth = undefined;
    const removeListener = Highcharts.addEvent(Highcharts.Chart, 'init', () => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = Infinity;
      creationDepth = (new Error().stack ?? '').split('\n').length - 1;
      Error.stackTraceLimit = limit;
    });
    return () => removeListener();
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    // Created in its own root, in the task of its turn, not at the bottom of the page's commit.
    await expect(creationDepth).toBeLessThan(CREATED_WITHIN_CALLS);
    await expect(within(canvasElement).getByRole('region', { name: 'Prodaja po danima' })).toBe(chart);
    const axes = axisTexts(chart!);
    await expect(axes.titles).toEqual(['Iznos (EUR)', 'Količina']);
    await expect(axes.x).toContain('1. 11.');
    await expect(axes.y.some((t) => /^\d{1,3}(\.\d{3})* €$/.test(t))).toBe(true);
    // Line points of size 5: a marker's path spans 10 px.
    const marker = chart!.querySelector('.highcharts-markers path');
    await expect(Math.round(marker!.getBoundingClientRect().width)).toBe(10);
  },
};

export const TwoAxesColumn: Story = {
  args: { chart: { ...twoAxes, type: 'column' } },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    await expect(chart!.querySelectorAll('.highcharts-series-group .highcharts-point').length).toBe(40);
  },
};

export const PerPeriodAmount: Story = {
  args: { chart: perPeriod },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    await expect(axisTexts(chart!).titles).toEqual(['Iznos (EUR)']);
    await expect(plain(chart!.querySelector('.highcharts-legend')?.textContent)).toContain(COMPARE_PERIOD);
    // The compare period is dashed, not told apart by colour alone.
    const dashes = [...chart!.querySelectorAll('.highcharts-series-group .highcharts-graph')].map((g) => g.getAttribute('stroke-dasharray') ?? 'none');
    await expect(dashes[0]).toBe('none');
    await expect(dashes[1]).not.toBe('none');
  },
};

export const PerPeriodQuantity: Story = {
  args: {
    chart: {
      ...perPeriod,
      label: 'Količina po danima, usporedba razdoblja',
      description: 'Količina prodaje po danima: studeni 2026. uspoređen s listopadom 2026.',
      measure: 'quantity',
      primary: { name: PRIMARY_PERIOD, data: NOVEMBER_COUNTS },
      compare: { name: COMPARE_PERIOD, data: OCTOBER_COUNTS, dates: OCTOBER },
    },
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    const axes = axisTexts(chart!);
    await expect(axes.titles).toEqual(['Količina']);
    await expect(axes.y.every((t) => /^\d{1,3}(\.\d{3})*$/.test(t))).toBe(true);
  },
};

export const Weekly: Story = {
  args: {
    chart: {
      ...twoAxes,
      label: 'Prodaja po tjednima',
      description: 'Iznos i količina prodaje po tjednima, 36. do 47. tjedan 2026.',
      interval: 'week',
      categories: WEEKS,
      amount: amounts(12, 11000, 900, 2),
      quantity: wave(12, 800, 60, 2),
    },
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    await expect(axisTexts(chart!).x).toEqual(expect.arrayContaining(['tj. 36', 'tj. 47']));
  },
};

export const Monthly: Story = {
  args: {
    chart: {
      ...twoAxes,
      label: 'Prodaja po mjesecima',
      description: 'Iznos i količina prodaje po mjesecima, siječanj do studeni 2026.',
      interval: 'month',
      type: 'column',
      categories: MONTHS,
      amount: amounts(11, 48000, 3000, 4),
      quantity: wave(11, 3300, 200, 4),
    },
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    await expect(axisTexts(chart!).x).toEqual(expect.arrayContaining(['01/2026', '11/2026']));
  },
};

export const DashboardChannels: Story = {
  args: {
    chart: {
      mode: 'multiSeries',
      label: 'Prodajni kanali po danima',
      description: 'Iznos prodaje po prodajnim kanalima i danima.',
      categories: NOVEMBER,
      measure: 'amount',
      series: CHANNELS.map((name, i) => ({ name, data: amounts(20, 200 + i * 90, 40 + i * 5, i) })),
    },
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    const strokes = [...chart!.querySelectorAll('.highcharts-series-group .highcharts-graph')].map((g) => g.getAttribute('stroke')?.toUpperCase());
    // Web, Android, iOS, SMS and Parking aparat have fixed colours; Partner Alfa (6th) takes the
    // fallback palette's 6th colour.
    await expect(strokes).toEqual(['#3273DC', '#3DDC84', '#5A5A5F', '#FF9F1C', '#8E44AD', '#98DF8A']);
  },
};

export const Empty: Story = {
  args: { chart: { ...twoAxes, categories: [], amount: [], quantity: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nema podataka za grafikon')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Prikaži kao tablicu' })).toBeNull();
    await expect(canvasElement.querySelector('[data-chart]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { chart: { ...twoAxes, loading: true } },
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByRole('status');
    await expect(skeleton).toHaveTextContent('Učitavanje grafikona…');
    await expect(Math.round(skeleton.getBoundingClientRect().height)).toBe(400);
  },
};

export const English: Story = {
  ...PerPeriodAmount,
  args: {
    chart: {
      ...perPeriod,
      label: 'Amount by day, periods compared',
      description: 'Sales amount by day: November 2026 compared with October 2026.',
      primary: { name: '01/11/2026 – 20/11/2026', data: NOVEMBER_AMOUNTS },
      compare: { name: '01/10/2026 – 20/10/2026', data: OCTOBER_AMOUNTS, dates: OCTOBER },
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    const axes = axisTexts(chart!);
    await expect(axes.titles).toEqual(['Amount (EUR)']);
    await expect(axes.x).toContain('01/11');
    await expect(axes.y.some((t) => /^€\d{1,3}(,\d{3})*$/.test(t))).toBe(true);
    await expect(within(canvasElement).getByRole('button', { name: 'View as table' })).toBeVisible();
  },
};

export const ViewAsTable: Story = {
  args: {
    chart: {
      ...twoAxes,
      categories: NOVEMBER.slice(0, 5),
      amount: NOVEMBER_AMOUNTS.slice(0, 5),
      quantity: NOVEMBER_COUNTS.slice(0, 5),
    },
  },
  play: async ({ canvasElement }) => {
    await waitForCharts(canvasElement);
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Prikaži kao tablicu' });
    await userEvent.click(toggle);
    const table = await c.findByRole('table', { name: 'Prodaja po danima' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Sakrij tablicu');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((cell) => plain(cell.textContent)));
    await expect(rows).toHaveLength(7);
    await expect(rows[0]).toEqual(['Dan', 'Iznos', 'Količina']);
    await expect(rows[1]).toEqual(['1. 11. 2026.', '2.130,01 €', '156']);
    await expect(rows[5]).toEqual(['5. 11. 2026.', '2.490,13 €', '126']);
    await expect(rows[6]).toEqual(['Ukupno', '10.951,35 €', '718']);
    await expect(within(table).getByRole('rowheader', { name: '1. 11. 2026.' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Iznos' })).toBeVisible();
  },
};

/** The aria-label of the focused element, no-break spaces as spaces. */
const focusedLabel = () => plain(document.activeElement?.getAttribute('aria-label'));

export const KeyboardNavigation: Story = {
  args: {
    chart: {
      ...twoAxes,
      categories: NOVEMBER.slice(0, 5),
      amount: NOVEMBER_AMOUNTS.slice(0, 5),
      quantity: NOVEMBER_COUNTS.slice(0, 5),
    },
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    // Tab into the chart once its accessibility module has made it a tab stop (after its series are
    // drawn, later on a busy machine): the first point takes focus; arrows move between points.
    await waitFor(() => expect(chart!.matches('[tabindex="0"]') || chart!.querySelector('[tabindex="0"]') !== null).toBe(true));
    await userEvent.tab();
    await waitFor(() => expect(chart!.contains(document.activeElement)).toBe(true));
    await expect(focusedLabel()).toBe('1. 11. 2026., Iznos: 2.130,01 €.');
    pressKey('ArrowRight');
    await waitFor(() => expect(focusedLabel()).toBe('2. 11. 2026., Iznos: 2.070,54 €.'));
    await waitFor(() => expect(svgTexts(chart!, '.highcharts-tooltip text')[0]).toContain('2. 11. 2026.'));
    pressKey('ArrowLeft');
    await waitFor(() => expect(focusedLabel()).toBe('1. 11. 2026., Iznos: 2.130,01 €.'));
    await waitFor(() => expect(svgTexts(chart!, '.highcharts-tooltip text')[0]).toContain('1. 11. 2026.'));
    // Click outside: keyboard navigation ends and its focus ring goes (the picture then does not
    // depend on when the ring was drawn).
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => {
      expect(chart!.querySelector('.highcharts-focus-border')).toBeNull();
      // No hover state left (it would thicken the line) and the tooltip hidden.
      expect(chart!.querySelector('.highcharts-series-hover, .highcharts-point-hover')).toBeNull();
      expect(chart!.querySelector('.highcharts-tooltip')?.getAttribute('visibility') ?? 'hidden').toBe('hidden');
    });
  },
};
