/**
 * Dashboard (home, reporting.md §2): the filters with services and sales channels; a services
 * table with a pie per period and a period chart; the same pair for sales channels.
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../design-system/components/PageHeader';
import {
  channelsQueryOptions,
  dashboardChannelSeriesOptions,
  dashboardChannelsOptions,
  dashboardServiceSeriesOptions,
  dashboardServicesOptions,
  servicesQueryOptions,
  useCompared,
  type ReportRequest,
} from '../api';
import type { PageDefaults } from '../model/filters';
import { BreakdownSection } from './BreakdownSection';
import { PeriodChartSection } from './PeriodChartSection';
import { ReportError } from './ReportError';
import { ReportFilterBar } from './ReportFilterBar';
import { usePeriodLabels } from './usePeriodLabels';
import { useReportFilters } from './useReportFilters';

const DEFAULTS: PageDefaults = { comparing: false };

export function DashboardPage() {
  const { t } = useTranslation('reporting');
  const { applied, apply, today } = useReportFilters(DEFAULTS);
  // A failure of the reference lists is silent (reporting.md §8): the pickers stay empty.
  const services = useQuery(servicesQueryOptions());
  const channels = useQuery(channelsQueryOptions());
  const labels = usePeriodLabels(applied);

  const primary: ReportRequest = { range: applied.primary, channels: applied.channels, services: applied.services };
  const compare: ReportRequest | null = applied.compare
    ? { range: applied.compare, channels: applied.channels, services: applied.services }
    : null;

  const serviceTotals = useCompared(dashboardServicesOptions, primary, compare);
  const channelTotals = useCompared(dashboardChannelsOptions, primary, compare);
  const serviceSeries = useCompared(dashboardServiceSeriesOptions, primary, compare);
  const channelSeries = useCompared(dashboardChannelSeriesOptions, primary, compare);
  const comparing = compare !== null;
  const failed = [serviceTotals, channelTotals, serviceSeries, channelSeries].find((q) => q.error);

  return (
    <Stack gap="6">
      <PageHeader title={t('dashboard.title')} />
      <ReportFilterBar applied={applied} onApply={apply} today={today} services={services.data} channels={channels.data} />
      {failed ? (
        <ReportError
          error={failed.error}
          onRetry={() => [serviceTotals, channelTotals, serviceSeries, channelSeries].forEach((q) => q.refetch())}
        />
      ) : (
        <>
          {[
            { key: 'services', totals: serviceTotals, series: serviceSeries, nameHeader: t('columns.service') },
            { key: 'channels', totals: channelTotals, series: channelSeries, nameHeader: t('columns.channel') },
          ].map((section) => (
            <Fragment key={section.key}>
              <BreakdownSection
                title={t(`dashboard.${section.key}`)}
                nameHeader={section.nameHeader}
                primary={section.totals.primary}
                compare={section.totals.compare}
                comparing={comparing}
                primaryLabel={labels.primary}
                compareLabel={labels.compare}
              />
              <PeriodChartSection
                title={t(`dashboard.${section.key}OverTime`)}
                data={{ kind: 'keyed', primary: section.series.primary, compare: section.series.compare }}
                comparing={comparing}
                primaryLabel={labels.primary}
                compareLabel={labels.compare}
                loading={section.series.isPending}
              />
            </Fragment>
          ))}
        </>
      )}
    </Stack>
  );
}
