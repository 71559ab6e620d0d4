import type { AxisLabelsFormatterContextObject, Options, SeriesLineOptions, SeriesPieOptions, YAxisOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { NBSP } from '../format/number';
import { CHANNEL_FALLBACK_PALETTE, KNOWN_CHANNEL_COLORS } from '../theme/colors';
import { buildPeriodOptions, buildPieOptions, describePeriodPoint, tooltipMarkup, type PointText } from './chartOptions';
import { chartTestEnv } from './chartTestEnv';
import type { MultiSeriesPeriodChartProps, PerPeriodChartProps, SharePieProps, TwoAxesPeriodChartProps } from './chartTypes';
import { NARROW_CHART_PX } from './chartTypes';
import { isPeriodEmpty, MEASURE_COLORS, PERIOD_COLORS, periodModel, periodTable } from './periodModel';
import { isPieEmpty, pieModel, pieTable } from './pieModel';

const hr = chartTestEnv('hr');
const en = chartTestEnv('en');

const twoAxes: TwoAxesPeriodChartProps = {
  mode: 'twoAxes',
  label: 'Prodaja po danima',
  description: 'Iznos i količina po danima.',
  categories: ['2026-11-19', '2026-11-20', '2026-11-21'],
  amount: [1234.56, 2000, 150.5],
  quantity: [12, 20, 3],
};

const perPeriod: PerPeriodChartProps = {
  mode: 'perPeriod',
  label: 'Usporedba razdoblja',
  measure: 'amount',
  categories: ['2026-11-01', '2026-11-02'],
  primary: { name: 'Studeni 2026.', data: [100, 200] },
  compare: { name: 'Listopad 2026.', data: [90, 210, 50], dates: ['2026-10-01', '2026-10-02', '2026-10-03'] },
};

const multi: MultiSeriesPeriodChartProps = {
  mode: 'multiSeries',
  label: 'Prodajni kanali po danima',
  measure: 'quantity',
  categories: ['2026-11-20', '2026-11-21'],
  series: [
    { name: 'Android', data: [5, 6] },
    { name: 'Novi kanal', data: [1, 2] },
    { name: 'SMS', data: [3, 4], color: '#123456' },
  ],
};

function yAxes(options: Options): YAxisOptions[] {
  return options.yAxis as YAxisOptions[];
}

function tick(axis: YAxisOptions | undefined, value: number): string {
  const formatter = axis?.labels?.formatter;
  if (!formatter) throw new Error('no formatter');
  const ctx = { value } as AxisLabelsFormatterContextObject;
  return formatter.call(ctx, ctx);
}

function lineSeries(options: Options): SeriesLineOptions[] {
  return options.series as SeriesLineOptions[];
}

function customs(series: SeriesLineOptions | SeriesPieOptions | undefined): PointText[] {
  return (series?.data ?? []).map((p) => (p as { custom: PointText }).custom);
}

describe('buildPeriodOptions: layout', () => {
  it('is 400 px high with line points of radius 5, no credits', () => {
    const o = buildPeriodOptions(twoAxes, hr);
    expect(o.chart?.height).toBe(400);
    expect(o.plotOptions?.line?.marker?.radius).toBe(5);
    expect(o.credits?.enabled).toBe(false);
    expect(o.chart?.type).toBe('line');
    expect(o.chart?.style?.fontFamily).toBe('inherit');
  });
  it('switches motion off when the environment says so, on otherwise; the series are drawn at once either way', () => {
    const off = buildPeriodOptions(twoAxes, hr);
    expect(off.chart?.animation).toBe(false);
    expect(off.plotOptions?.series?.animation).toBe(false);
    expect(off.plotOptions?.series?.states).toMatchObject({ hover: { animation: false }, inactive: { animation: false } });
    const on = buildPeriodOptions(twoAxes, chartTestEnv('hr', true));
    expect(on.chart?.animation).toBe(true);
    expect(on.plotOptions?.series?.states).toMatchObject({ hover: { animation: true }, inactive: { animation: true } });
    expect(on.plotOptions?.series?.animation).toBe(false);
    const pie = buildPieOptions({ title: 'Usluge', slices: [{ name: 'Parking', value: 1 }] }, chartTestEnv('hr', true));
    expect(pie.chart?.animation).toBe(true);
    expect(pie.plotOptions?.series?.animation).toBe(false);
  });
  it('draws columns when asked', () => {
    const o = buildPeriodOptions({ ...twoAxes, type: 'column' }, hr);
    expect(o.chart?.type).toBe('column');
    expect(lineSeries(o).map((s) => s.type)).toEqual(['column', 'column']);
  });
  it('keeps axis labels and legend items on one line, never cut (plain text nodes, not parsed markup)', () => {
    const o = buildPeriodOptions(twoAxes, hr);
    const oneLine = { textOverflow: 'clip', whiteSpace: 'nowrap' };
    const xAxis = Array.isArray(o.xAxis) ? o.xAxis[0] : o.xAxis;
    expect(xAxis?.labels?.style).toEqual(oneLine);
    expect(yAxes(o).map((axis) => axis.labels?.style)).toEqual([oneLine, oneLine]);
    expect(o.legend?.itemStyle).toEqual(oneLine);
  });
  it('is accessible: description, container label, keyboard navigation, one landmark', () => {
    const o = buildPeriodOptions(twoAxes, hr);
    expect(o.accessibility?.enabled).toBe(true);
    expect(o.accessibility?.description).toBe('Iznos i količina po danima.');
    expect(o.accessibility?.keyboardNavigation?.enabled).toBe(true);
    expect(o.accessibility?.landmarkVerbosity).toBe('one');
    expect(o.lang?.accessibility?.chartContainerLabel).toBe('Prodaja po danima');
    expect(o.lang?.decimalPoint).toBe(',');
    expect(o.lang?.thousandsSep).toBe('.');
  });
});

describe('buildPeriodOptions: axes per mode', () => {
  it('two axes: amount (EUR) on the left, quantity on the right', () => {
    const o = buildPeriodOptions(twoAxes, hr);
    const [amount, quantity] = yAxes(o);
    expect(yAxes(o)).toHaveLength(2);
    expect(amount?.title?.text).toBe('Iznos (EUR)');
    expect(amount?.opposite).toBe(false);
    expect(quantity?.title?.text).toBe('Količina');
    expect(quantity?.opposite).toBe(true);
    expect(quantity?.allowDecimals).toBe(false);
    expect(lineSeries(o).map((s) => [s.name, s.yAxis, s.color])).toEqual([
      ['Iznos', 0, MEASURE_COLORS.amount],
      ['Količina', 1, MEASURE_COLORS.quantity],
    ]);
  });
  it('formats the axes per locale', () => {
    const [hrAmount, hrQuantity] = yAxes(buildPeriodOptions(twoAxes, hr));
    expect(tick(hrAmount, 12000)).toBe(`12.000${NBSP}€`);
    expect(tick(hrQuantity, 1500)).toBe('1.500');
    const [enAmount, enQuantity] = yAxes(buildPeriodOptions(twoAxes, en));
    expect(tick(enAmount, 12000)).toBe('€12,000');
    expect(tick(enQuantity, 1500)).toBe('1,500');
    expect(enAmount?.title?.text).toBe('Amount (EUR)');
  });
  it('per period: one axis of the measure, primary then dashed compare', () => {
    const o = buildPeriodOptions(perPeriod, hr);
    expect(yAxes(o)).toHaveLength(1);
    expect(yAxes(o)[0]?.title?.text).toBe('Iznos (EUR)');
    const [primary, compare] = lineSeries(o);
    expect(primary?.color).toBe(PERIOD_COLORS.primary);
    expect(primary?.dashStyle).toBe('Solid');
    expect(compare?.color).toBe(PERIOD_COLORS.compare);
    expect(compare?.dashStyle).toBe('ShortDash');
    const q = buildPeriodOptions({ ...perPeriod, measure: 'quantity' }, hr);
    expect(yAxes(q)[0]?.title?.text).toBe('Količina');
    expect(customs(lineSeries(q)[0])[0]?.value).toBe('100');
  });
  it('multi series: one axis, known channel colours, then the fallback palette, own colours kept', () => {
    const o = buildPeriodOptions(multi, hr);
    expect(yAxes(o)).toHaveLength(1);
    expect(lineSeries(o).map((s) => s.color)).toEqual([KNOWN_CHANNEL_COLORS.android, CHANNEL_FALLBACK_PALETTE[1], '#123456']);
  });
});

/** Axis labels as drawn: on one line, their spaces no-break. */
const onLine = (labels: string[]) => labels.map((label) => label.replaceAll(' ', NBSP));

describe('buildPeriodOptions: categories and points', () => {
  it('labels the x axis per interval', () => {
    expect(buildPeriodOptions(twoAxes, hr).xAxis).toMatchObject({ categories: onLine(['19. 11.', '20. 11.', '21. 11.']) });
    expect(buildPeriodOptions(twoAxes, en).xAxis).toMatchObject({ categories: onLine(['19/11', '20/11', '21/11']) });
    const two = { amount: [1, 2], quantity: [1, 2] };
    const weeks = { ...twoAxes, ...two, interval: 'week' as const, categories: onLine(['2026-11-09', '2026-11-16']) };
    expect(buildPeriodOptions(weeks, hr).xAxis).toMatchObject({ categories: onLine(['tj. 46', 'tj. 47']) });
    const months = { ...twoAxes, ...two, interval: 'month' as const, categories: onLine(['2026-10-01', '2026-11-01']) };
    expect(buildPeriodOptions(months, hr).xAxis).toMatchObject({ categories: onLine(['10/2026', '11/2026']) });
    expect(buildPeriodOptions(months, en).xAxis).toMatchObject({ categories: onLine(['Oct 2026', 'Nov 2026']) });
  });
  it('gives every point its own formatted date and value', () => {
    const [amount, quantity] = lineSeries(buildPeriodOptions(twoAxes, hr));
    expect(customs(amount)[0]).toEqual({ date: '19. 11. 2026.', value: `1.234,56${NBSP}€` });
    expect(customs(quantity)[2]).toEqual({ date: '21. 11. 2026.', value: '3' });
    const [enAmount] = lineSeries(buildPeriodOptions(twoAxes, en));
    expect(customs(enAmount)[0]).toEqual({ date: '19/11/2026', value: '€1,234.56' });
  });
  it('aligns the periods by position; the compare points keep their own dates', () => {
    const o = buildPeriodOptions(perPeriod, hr);
    const [primary, compare] = lineSeries(o);
    // The longer compare period adds a position; the primary has no value there.
    expect(o.xAxis).toMatchObject({ categories: onLine(['1. 11.', '2. 11.', '']) });
    expect(customs(primary).map((c) => c.date)).toEqual(['1. 11. 2026.', '2. 11. 2026.', '']);
    expect(customs(primary)[2]?.value).toBe('Nema vrijednosti');
    expect(customs(compare).map((c) => c.date)).toEqual(['1. 10. 2026.', '2. 10. 2026.', '3. 10. 2026.']);
    expect((primary?.data?.[2] as { y: number | null }).y).toBeNull();
  });
  it('describes points to screen readers with the same text', () => {
    const o = buildPeriodOptions(twoAxes, hr);
    expect(o.accessibility?.point?.descriptionFormatter).toBe(describePeriodPoint);
    const point = { name: '', options: { custom: { date: '19. 11. 2026.', value: '12' } }, series: { name: 'Količina' } };
    expect(describePeriodPoint(point)).toBe('19. 11. 2026., Količina: 12.');
  });
});

describe('tooltipMarkup', () => {
  it('puts one date on top when all points share it', () => {
    expect(
      tooltipMarkup([
        { color: '#1F77B4', series: 'Iznos', date: '21. 11. 2026.', value: '10,00 €' },
        { color: '#FF7F0E', series: 'Količina', date: '21. 11. 2026.', value: '2' },
      ]),
    ).toBe(
      '<span style="font-size:0.85em">21. 11. 2026.</span><br/><span style="color:#1F77B4">\u25CF</span> Iznos: <b>10,00 €</b><br/><span style="color:#FF7F0E">\u25CF</span> Količina: <b>2</b>',
    );
  });
  it('names each point\'s own date when the periods differ, escaping names', () => {
    const html = tooltipMarkup([
      { color: '#1F77B4', series: 'A<b>', date: '1. 11. 2026.', value: '1' },
      { color: '#FF7F0E', series: 'B', date: '1. 10. 2026.', value: '2' },
    ]);
    expect(html).toContain('A&lt;b&gt; (1. 11. 2026.): <b>1</b>');
    expect(html).toContain('B (1. 10. 2026.): <b>2</b>');
    expect(html).not.toContain('font-size');
  });
});

describe('period model and table', () => {
  it('is empty without categories, without series, or without any value; zeros are data', () => {
    const empty = (p: TwoAxesPeriodChartProps) => isPeriodEmpty(periodModel(p, hr.t));
    expect(empty({ ...twoAxes, categories: [], amount: [], quantity: [] })).toBe(true);
    expect(empty({ ...twoAxes, amount: [null, null, null], quantity: [] })).toBe(true);
    expect(empty({ ...twoAxes, amount: [0, 0, 0], quantity: [0, 0, 0] })).toBe(false);
    expect(isPeriodEmpty(periodModel({ ...multi, series: [] }, hr.t))).toBe(true);
  });
  it('tabulates two axes with localised figures and totals', () => {
    const table = periodTable(twoAxes, periodModel(twoAxes, hr.t), hr);
    expect(table.caption).toBe('Prodaja po danima');
    expect(table.rowHeader).toBe('Dan');
    expect(table.columns.map((c) => c.header)).toEqual(['Iznos', 'Količina']);
    expect(table.rows[0]).toEqual({ header: '19. 11. 2026.', cells: [`1.234,56${NBSP}€`, '12'] });
    expect(table.footer).toEqual({ header: 'Ukupno', cells: [`3.385,06${NBSP}€`, '35'] });
  });
  it('tabulates periods with the compare period\'s own dates', () => {
    const table = periodTable(perPeriod, periodModel(perPeriod, en.t), en);
    expect(table.columns.map((c) => c.header)).toEqual(['Studeni 2026.', 'Date: Listopad 2026.', 'Listopad 2026.']);
    expect(table.rows[0]).toEqual({ header: '01/11/2026', cells: ['€100.00', '01/10/2026', '€90.00'] });
    expect(table.rows[2]).toEqual({ header: '', cells: ['–', '03/10/2026', '€50.00'] });
    expect(table.footer?.cells).toEqual(['€300.00', '', '€350.00']);
  });
  it('names the first column after the interval', () => {
    const weeks = { ...twoAxes, interval: 'week' as const, categories: ['2026-11-16'], amount: [1], quantity: [1] };
    const table = periodTable(weeks, periodModel(weeks, hr.t), hr);
    expect(table.rowHeader).toBe('Tjedan');
    expect(table.rows[0]?.header).toBe('tj. 47 (16. 11. 2026. – 22. 11. 2026.)');
  });
});

describe('buildPieOptions and the pie model', () => {
  const pie: SharePieProps = {
    title: '1. 11. 2026. – 20. 11. 2026.',
    measure: 'amount',
    slices: [
      { name: 'Android', value: 300 },
      { name: 'Nepoznati kanal', value: 100 },
      { name: 'Prazno', value: 0 },
    ],
  };
  it('is a 400 px 3D pie with the title, no credits, no animation here', () => {
    const o = buildPieOptions(pie, hr);
    expect(o.chart?.height).toBe(400);
    expect(o.chart?.options3d?.enabled).toBe(true);
    expect(o.plotOptions?.pie?.depth).toBeGreaterThan(0);
    expect(o.title?.text).toBe('1. 11. 2026. – 20. 11. 2026.');
    expect(o.credits?.enabled).toBe(false);
    expect(o.chart?.animation).toBe(false);
    expect(o.plotOptions?.series?.animation).toBe(false);
    expect(o.lang?.accessibility?.chartContainerLabel).toBe('1. 11. 2026. – 20. 11. 2026.');
  });
  it('names its slices in a legend with their shares, not beside them, on a narrow chart', () => {
    const rule = buildPieOptions(pie, hr).responsive?.rules?.[0];
    expect(rule?.condition?.maxWidth).toBe(NARROW_CHART_PX);
    expect(rule?.chartOptions?.plotOptions?.pie?.dataLabels).toMatchObject({ enabled: false });
    expect(rule?.chartOptions?.plotOptions?.pie?.showInLegend).toBe(true);
    expect(rule?.chartOptions?.legend?.enabled).toBe(true);
  });
  it('draws positive slices with channel colours and localised shares', () => {
    const series = (buildPieOptions(pie, hr).series as SeriesPieOptions[])[0];
    const data = (series?.data ?? []) as { name: string; y: number; color: string; custom: PointText }[];
    expect(data.map((d) => d.name)).toEqual(['Android', 'Nepoznati kanal']);
    expect(data.map((d) => d.color)).toEqual([KNOWN_CHANNEL_COLORS.android, CHANNEL_FALLBACK_PALETTE[1]]);
    expect(data[0]?.custom).toEqual({ value: `300,00${NBSP}€`, share: `75,00${NBSP}%` });
    const enData = ((buildPieOptions(pie, en).series as SeriesPieOptions[])[0]?.data ?? []) as { custom: PointText }[];
    expect(enData[1]?.custom).toEqual({ value: '€100.00', share: '25.00%' });
  });
  it('tabulates every slice with shares and a total', () => {
    const table = pieTable({ ...pie, measure: 'quantity' }, pieModel({ ...pie, measure: 'quantity' }), hr);
    expect(table.columns.map((c) => c.header)).toEqual(['Količina', 'Udio']);
    expect(table.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['Android', '300', `75,00${NBSP}%`],
      ['Nepoznati kanal', '100', `25,00${NBSP}%`],
      ['Prazno', '0', `0,00${NBSP}%`],
    ]);
    expect(table.footer).toEqual({ header: 'Ukupno', cells: ['400', `100,00${NBSP}%`] });
  });
  it('is empty when no slice is positive', () => {
    expect(isPieEmpty(pieModel({ ...pie, slices: [{ name: 'A', value: 0 }] }))).toBe(true);
    expect(isPieEmpty(pieModel({ ...pie, slices: [] }))).toBe(true);
    expect(isPieEmpty(pieModel(pie))).toBe(false);
  });
});
