/**
 * A chart's options at the size it is drawn. Highcharts applies its responsive rules after the
 * first drawing: a pie on a phone was drawn with its labels beside the slices, then drawn again
 * without them and with its legend. The size is known before the chart is created (highcharts-impl
 * measures it), so the rules that match it are merged in first, the way Highcharts merges them,
 * and the chart is drawn once. Only loaded with the charts (highcharts-impl.tsx imports it).
 */
import type { Options, ResponsiveRulesOptions } from 'highcharts';
import Highcharts from 'highcharts/esm/highcharts.js';

type SizeCondition = NonNullable<ResponsiveRulesOptions['condition']>;

function matches(condition: SizeCondition | undefined, width: number, height: number): boolean {
  if (!condition) return true;
  return (
    width <= (condition.maxWidth ?? Number.MAX_VALUE) &&
    height <= (condition.maxHeight ?? Number.MAX_VALUE) &&
    width >= (condition.minWidth ?? 0) &&
    height >= (condition.minHeight ?? 0)
  );
}

/**
 * `options` with the responsive rules that match `width` × `height` merged in, in their order, and
 * the rules removed. Options with a rule decided by a callback are returned as they are: only
 * Highcharts can call it.
 */
export function optionsAtSize(options: Options, width: number, height: number): Options {
  const rules = options.responsive?.rules;
  if (!rules || rules.some((rule) => rule.condition?.callback)) return options;
  const matching = rules.filter((rule) => matches(rule.condition, width, height)).map((rule) => rule.chartOptions ?? {});
  return { ...Highcharts.merge(options, ...matching), responsive: undefined };
}

/**
 * The options a chart is created with at `width`: the rules of that size merged in, the width
 * fixed (a new width draws a new chart, never a reflow) and `animation` for what moves once it is
 * drawn (new data). The series are drawn at once as the option builders say (chartOptions.ts).
 */
export function optionsToDraw(options: Options, width: number | null, height: number, animation: boolean): Options {
  const atSize = width === null ? options : optionsAtSize(options, width, height);
  return { ...atSize, chart: { ...atSize.chart, width, reflow: false, animation } };
}
