import { describe, expect, it } from 'vitest';
import { buildPieOptions } from './chartOptions';
import { optionsAtSize, optionsToDraw } from './chartSize';
import { chartTestEnv } from './chartTestEnv';
import { CHART_HEIGHT, NARROW_CHART_PX, type SharePieProps } from './chartTypes';

const pie: SharePieProps = {
  title: 'Prodajni kanali',
  measure: 'amount',
  slices: [
    { name: 'SMS', value: 300, color: '#000000' },
    { name: 'Web shop', value: 100, color: '#333333' },
  ],
};

describe('optionsAtSize', () => {
  const options = buildPieOptions(pie, chartTestEnv('hr'));

  it('draws a pie on a phone at once as the narrow rule wants it: legend, no labels beside the slices', () => {
    const narrow = optionsAtSize(options, NARROW_CHART_PX, CHART_HEIGHT);
    expect(narrow.responsive).toBeUndefined();
    expect(narrow.plotOptions?.pie).toMatchObject({ size: '90%', dataLabels: { enabled: false }, showInLegend: true, depth: 35 });
    expect(narrow.legend?.enabled).toBe(true);
    expect(narrow.series).toEqual(options.series);
  });

  it('draws a wide pie with its labels beside the slices', () => {
    const wide = optionsAtSize(options, NARROW_CHART_PX + 1, CHART_HEIGHT);
    expect(wide.responsive).toBeUndefined();
    expect(wide.plotOptions?.pie).toMatchObject({ size: '75%', dataLabels: { enabled: true } });
    expect(wide.plotOptions?.pie?.showInLegend).toBeUndefined();
  });

  it('leaves a rule decided by a callback to Highcharts', () => {
    const withCallback = { ...options, responsive: { rules: [{ condition: { callback: () => true }, chartOptions: {} }] } };
    expect(optionsAtSize(withCallback, 300, CHART_HEIGHT)).toBe(withCallback);
  });
});

describe('optionsToDraw', () => {
  const moving = buildPieOptions(pie, chartTestEnv('hr', true));

  it('creates the chart at its width, never reflowed, with the rules of that width', () => {
    const drawn = optionsToDraw(moving, NARROW_CHART_PX, CHART_HEIGHT, true);
    expect(drawn.chart).toMatchObject({ width: NARROW_CHART_PX, reflow: false, options3d: { enabled: true } });
    expect(drawn.legend?.enabled).toBe(true);
    expect(drawn.responsive).toBeUndefined();
  });

  it('draws the series at once; what follows (new data) moves only where motion is allowed', () => {
    const drawn = optionsToDraw(moving, 600, CHART_HEIGHT, true);
    expect(drawn.plotOptions?.series?.animation).toBe(false);
    expect(drawn.chart?.animation).toBe(true);
    expect(drawn.plotOptions?.series?.states).toMatchObject({ hover: { animation: true } });
    const still = optionsToDraw(moving, 600, CHART_HEIGHT, false);
    expect(still.chart?.animation).toBe(false);
    expect(still.plotOptions?.series?.animation).toBe(false);
  });

  it('keeps the options as they are until the width is known, but for the motion', () => {
    const unmeasured = optionsToDraw(moving, null, CHART_HEIGHT, true);
    expect(unmeasured.responsive).toEqual(moving.responsive);
    expect(unmeasured.chart?.width).toBeNull();
  });
});
