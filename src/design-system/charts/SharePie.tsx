import { memo, lazy, Suspense, useMemo } from 'react';
import { ChartEmpty, ChartFrame, ChartSkeleton, WhenChartNear } from './ChartFrame';
import type { SharePieProps } from './chartTypes';
import { loadCharts } from './loadCharts';
import { isPieEmpty, pieModel, pieTable } from './pieModel';
import { useChartEnv } from './useChartEnv';

const HighchartsSharePie = lazy(() => loadCharts().then((m) => ({ default: m.HighchartsSharePie })));

/**
 * A 3D pie of values by name (services or sales channels of one period) with shares in percent.
 * Loads Highcharts lazily like PeriodChart; empty state when no slice has a positive value.
 */
export const SharePie = memo(function SharePie(props: SharePieProps) {
  const env = useChartEnv(props.animation);
  const model = useMemo(() => pieModel(props), [props]);
  if (props.loading) return <ChartSkeleton />;
  if (isPieEmpty(model)) return <ChartEmpty />;
  return (
    <ChartFrame table={() => pieTable(props, model, env)}>
      <WhenChartNear>
        <Suspense fallback={<ChartSkeleton />}>
          <HighchartsSharePie chart={props} env={env} />
        </Suspense>
      </WhenChartNear>
    </ChartFrame>
  );
});
