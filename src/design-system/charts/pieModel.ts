import { formatPercent } from '../format/number';
import { channelColor } from '../theme/colors';
import { formatMeasure, share, type ChartEnv } from './chartFormat';
import type { ChartMeasure, SharePieProps } from './chartTypes';
import type { ChartTableModel } from './tableModel';

/** The share pie's data: slices with colour and share, for the options and the table. Pure. */

export interface PieSliceModel {
  name: string;
  value: number;
  color: string;
  /** Share of the total in percent (reporting.md §3). */
  share: number;
}

export interface PieModel {
  measure: ChartMeasure;
  total: number;
  /** Every slice, in the given order (the table shows them all). */
  slices: PieSliceModel[];
}

export function pieModel(props: SharePieProps): PieModel {
  const values = props.slices.map((s) => (Number.isFinite(s.value) ? s.value : 0));
  const total = values.reduce((sum, v) => sum + v, 0);
  return {
    measure: props.measure ?? 'amount',
    total,
    slices: props.slices.map((s, i) => {
      const value = values[i] ?? 0;
      return { name: s.name, value, color: s.color ?? channelColor(s.name, i), share: share(value, total) };
    }),
  };
}

/** Slices a pie can draw: positive values only. */
export function drawnSlices(model: PieModel): PieSliceModel[] {
  return model.slices.filter((s) => s.value > 0);
}

/** Nothing to draw: no slice with a positive value. */
export function isPieEmpty(model: PieModel): boolean {
  return drawnSlices(model).length === 0;
}

/** The pie as a table: name, value, share; total row. */
export function pieTable(props: SharePieProps, model: PieModel, env: Pick<ChartEnv, 'locale' | 't'>): ChartTableModel {
  return {
    caption: props.label ?? props.title,
    rowHeader: env.t('name'),
    columns: [
      { header: env.t(model.measure), numeric: true },
      { header: env.t('share'), numeric: true },
    ],
    rows: model.slices.map((s) => ({
      header: s.name,
      cells: [formatMeasure(s.value, model.measure, env.locale), formatPercent(s.share, env.locale)],
    })),
    footer: {
      header: env.t('total'),
      cells: [
        formatMeasure(model.total, model.measure, env.locale),
        formatPercent(model.total > 0 ? 100 : 0, env.locale),
      ],
    },
  };
}
