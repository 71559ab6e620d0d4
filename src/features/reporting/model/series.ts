/**
 * Chart data from report series: values aligned with the period's axis (days without sales are
 * left out on the wire and count as zero here), per interval and measure.
 */
import type { Interval, Series, SeriesPoint } from './reports';

export type Measure = 'amount' | 'quantity';

const FIELD: Record<Measure, 'validAmount' | 'validCount'> = { amount: 'validAmount', quantity: 'validCount' };

/** One value per date of the axis; a date without a point is 0. */
export function aligned(axis: readonly string[], points: readonly SeriesPoint[], measure: Measure): number[] {
  const byDate = new Map<string, number>();
  for (const p of points) byDate.set(p.date, (byDate.get(p.date) ?? 0) + p[FIELD[measure]]);
  return axis.map((date) => byDate.get(date) ?? 0);
}

export function seriesValues(series: Series, interval: Interval, measure: Measure): number[] {
  return aligned(series.axis[interval], series.points[interval], measure);
}
