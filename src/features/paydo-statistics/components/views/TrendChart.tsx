/**
 * The trend above users-and-sales, all-sales and tokenized-cards (beyond the spec): the rows of the
 * page shown, oldest first. Highcharts loads only when one of these views renders (PeriodChart
 * reaches it through loadCharts).
 */
import { Box } from '@chakra-ui/react';
import { PeriodChart } from '../../../../design-system/charts/PeriodChart';
import type { PeriodChartProps } from '../../../../design-system/charts/chartTypes';
import { PagedView, type PagedViewProps } from '../PagedView';

export function TrendChart(props: PeriodChartProps) {
  return (
    <Box data-testid="paydo-trend">
      <PeriodChart {...props} />
    </Box>
  );
}

/** Rows in chronological order by an ISO key. */
export function chronological<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** A chart's own props (of each kind of chart); the view gives it its axis and its loading state. */
type TrendChartSpec = PeriodChartProps extends infer P ? (P extends PeriodChartProps ? Omit<P, 'categories' | 'loading'> : never) : never;

export interface TrendPagedViewProps<T> extends Omit<PagedViewProps<T>, 'above' | 'getRowId'> {
  /** A row's ISO day or month: its id and its place on the chart's axis. */
  rowKey: (row: T) => string;
  /** The chart of the page's rows, oldest first. */
  chart: (rows: T[]) => TrendChartSpec;
}

/** A paged view with the trend of its page above the table (none when the call failed). */
export function TrendPagedView<T>({ rowKey, chart, ...view }: TrendPagedViewProps<T>) {
  const rows = chronological(view.query.data?.rows ?? [], rowKey);
  return (
    <PagedView<T>
      {...view}
      getRowId={rowKey}
      above={
        view.query.isError ? null : (
          <TrendChart {...chart(rows)} categories={rows.map(rowKey)} loading={view.query.isPending} />
        )
      }
    />
  );
}
