/**
 * Sales reports as the screens see them (camelCase, numbers): totals, rows, series and lines of the
 * dashboard and of the list and detail reports (reporting.md §2, §3, §7), and one period's request.
 */
import type { IsoDate } from '../../../design-system/format/date';
import type { CompleteRange } from './filters';

/**
 * The figures of a total or row. Every table, chart and total on screen is of valid transactions;
 * the totals of all transactions are kept where the server sends them (the spec lists them for the
 * totals blocks, the dashboard and the sales rows, not for parks, garages or articles).
 */
export interface Totals {
  totalCount?: number;
  validCount: number;
  totalAmount?: number;
  validAmount: number;
}

/** A row of a per-service or per-channel table. */
export interface NamedTotals extends Totals {
  id: number;
  name: string;
}

/** The rows of a per-service or per-channel table and their totals. */
export interface TotalsTable {
  rows: NamedTotals[];
  totals: Totals;
}

/** The valid figures of one sales channel inside a provider or article row. */
export interface ChannelShare {
  id: number;
  name: string;
  validCount: number;
  validAmount: number;
}

export interface SeriesPoint extends Totals {
  /** The day, the Monday of the week, or the first of the month (YYYY-MM-DD). */
  date: string;
}

/** A point of a dashboard series of one service or channel. */
export interface KeyedSeriesPoint extends SeriesPoint {
  key: number;
}

export type Interval = 'day' | 'week' | 'month';

export interface Series<P extends SeriesPoint = SeriesPoint> {
  /** The axis of each interval: every day, week (Monday) and month (first day) the range touches. */
  axis: Record<Interval, string[]>;
  points: Record<Interval, P[]>;
}

export interface KeyedSeries extends Series<KeyedSeriesPoint> {
  names: { id: number; name: string }[];
}

export interface ArticleLine extends Totals {
  id: number;
  item: string;
  itemPrice: number;
  shortcode: string;
  /** null: the article has no zone ('no zone'). */
  zoneName: string | null;
  channels: ChannelShare[];
}

/** A line of …/detaljno/: a day's sales through one channel (the Excel report's table by day). */
export interface DetailLine {
  date: IsoDate;
  channel: string;
  amount: number;
}

export interface EntitySummary extends Totals {
  id: number;
  name: string;
  supplier?: string;
  /** Parking providers only: the valid figures per selected channel. */
  channels?: ChannelShare[];
}

export interface EntityList {
  rows: EntitySummary[];
  totals: Totals;
  /** The user may see one entity only: the client goes straight to its page. */
  single: boolean;
}

export interface Reference {
  id: number;
  name: string;
}

/** One period's request: the range and the selected ids (null: all, sent as absent). */
export interface ReportRequest {
  range: CompleteRange;
  channels: readonly number[] | null;
  services?: readonly number[] | null;
}
