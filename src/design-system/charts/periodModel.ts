import type { IsoDate } from '../format/date';
import { CHANNEL_FALLBACK_PALETTE, channelColor } from '../theme/colors';
import { formatMeasure, periodLabel, type ChartEnv, type ChartT } from './chartFormat';
import type { ChartMeasure, PeriodChartProps } from './chartTypes';
import type { ChartTableModel } from './tableModel';

/**
 * The period chart's data, one shape for every mode: the Highcharts options (chartOptions.ts) and
 * the accessible table (ChartDataTable) are both drawn from it, so they cannot disagree. Pure.
 */

/** Colours of the two-axes chart: amount and quantity (from the fallback palette, high contrast). */
export const MEASURE_COLORS: Readonly<Record<ChartMeasure, string>> = {
  amount: CHANNEL_FALLBACK_PALETTE[0],
  quantity: CHANNEL_FALLBACK_PALETTE[2],
};

/** Colours of the per-period chart: primary period, compare period (the compare line is also dashed). */
export const PERIOD_COLORS = {
  primary: CHANNEL_FALLBACK_PALETTE[0],
  compare: CHANNEL_FALLBACK_PALETTE[2],
} as const;

export interface PeriodSeriesModel {
  name: string;
  /** Exactly `positions` values (missing ones null). */
  data: (number | null)[];
  color: string;
  measure: ChartMeasure;
  /** The series' own dates, when they differ from the categories (compare period). */
  dates?: readonly IsoDate[];
  /** Drawn dashed (the compare period), so the periods differ by more than colour. */
  dashed: boolean;
}

export interface PeriodModel {
  /** Number of x positions: the longest of the categories and the series. */
  positions: number;
  categories: readonly IsoDate[];
  series: PeriodSeriesModel[];
  /** The measures in axis order: [amount, quantity] for two axes, else the one measure. */
  measures: ChartMeasure[];
}

function fit(data: readonly (number | null)[], positions: number): (number | null)[] {
  return Array.from({ length: positions }, (_, i) => {
    const v = data[i];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });
}

type SeriesInput = Omit<PeriodSeriesModel, 'data'> & { data: readonly (number | null)[] };

export function periodModel(props: PeriodChartProps, t: ChartT): PeriodModel {
  const raw: SeriesInput[] = [];
  let measures: ChartMeasure[];
  switch (props.mode) {
    case 'twoAxes':
      measures = ['amount', 'quantity'];
      raw.push(
        { name: t('amount'), data: props.amount, color: MEASURE_COLORS.amount, measure: 'amount', dashed: false },
        { name: t('quantity'), data: props.quantity, color: MEASURE_COLORS.quantity, measure: 'quantity', dashed: false },
      );
      break;
    case 'perPeriod':
      measures = [props.measure];
      raw.push({ ...props.primary, color: props.primary.color ?? PERIOD_COLORS.primary, measure: props.measure, dashed: false });
      if (props.compare) {
        raw.push({ ...props.compare, color: props.compare.color ?? PERIOD_COLORS.compare, measure: props.measure, dashed: true });
      }
      break;
    case 'multiSeries':
      measures = [props.measure];
      props.series.forEach((s, i) => {
        raw.push({ ...s, color: s.color ?? channelColor(s.name, i), measure: props.measure, dashed: false });
      });
      break;
  }
  const positions = Math.max(props.categories.length, ...raw.map((s) => s.data.length));
  return {
    positions,
    categories: props.categories,
    measures,
    series: raw.map((s) => ({ ...s, data: fit(s.data, positions) })),
  };
}

/** Nothing to draw: no categories, no series, or no value at all (zeros are values). */
export function isPeriodEmpty(model: PeriodModel): boolean {
  return model.positions === 0 || !model.series.some((s) => s.data.some((v) => v !== null));
}

/** The date a series' point stands for: its own date, else the category's. */
export function pointDate(model: PeriodModel, series: PeriodSeriesModel, i: number): IsoDate | undefined {
  return series.dates?.[i] ?? model.categories[i];
}

/** The period chart as a table: one row per position; per series its dates (if its own) and values; totals. */
export function periodTable(
  props: PeriodChartProps,
  model: PeriodModel,
  env: Pick<ChartEnv, 'locale' | 't'>,
): ChartTableModel {
  const interval = props.interval ?? 'day';
  const label = (iso: IsoDate | undefined) => (iso ? periodLabel(iso, interval, env) : '');
  const columns: ChartTableModel['columns'] = [];
  for (const s of model.series) {
    if (s.dates) columns.push({ header: env.t('seriesDate', { name: s.name }), numeric: false });
    columns.push({ header: s.name, numeric: true });
  }
  const rows = Array.from({ length: model.positions }, (_, i) => ({
    header: label(model.categories[i]),
    cells: model.series.flatMap((s) => {
      const v = s.data[i] ?? null;
      const value = v === null ? '–' : formatMeasure(v, s.measure, env.locale);
      return s.dates ? [label(s.dates[i]), value] : [value];
    }),
  }));
  const footer = {
    header: env.t('total'),
    cells: model.series.flatMap((s) => {
      const total = formatMeasure(
        s.data.reduce<number>((sum, v) => sum + (v ?? 0), 0),
        s.measure,
        env.locale,
      );
      return s.dates ? ['', total] : [total];
    }),
  };
  return { caption: props.label, rowHeader: env.t(`column.${interval}`), columns, rows, footer };
}
