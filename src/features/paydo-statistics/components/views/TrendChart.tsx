/**
 * The trend above users-and-sales, all-sales and tokenized-cards (beyond the spec): the rows of the
 * page shown, oldest first. Highcharts loads only when one of these views renders (PeriodChart
 * reaches it through loadCharts).
 */
import { Box } from '@chakra-ui/react';
import { PeriodChart } from '../../../../design-system/charts/PeriodChart';
import type { PeriodChartProps } from '../../../../design-system/charts/chartTypes';

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
