/**
 * Dashboard (home, reporting.md §2): the filters with services and sales channels; a services
 * table with a pie per period and a period chart; the same pair for sales channels.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { usePreparedFormats } from '../../../design-system/format/useFormat';
import { channelsQueryOptions, selectedIds } from '../api/channels';
import { dashboardChannelSeriesOptions } from '../api/dashboard-channel-series';
import { dashboardChannelsOptions } from '../api/dashboard-channels';
import { dashboardServiceSeriesOptions } from '../api/dashboard-service-series';
import { dashboardServicesOptions } from '../api/dashboard-services';
import { servicesQueryOptions } from '../api/services';
import { useCompared } from '../api/use-compared';
import { DASHBOARD_DEFAULTS, dashboardRequests } from '../api/dashboard-page';
import type { ChartData } from './PeriodChartSection';
import { usePeriodLabels } from './usePeriodLabels';
import { useReportFilters } from './useReportFilters';

/**
 * The filters and the sections, asked for once the header is drawn and the lists are in: on a
 * phone's connection the title then shares it with nothing but the page's own code and calls.
 */
const DashboardSections = lazy(() => import('./DashboardSections'));

/** The place held below the header until the filters and the sections are drawn: busy, as the page is not yet what it will show. */
const heldPlace = <Box minH="100dvh" aria-busy="true" />;

export function DashboardPage() {
  const { t } = useTranslation('reporting');
  const { applied, apply, today } = useReportFilters(DASHBOARD_DEFAULTS);
  usePreparedFormats();
  // A failure of the reference lists is silent (reporting.md §8): the pickers stay empty.
  const services = useQuery(servicesQueryOptions());
  const channels = useQuery(channelsQueryOptions());
  const labels = usePeriodLabels(applied);

  // reporting.md §7 sends the selected ids (usluge, distributeri), once both lists are settled.
  const channelIds = selectedIds(applied.channels, channels);
  const serviceIds = selectedIds(applied.services, services);
  const listsSettled = channelIds.settled && serviceIds.settled;
  // A link naming an id not in its list sends nothing; the filter bar says so under the field.
  const idsReady = channelIds.ready && serviceIds.ready;
  const selectedChannels = channelIds.ids;
  const selectedServices = serviceIds.ids;
  const { primary, compare } = dashboardRequests(applied, selectedChannels, selectedServices);

  const serviceTotals = useCompared(dashboardServicesOptions, primary, compare, idsReady);
  const channelTotals = useCompared(dashboardChannelsOptions, primary, compare, idsReady);
  const serviceSeries = useCompared(dashboardServiceSeriesOptions, primary, compare, idsReady);
  const channelSeries = useCompared(dashboardChannelSeriesOptions, primary, compare, idsReady);
  const comparing = compare !== null;
  const failed = [serviceTotals, channelTotals, serviceSeries, channelSeries].find((q) => q.error);
  // The reports arrive one by one, and react-query publishes each at once (a synchronous render).
  // What they show is drawn in a transition instead (useDeferredValue), which yields to the user's
  // input; the sections are memoised, so only the one whose data arrived renders again (and a chart
  // already drawn is not updated). The page's content, too, first appears in a transition.
  const settled = useDeferredValue(listsSettled, false);
  const shown = {
    servicesPrimary: useDeferredValue(serviceTotals.primary),
    servicesCompare: useDeferredValue(serviceTotals.compare),
    channelsPrimary: useDeferredValue(channelTotals.primary),
    channelsCompare: useDeferredValue(channelTotals.compare),
    serviceSeriesPrimary: useDeferredValue(serviceSeries.primary),
    serviceSeriesCompare: useDeferredValue(serviceSeries.compare),
    channelSeriesPrimary: useDeferredValue(channelSeries.primary),
    channelSeriesCompare: useDeferredValue(channelSeries.compare),
  };
  const serviceChart = useMemo<ChartData>(
    () => ({ primary: shown.serviceSeriesPrimary, compare: shown.serviceSeriesCompare }),
    [shown.serviceSeriesPrimary, shown.serviceSeriesCompare],
  );
  const channelChart = useMemo<ChartData>(
    () => ({ primary: shown.channelSeriesPrimary, compare: shown.channelSeriesCompare }),
    [shown.channelSeriesPrimary, shown.channelSeriesCompare],
  );

  return (
    <Stack gap="6">
      <PageHeader title={t('dashboard.title')} />
      {/* Until the lists arrive (they are quick), the filters and the reports' placeholders are not
          drawn: the pickers and the tables' expected rows would change size under the user's eyes. */}
      <Suspense fallback={heldPlace}>
        {!settled ? (
          heldPlace
        ) : (
          <DashboardSections
            filters={{ applied, onApply: apply, today, services: services.data, channels: channels.data }}
            idsReady={idsReady}
            failed={failed ? { error: failed.error, retry: () => [serviceTotals, channelTotals, serviceSeries, channelSeries].forEach((q) => q.refetch()) } : null}
            sections={[
              { key: 'services', totals: { primary: shown.servicesPrimary, compare: shown.servicesCompare }, chart: serviceChart, series: serviceSeries, rows: selectedServices?.length, nameHeader: t('columns.service') },
              { key: 'channels', totals: { primary: shown.channelsPrimary, compare: shown.channelsCompare }, chart: channelChart, series: channelSeries, rows: selectedChannels?.length, nameHeader: t('columns.channel') },
            ].map((section) => ({
              key: section.key,
              table: {
                title: t(`dashboard.${section.key}`),
                nameHeader: section.nameHeader,
                primary: section.totals.primary,
                compare: section.totals.compare,
                comparing,
                primaryLabel: labels.primary,
                compareLabel: labels.compare,
                expectedRows: section.rows,
              },
              chart: {
                title: t(`dashboard.${section.key}OverTime`),
                data: section.chart,
                comparing,
                primaryLabel: labels.primary,
                compareLabel: labels.compare,
                loading: section.series.isPending,
              },
            }))}
          />
        )}
      </Suspense>
    </Stack>
  );
}
