import { memo, lazy, Suspense, useMemo } from 'react';
import { ChartEmpty, ChartFrame, ChartSkeleton, WhenChartNear } from './ChartFrame';
import type { PeriodChartProps } from './chartTypes';
import { loadCharts } from './loadCharts';
import { isPeriodEmpty, periodModel, periodTable } from './periodModel';
import { useChartEnv } from './useChartEnv';

const HighchartsPeriodChart = lazy(() => loadCharts().then((m) => ({ default: m.HighchartsPeriodChart })));

/**
 * A chart over time (reporting.md §2, §4): two axes (amount, quantity) without comparison, one
 * series per period with comparison, or one series per service or channel on the dashboard.
 * Highcharts loads lazily on first use (a skeleton of the chart's height meanwhile); no data
 * gives an empty state instead of an empty chart; "view as table" shows the same data as text.
 */
export const PeriodChart = memo(function PeriodChart(props: PeriodChartProps) {
  const env = useChartEnv(props.animation);
  const model = useMemo(() => periodModel(props, env.t), [props, env.t]);
  if (props.loading) return <ChartSkeleton />;
  if (isPeriodEmpty(model)) return <ChartEmpty />;
  return (
    <ChartFrame table={() => periodTable(props, model, env)}>
      <WhenChartNear>
        <Suspense fallback={<ChartSkeleton />}>
          <HighchartsPeriodChart chart={props} env={env} />
        </Suspense>
      </WhenChartNear>
    </ChartFrame>
  );
});
