/**
 * One entity's report (reporting.md §2): a parking provider, a garage, a park or a sales provider.
 * Breadcrumb, filters, a PDF and Excel report (not for parks), totals, the channel table with a pie
 * per period (not for parks), the chart over time, and the articles grouped by zone. Side-menu
 * links by permission, shown only for screens that are built.
 */
import { entityInfoQueryOptions, type EntityKind } from '../../../api/entity-info';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound } from '../../../api/errors';
import { hasPermission, useUser } from '../../../api/session';
import { Breadcrumbs } from '../../../design-system/components/Breadcrumbs';
import { DownloadMenu } from '../../../design-system/components/DownloadMenu';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { notify } from '../../../design-system/components/toaster';
import { resolveLocale } from '../../../design-system/format/locale';
import { useFormat, usePreparedFormats } from '../../../design-system/format/useFormat';
import { NotFoundPage } from '../../../routing/NotFoundPage';
import { routePath } from '../../../routing/paths';
import { useSetCustomMenuLinks, type CustomMenuLink } from '../../../routing/side-menu';
import { useDocumentEntity } from '../../../routing/document-title';
import { channelsQueryOptions, selectedIds } from '../api/channels';
import { detailLinesOptions } from '../api/detail-lines';
import { entityReports } from '../api/entity-page';
import { useCompared } from '../api/use-compared';
import type { ReportRequest } from '../model/reports';
import { groupArticles } from '../model/articles';
import { compareReport, compareTotals } from '../model/compared';
import { ENTITY_PAGES, pageDefaults, requestOf, seesOneOnly } from '../model/entity-page';
import { filtersToUrl } from '../model/filters';
import { buildDayTable, type DayPeriod } from '../model/day-table';
import { buildReportDocument } from '../model/report-document';
import type { ReportTable } from '../export/document';
import type { ChartData } from './PeriodChartSection';
import { usePeriodLabels } from './usePeriodLabels';
import { useReportFilters } from './useReportFilters';

/**
 * The filters and the sections, asked for once the header is drawn: on a phone's connection the
 * entity's name then shares it with nothing but its own code and calls.
 */
const EntityReportSections = lazy(() => import('./EntityReportSections'));

/** The place held below the header until the filters and the sections are drawn: busy, as the page is not yet what it will show. */
const heldPlace = <Box minH="100dvh" aria-busy="true" />;

