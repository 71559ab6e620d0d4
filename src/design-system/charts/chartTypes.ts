import type { IsoDate } from '../format/date';

/**
 * Public props of the chart components (PeriodChart.tsx, SharePie.tsx). They live in a module of
 * their own, free of Highcharts, so screens and the light wrappers import them without pulling the
 * heavy chunk in.
 */

/** Interval of a chart over time (reporting.md §4): one category per day, ISO week or month. */
export type ChartInterval = 'day' | 'week' | 'month';
/** Chart type over time: line (default) or column. */
export type ChartType = 'line' | 'column';
/** What a value is: an amount in EUR or a quantity (count). Picks the formatter and the axis. */
export type ChartMeasure = 'amount' | 'quantity';

/** One series over time. */
export interface ChartSeries {
  /** Legend, tooltip and table name (e.g. a channel, a service, or a period's label). */
  name: string;
  /** One value per category, aligned by position with `categories`; null means no value. */
  data: readonly (number | null)[];
  /** A fixed colour; defaults depend on the mode (channel colours for `multiSeries`). */
  color?: string;
  /**
   * This series' own ISO date for each point, when it differs from `categories` (the compare
   * period of a `perPeriod` chart). The tooltip and the table show each point's own date.
   */
  dates?: readonly IsoDate[];
}

interface PeriodChartCommon {
  /**
   * The x axis: ISO dates, one per point. Days, the Monday of each week, or the first of each
   * month, according to `interval`. For `perPeriod`, the primary period's dates.
   */
  categories: readonly IsoDate[];
  /** Day (default), week or month: how the x axis, the tooltip and the table label a category. */
  interval?: ChartInterval;
  /** Line (default) or column. */
  type?: ChartType;
  /** Accessible name of the chart: the container's aria-label and the data table's caption. */
  label: string;
  /** Longer description for screen readers (Highcharts `accessibility.description`). */
  description?: string;
  /** The data is still loading: a skeleton of the chart's height instead of the chart. */
  loading?: boolean;
  /**
   * Force motion on or off: hover, tooltips and new data moving into place (a chart is always
   * drawn at once). By default it moves unless the user prefers reduced motion or animations are
   * switched off for the document (theme/motion.ts).
   */
  animation?: boolean;
}

/**
 * Comparison off (reporting.md §4): the amount on the left axis (EUR) and the quantity on the
 * right axis (count), both over `categories`.
 */
export interface TwoAxesPeriodChartProps extends PeriodChartCommon {
  mode: 'twoAxes';
  amount: readonly (number | null)[];
  quantity: readonly (number | null)[];
}

/**
 * Comparison on: one series per period, aligned by position (day 1 with day 1). The compare
 * series carries its own `dates`. `measure` picks the axis title and the formatter.
 */
export interface PerPeriodChartProps extends PeriodChartCommon {
  mode: 'perPeriod';
  measure: ChartMeasure;
  primary: ChartSeries;
  compare?: ChartSeries;
}

/**
 * Dashboard: one series per service or sales channel over the same categories. Colours: the
 * series' own, else the channel palette (fixed colours for known channel names, then the
 * 20-colour fallback by position).
 */
export interface MultiSeriesPeriodChartProps extends PeriodChartCommon {
  mode: 'multiSeries';
  measure: ChartMeasure;
  series: readonly ChartSeries[];
}

export type PeriodChartProps = TwoAxesPeriodChartProps | PerPeriodChartProps | MultiSeriesPeriodChartProps;

/** One slice of a share pie. */
export interface PieSlice {
  name: string;
  value: number;
  /** A fixed colour; defaults to the channel palette (known channel names first). */
  color?: string;
}

export interface SharePieProps {
  /** Shown above the pie, e.g. the period ('1. 11. 2026. – 20. 11. 2026.'). */
  title: string;
  /** Slices in display order (usually by value, descending). Non-positive values are not drawn. */
  slices: readonly PieSlice[];
  /** Formatter of the values in tooltips and the table: amount (default) or quantity. */
  measure?: ChartMeasure;
  /** Accessible name (container aria-label, table caption); defaults to `title`. */
  label?: string;
  /** Longer description for screen readers (Highcharts `accessibility.description`). */
  description?: string;
  loading?: boolean;
  animation?: boolean;
}

/** Fixed chart height (reporting.md §9). */
export const CHART_HEIGHT = 400;

/** Up to this width a chart is on a phone: a pie names its slices in a legend, not beside them. */
export const NARROW_CHART_PX = 400;
/** Line point size (reporting.md §9). */
export const MARKER_RADIUS = 5;
