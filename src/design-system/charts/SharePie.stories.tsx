import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CHANNELS, COMPARE_PERIOD, plain, PRIMARY_PERIOD, svgTexts, waitForCharts } from '../../test-support/chart-data';
import { PHONE } from '../../test-support/design-system';
import type { PieSlice } from './chartTypes';
import { SharePie } from './SharePie';

const primarySlices: PieSlice[] = [
  { name: 'Android', value: 18250.4 },
  { name: 'Web', value: 12400.25 },
  { name: 'iOS', value: 9800 },
  { name: 'SMS', value: 4100.9 },
  { name: 'Parking aparat', value: 2650.5 },
  { name: 'Partner Alfa', value: 950 },
];

const compareSlices: PieSlice[] = CHANNELS.map((name, i) => ({ name, value: [15100, 13050.75, 8200, 5300.1, 3100, 400][i] ?? 0 }));

const meta = {
  title: 'Design system/Charts/SharePie',
  component: SharePie,
  args: {
    title: PRIMARY_PERIOD,
    label: `Iznos po prodajnim kanalima, ${PRIMARY_PERIOD}`,
    description: 'Udio prodajnih kanala u iznosu prodaje.',
    measure: 'amount',
    slices: primarySlices,
  },
} satisfies Meta<typeof SharePie>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: `Iznos po prodajnim kanalima, ${PRIMARY_PERIOD}` })).toBe(chart);
    await expect(plain(chart!.querySelector('.highcharts-title')?.textContent)).toBe(PRIMARY_PERIOD);
    const labels = svgTexts(chart!, '.highcharts-data-label text');
    // 18.250,40 of 48.152,05 is 37,90 %.
    await expect(labels).toContain('Android: 37,90 %');
    // The top faces carry the slice colours (the sides are shaded): known channels have fixed
    // colours, Partner Alfa (6th) the fallback palette's 6th.
    const fills = [...chart!.querySelectorAll('.highcharts-series-group .highcharts-point')].map((p) => p.getAttribute('fill'));
    await expect(fills).toEqual(expect.arrayContaining(['#3DDC84', '#3273DC', '#5A5A5F', '#FF9F1C', '#8E44AD', '#98DF8A']));
  },
};

/** On a phone the slices are named in a legend below the pie, each with its share; nothing is cut at the edge. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    await expect(svgTexts(chart!, '.highcharts-data-label text')).toEqual([]);
    const legend = svgTexts(chart!, '.highcharts-legend-item text');
    await expect(legend).toContain('Android: 37,90 %');
    await expect(legend).toHaveLength(primarySlices.length);
    const frame = chart!.getBoundingClientRect();
    for (const item of chart!.querySelectorAll('.highcharts-legend-item')) {
      await expect(item.getBoundingClientRect().right, 'a legend entry inside the chart').toBeLessThanOrEqual(frame.right);
    }
  },
};

export const Quantity: Story = {
  args: {
    label: `Količina po uslugama, ${PRIMARY_PERIOD}`,
    description: 'Udio usluga u količini prodaje.',
    measure: 'quantity',
    slices: [
      { name: 'Parking', value: 5210 },
      { name: 'Garaže', value: 1830 },
      { name: 'Parkovi', value: 645 },
    ],
  },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    const labels = svgTexts(chart!, '.highcharts-data-label text');
    await expect(labels).toContain('Parking: 67,79 %');
  },
};

export const PerPeriodSideBySide: Story = {
  render: (args) => (
    <SimpleGrid columns={2} gap="6">
      <SharePie {...args} />
      <SharePie
        {...args}
        title={COMPARE_PERIOD}
        label={`Iznos po prodajnim kanalima, ${COMPARE_PERIOD}`}
        slices={compareSlices}
      />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const charts = await waitForCharts(canvasElement, 2);
    await expect(charts.map((c) => plain(c.querySelector('.highcharts-title')?.textContent))).toEqual([
      PRIMARY_PERIOD,
      COMPARE_PERIOD,
    ]);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Prikaži kao tablicu' })).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { slices: [{ name: 'Web', value: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nema podataka za grafikon')).toBeVisible();
    await expect(canvasElement.querySelector('[data-chart]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByRole('status');
    await expect(skeleton).toHaveTextContent('Učitavanje grafikona…');
    await expect(Math.round(skeleton.getBoundingClientRect().height)).toBe(400);
  },
};

export const English: Story = {
  args: {
    title: '01/11/2026 – 20/11/2026',
    label: 'Amount by sales channel, 01/11/2026 – 20/11/2026',
    description: 'Share of each sales channel in the sales amount.',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const [chart] = await waitForCharts(canvasElement);
    const labels = svgTexts(chart!, '.highcharts-data-label text');
    await expect(labels).toContain('Android: 37.90%');
  },
};

export const ViewAsTable: Story = {
  play: async ({ canvasElement }) => {
    await waitForCharts(canvasElement);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Prikaži kao tablicu' }));
    const table = await c.findByRole('table', { name: `Iznos po prodajnim kanalima, ${PRIMARY_PERIOD}` });
    const rows = within(table).getAllByRole('row').map((r) => [...r.children].map((cell) => plain(cell.textContent)));
    await expect(rows[0]).toEqual(['Naziv', 'Iznos', 'Udio']);
    await expect(rows[1]).toEqual(['Android', '18.250,40 €', '37,90 %']);
    await expect(rows[6]).toEqual(['Partner Alfa', '950,00 €', '1,97 %']);
    await expect(rows[7]).toEqual(['Ukupno', '48.152,05 €', '100,00 %']);
  },
};
