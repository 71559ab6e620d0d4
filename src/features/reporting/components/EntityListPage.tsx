/**
 * The list reports (reporting.md §2): parking providers, garages, parks and sales providers.
 * Filters, the count in the heading, totals, a table whose rows link to their page, an XLSX file
 * from the server, and a user who may see one entity only goes straight to its page.
 * Parking rows expand to their channels with shares and can show one channel's share;
 * garage rows expand one at a time, loading their channels lazily.
 */
import type { EntityKind } from '../../../api/entity-info';
import { Button, Field, Link, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/errors';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { notify } from '../../../design-system/components/toaster';
import { useFormat, usePreparedFormats } from '../../../design-system/format/useFormat';
import { share } from '../../../design-system/model/comparison';
import { routePath, type RouteName } from '../../../routing/paths';
import { channelTotalsOptions } from '../api/channel-totals';
import { channelsQueryOptions, selectedIds } from '../api/channels';
import { useDownloadList } from '../api/download-list';
import { entityListOptions } from '../api/entity-list';
import { useCompared } from '../api/use-compared';
import type { EntitySummary, ReportRequest } from '../model/reports';
import { compareReport, type ComparedRow } from '../model/compared';
import { compareRangeFor, filtersToUrl, reconcileFilters, type PageDefaults, type ReportFilters } from '../model/filters';
import { readSharedFilters } from '../model/shared-filters';
import { TotalsBox } from './BreakdownSection';
import { BY_AMOUNT_DESC, BY_NAME, ComparedTable } from './ComparedTable';
import { LazyChannels, RowChannels } from './RowBreakdowns';
import { ReportError } from './ReportError';
import { ReportFilterBar } from './ReportFilterBar';
import { useReportFilters } from './useReportFilters';
import { useToday } from '../../../design-system/format/useToday';

interface KindConfig {
  detail: RouteName;
  nameColumn: 'provider' | 'garage' | 'park';
  /** Parks are not split by sales channel. */
  channels: boolean;
  /** The one entity's page opens comparing (single-provider views); the garage page does not (reporting.md §4). */
  singleCompares: boolean;
  /** Rows by name (lists), or by valid amount descending (garage tables, reporting.md §9). */
  sorting: SortingState;
}

const KINDS: Record<EntityKind, KindConfig> = {
  parking: { detail: 'parkingProvider', nameColumn: 'provider', channels: true, singleCompares: true, sorting: BY_NAME },
  garage: { detail: 'garageDetails', nameColumn: 'garage', channels: true, singleCompares: false, sorting: BY_AMOUNT_DESC },
  park: { detail: 'parkDetails', nameColumn: 'park', channels: false, singleCompares: true, sorting: BY_NAME },
  sales: { detail: 'saleDetails', nameColumn: 'provider', channels: true, singleCompares: true, sorting: BY_NAME },
};

const DEFAULTS: PageDefaults = { comparing: false };

/**
 * The one entity's page, with the list's filters: a single-provider view starts comparing with the
 * previous period unless the user chose otherwise; a garage's page starts without comparison.
 */
function singleEntityPath(kind: EntityKind, id: number, applied: ReportFilters): string {
  const target =
    !KINDS[kind].singleCompares || applied.compare || readSharedFilters()?.comparisonChosen
      ? applied
      : { ...applied, compare: compareRangeFor('previousPeriod', applied.primary) };
  return `${routePath(KINDS[kind].detail, { id })}?${filtersToUrl(target).toString()}`;
}

const LANDING_KINDS: Partial<Record<RouteName, EntityKind>> = { parking: 'parking', garages: 'garage', sales: 'sales' };

/**
 * A landing on a list report (the landing rule, app/routes.tsx): its report is asked for here, with
 * the filters the list applies, and the user goes in one step to the one entity's page when the
 * report names one only, else to the list with its filters in the address (whose report is then in).
 */
export function ListLanding({ route }: { route: RouteName }) {
  const kind = LANDING_KINDS[route] ?? 'parking';
  const today = useToday();
  const [applied] = useState(() => reconcileFilters({}, readSharedFilters(), today, DEFAULTS));
  const channelList = useQuery({ ...channelsQueryOptions(), enabled: KINDS[kind].channels });
  const channels = selectedIds(applied.channels, channelList, KINDS[kind].channels);
  const list = useQuery({ ...entityListOptions(kind)({ range: applied.primary, channels: channels.ids }), enabled: channels.settled });
  if (list.isPending) return null;
  const only = list.data?.single ? list.data.rows[0] : undefined;
  const to = only ? singleEntityPath(kind, only.id, applied) : `${routePath(route)}?${filtersToUrl(applied).toString()}`;
  return <Navigate to={to} replace />;
}

export function EntityListPage({ kind }: { kind: EntityKind }) {
  const { t } = useTranslation('reporting');
  const format = useFormat();
  const navigate = useNavigate();
  const config = KINDS[kind];
  const { applied, apply, today } = useReportFilters(DEFAULTS);
  usePreparedFormats();
  const channels = useQuery({ ...channelsQueryOptions(), enabled: config.channels });
  const downloadList = useDownloadList(kind);
  const [shareChannel, setShareChannel] = useState<number | null>(null);
  const shareId = useId();

  const channelFilter = selectedIds(applied.channels, channels, config.channels);
  const primary: ReportRequest = { range: applied.primary, channels: channelFilter.ids };
  const compare: ReportRequest | null = applied.compare ? { range: applied.compare, channels: channelFilter.ids } : null;
  const list = useCompared(entityListOptions(kind), primary, compare, channelFilter.ready);
  const comparing = compare !== null;

  // One entity only: straight to its page, with the same filters (the list is not shown).
  const only = list.primary?.single ? list.primary.rows[0] : undefined;
  useEffect(() => {
    if (only) navigate(singleEntityPath(kind, only.id, applied), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- applied is read for the link only
  }, [only?.id, kind, navigate]);

  const { rows, totals, ready } = compareReport(list.primary, list.compare, comparing);
  const detailHref = (id: number) => `${routePath(config.detail, { id })}?${filtersToUrl(applied).toString()}`;

  const onDownload = () =>
    downloadList.mutate(primary, {
      onError: (error) =>
        notify.error(isApiError(error) && error.serverMessage ? error.serverMessage : t('list.downloadFailed'), {
          duration: 5000,
        }),
    });

  const shareColumn =
    kind === 'parking' && !comparing && shareChannel !== null
      ? [
          {
            id: 'share',
            header: t('columns.shareOf', { channel: channels.data?.find((c) => c.id === shareChannel)?.name ?? '' }),
            numeric: true,
            cell: (row: ComparedRow<EntitySummary>) => format.percent(channelShare(row.row, shareChannel)),
            sortValue: (row: ComparedRow<EntitySummary>) => channelShare(row.row, shareChannel),
          },
        ]
      : [];

  const title = t(`list.${kind}.title`);
  if (only) return null;
  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        count={list.primary?.rows.length}
        countText={list.primary ? format.count(list.primary.rows.length) : undefined}
        countLabel={list.primary ? t(`list.${kind}.count`, { number: list.primary.rows.length }) : undefined}
        actions={
          <Button size="sm" variant="outline" colorPalette="brand" loading={downloadList.isPending} onClick={onDownload}>
            {t('list.download')}
          </Button>
        }
      />
      <ReportFilterBar applied={applied} onApply={apply} today={today} channels={config.channels ? channels.data : undefined} />
      {list.error ? (
        <ReportError error={list.error} onRetry={list.refetch} />
      ) : (
        <>
          <TotalsBox totals={totals} comparing={comparing} loading={!ready} />
          {kind === 'parking' && !comparing ? (
            <Field.Root w="auto" maxW="sm">
              <Field.Label htmlFor={shareId}>{t('list.shareFor')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  id={shareId}
                  value={shareChannel ?? ''}
                  onChange={(e) => setShareChannel(e.target.value === '' ? null : Number(e.target.value))}
                >
                  <option value="">{t('list.noShare')}</option>
                  {(channels.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : null}
          <ComparedTable
            caption={title}
            nameHeader={t(`columns.${config.nameColumn}`)}
            rows={rows}
            totals={totals}
            comparing={comparing}
            defaultSorting={config.sorting}
            loading={!ready}
            renderName={(row) => (
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={detailHref(row.id)}>{row.name}</RouterLink>
              </Link>
            )}
            extraColumns={shareColumn}
            renderExpanded={
              kind === 'parking'
                ? (row) => <RowChannels row={row} comparing={comparing} />
                : kind === 'garage'
                  ? (row) => <LazyChannels options={channelTotalsOptions('garage', row.id)} primary={primary} compare={compare} />
                  : undefined
            }
            singleExpand={kind === 'garage'}
          />
        </>
      )}
    </Stack>
  );
}

/** A parking provider's share of valid counts sold through one channel, in percent. */
export function channelShare(row: EntitySummary, channelId: number): number {
  const channel = row.channels?.find((c) => c.id === channelId);
  return share(channel?.validCount ?? 0, row.validCount);
}

export const ParkingListPage = () => <EntityListPage kind="parking" />;
export const GaragesListPage = () => <EntityListPage kind="garage" />;
export const ParksListPage = () => <EntityListPage kind="park" />;
