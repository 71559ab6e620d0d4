import { describe, expect, it } from 'vitest';
import type { KeyedSeries, Series } from './reports';
import { aligned, seriesValues } from './series';

const point = (date: string, validCount: number, validAmount: number) => ({
  date,
  validCount,
  validAmount,
  totalCount: validCount,
  totalAmount: validAmount,
});

describe('chart series', () => {
  it('align points with the axis, a missing day counting as zero', () => {
    expect(aligned(['2026-11-01', '2026-11-02', '2026-11-03'], [point('2026-11-03', 2, 5), point('2026-11-01', 1, 1.5)], 'amount')).toEqual([
      1.5, 0, 5,
    ]);
  });

  it('pick the interval and the measure', () => {
    const series: Series = {
      axis: { day: ['2026-11-02', '2026-11-03'], week: ['2026-11-02'], month: ['2026-11-01'] },
      points: {
        day: [point('2026-11-02', 1, 10), point('2026-11-03', 2, 20)],
        week: [point('2026-11-02', 3, 30)],
        month: [point('2026-11-01', 3, 30)],
      },
    };
    expect(seriesValues(series, 'day', 'quantity')).toEqual([1, 2]);
    expect(seriesValues(series, 'week', 'amount')).toEqual([30]);
  });

  it('sum a dashboard series over its services', () => {
    const series: KeyedSeries = {
      axis: { day: ['2026-11-02', '2026-11-03'], week: [], month: [] },
      names: [
        { id: 1, name: 'Parking' },
        { id: 2, name: 'Garaže' },
      ],
      points: {
        day: [
          { key: 1, ...point('2026-11-02', 1, 10) },
          { key: 2, ...point('2026-11-02', 1, 5) },
          { key: 2, ...point('2026-11-03', 1, 7) },
        ],
        week: [],
        month: [],
      },
    };
    // A dashboard chart draws the sum over the selected services or channels.
    expect(seriesValues(series, 'day', 'amount')).toEqual([15, 7]);
    expect(seriesValues(series, 'day', 'quantity')).toEqual([2, 1]);
  });
});