export function EntityDetailPage({ kind }: { kind: EntityKind }) {
  const { t, i18n } = useTranslation('reporting');
  const format = useFormat();
  const user = useUser();
  const config = ENTITY_PAGES[kind];
  const id = Number(useParams().id);
  const single = seesOneOnly(config, user);
  const { applied, apply, today } = useReportFilters(pageDefaults(config, user));
  usePreparedFormats();
  const labels = usePeriodLabels(applied);
  const info = useQuery(entityInfoQueryOptions(kind, id));
  const channelList = useQuery({ ...channelsQueryOptions(), enabled: config.channels });

  const channelFilter = selectedIds(applied.channels, channelList, config.channels);
  const channelIds = channelFilter.ids;
  const primary = useMemo(() => requestOf(applied.primary, channelIds), [applied.primary, channelIds]);
  const compare = useMemo(() => (applied.compare ? requestOf(applied.compare, channelIds) : null), [applied.compare, channelIds]);
  const comparing = compare !== null;
  const reports = useMemo(() => entityReports(kind, id), [kind, id]);
  const channels = useCompared(reports.channels, primary, compare, config.channels && channelFilter.ready);
  const articles = useCompared(reports.articles, primary, compare, channelFilter.ready);
  const series = useCompared(reports.series, primary, compare, channelFilter.ready);
  // The reports arrive one by one, and react-query publishes each at once (a synchronous render of
  // the whole page). What they show is drawn in a transition instead (useDeferredValue), which
  // yields to the user's input, and the sections are memoised on what they show: only the one whose
  // report arrived renders again, as on the dashboard.
  const shown = {
    channelsPrimary: useDeferredValue(channels.primary),
    channelsCompare: useDeferredValue(channels.compare),
    articlesPrimary: useDeferredValue(articles.primary),
    articlesCompare: useDeferredValue(articles.compare),
    seriesPrimary: useDeferredValue(series.primary),
    seriesCompare: useDeferredValue(series.compare),
  };
  // The page's content first appears in a transition too, once the entity and the channel list are
  // known: its header (the name) at once, then, in a transition of their own started once the header
  // is drawn, the filters and every section below it (the page's largest piece of work).
  const known = useDeferredValue(info.isFetched && (!config.channels || channelList.isFetched), false);
  const [belowShown, setBelowShown] = useState(false);
  useEffect(() => {
    if (known && !belowShown) startTransition(() => setBelowShown(true));
  }, [known, belowShown]);

  const name = info.data?.name ?? '';
  const query = `?${filtersToUrl(applied).toString()}`;
  // The links that permissions alone decide are there from the first paint, so the side menu's
  // column does not appear under the reader once the entity's info arrives; the receipts link
  // waits for it (only a provider that issues its own receipts has one).
  const links: CustomMenuLink[] = config.links
    .filter((link) => hasPermission(user, link.permission))
    .filter((link) => !link.needsOwnReceipts || info.data?.issuesOwnReceipts === true)
    .map((link) => ({ label: t(link.labelKey), url: routePath(link.route, { id }), icon: link.icon }));
  useSetCustomMenuLinks(isNotFound(info.error) ? undefined : links);
  useDocumentEntity(name || undefined);

  // Nothing of a period is shown as compared until both periods' answers are in.
  const articlesReady = !!shown.articlesPrimary && (!comparing || !!shown.articlesCompare);
  const groups = useMemo(
    () => (articlesReady ? groupArticles(shown.articlesPrimary?.rows ?? [], comparing ? (shown.articlesCompare?.rows ?? []) : undefined) : []),
    [articlesReady, shown.articlesPrimary, shown.articlesCompare, comparing],
  );
  const totalsPrimary = (config.channels ? shown.channelsPrimary : shown.articlesPrimary)?.totals;
  const totalsCompare = comparing ? (config.channels ? shown.channelsCompare : shown.articlesCompare)?.totals : undefined;
  const totalsReady = !!totalsPrimary && (!comparing || !!totalsCompare);
  const totals = useMemo(() => compareTotals(totalsPrimary, totalsCompare), [totalsPrimary, totalsCompare]);
  const chartData = useMemo<ChartData>(() => ({ primary: shown.seriesPrimary, compare: shown.seriesCompare }), [shown.seriesPrimary, shown.seriesCompare]);
  const failed = [channels, articles, series].find((q) => q.error);
  const ready = articlesReady && totalsReady;

  const queryClient = useQueryClient();
  /** The table by day and channel, from …/detaljno/ of both periods (fetched for the Excel report only). */
  const dayTable = async () => {
    const period = async (request: ReportRequest): Promise<DayPeriod> => ({
      begin: request.range.begin ?? '',
      end: request.range.end ?? '',
      lines: await queryClient.fetchQuery(detailLinesOptions(kind, id)(request)),
    });
    const [primaryDays, compareDays] = await Promise.all([period(primary), compare ? period(compare) : undefined]);
    return buildDayTable({
      locale: resolveLocale(i18n.language),
      words: {
        title: t('detail.byDay'),
        day: t('columns.day'),
        compareDay: t('report.compareDay'),
        amount: t('columns.amount'),
        compare: t('report.compare'),
        difference: t('report.difference'),
        percentage: t('report.percentage'),
        total: t('columns.total'),
      },
      primary: primaryDays,
      compare: compareDays,
      formatDay: format.date,
    });
  };

  const report = (byDay?: ReportTable) =>
    buildReportDocument({
      locale: resolveLocale(i18n.language),
      name,
      words: {
        title: t(`detail.${kind}.report`),
        count: t('columns.count'),
        amount: t('columns.amount'),
        compare: t('report.compare'),
        difference: t('report.difference'),
        percentage: t('report.percentage'),
        total: t('columns.total'),
        channelsTitle: t('detail.channels'),
        channel: t('columns.channel'),
        articlesTitle: t('detail.articles'),
        article: t('columns.article'),
        price: t('columns.price'),
        noZone: t('detail.noZone'),
      },
      period: labels.primary,
      comparePeriod: labels.compare,
      generatedAt: format.dateTime(new Date()),
      totals,
      channels: config.channels ? compareReport(channels.primary, channels.compare, comparing) : undefined,
      articles: groups,
      byDay,
    });

  const download = async (format: 'pdf' | 'xlsx') => {
    const [{ downloadReport }, byDay] = await Promise.all([
      import('../export/download-report'),
      format === 'xlsx' && config.detailLines ? dayTable() : undefined,
    ]);
    await downloadReport(format, report(byDay));
  };

  // A provider, garage or park that does not exist (a stale link, a typed id): the not-found page.
  if (isNotFound(info.error)) return <NotFoundPage />;
  // Until the entity's name and the channel list are known (quick answers), the page is not drawn:
  // the name would rewrap the header and the breadcrumbs, and the picker change its size, moving
  // everything below under the reader's eyes. The place is held, as the dashboard holds its own.
  if (!known) return <Box minH="100dvh" />;

  return (
    <Stack gap="6">
      <Breadcrumbs
        items={[
          { label: t('detail.home'), href: routePath('home') },
          ...(single ? [] : [{ label: t(`list.${kind}.title`), href: `${routePath(config.list)}${query}` }]),
          { label: name || '…' },
        ]}
        renderLink={({ href, children, className }) => (
          <RouterLink to={href} className={className}>
            {children}
          </RouterLink>
        )}
      />
      <PageHeader
        title={name || t(`list.${kind}.title`)}
        actions={
          config.downloads ? (
            <DownloadMenu
              label={t('detail.download')}
              options={[
                { value: 'pdf', label: t('detail.pdf'), onSelect: () => download('pdf'), disabled: !ready || !name },
                { value: 'xlsx', label: t('detail.xlsx'), onSelect: () => download('xlsx'), disabled: !ready || !name },
              ]}
              onError={() => notify.error(t('detail.downloadFailed'), { duration: 5000 })}
            />
          ) : undefined
        }
      />
      {info.data?.supplier && info.data.supplier !== name ? (
        <Text color="fg.muted" mt="-4">
          {info.data.supplier}
        </Text>
      ) : null}
      <Suspense fallback={heldPlace}>
        {belowShown ? (
          <EntityReportSections
            filters={{ applied, onApply: apply, today, channels: config.channels ? channelList.data : undefined }}
            failed={failed ? { error: failed.error, retry: () => [channels, articles, series].forEach((q) => q.refetch()) } : null}
            totals={{ totals, comparing, loading: !totalsReady }}
            channels={
              config.channels
                ? {
                    title: t('detail.channels'),
                    nameHeader: t('columns.channel'),
                    primary: shown.channelsPrimary,
                    compare: shown.channelsCompare,
                    comparing,
                    primaryLabel: labels.primary,
                    compareLabel: labels.compare,
                    expectedRows: applied.channels?.length ?? channelList.data?.length,
                  }
                : null
            }
            chart={{ title: t('detail.overTime'), data: chartData, comparing, primaryLabel: labels.primary, compareLabel: labels.compare, loading: series.isPending }}
            articles={{
              kind,
              entityId: id,
              groups,
              comparing,
              // Until the deferred rows are drawn, not an empty table.
              loading: !articlesReady || shown.articlesPrimary !== articles.primary || shown.articlesCompare !== articles.compare,
              primary,
              compare,
            }}
          />
        ) : (
          heldPlace
        )}
      </Suspense>
    </Stack>
  );
}

export const ParkingProviderPage = () => <EntityDetailPage kind="parking" />;
export const GarageDetailsPage = () => <EntityDetailPage kind="garage" />;
export const ParkDetailsPage = () => <EntityDetailPage kind="park" />;
export const SaleDetailsPage = () => <EntityDetailPage kind="sales" />;
