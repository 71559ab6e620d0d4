/**
 * Parking provider zones (operations.md §2): the provider's name as title, the zone manual
 * (.pptx), the embed-map dialog when a map URL exists, and the zones table (colour icon, name,
 * active tag, polygons, working hours, Details) whose expanded row shows the zone's period cards.
 * New, Edit and Remove show only with ChangeParkingZoneRequests, New at provider and at zone level.
 * A map of the zones' borders shows when the provider has coordinates.
 */
import { Button, HStack, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { entityInfoQueryOptions } from '../../../api/entity-info';
import { serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { DataTable, type DataTableColumn } from '../../../design-system/components/DataTable';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { notify } from '../../../design-system/components/toaster';
import { routePath } from '../../../routing/paths';
import { EmbedMapDialog } from './EmbedMapDialog';
import { OwnerBreadcrumbs } from './OwnerBreadcrumbs';
import { ProviderZonesMap } from './ZoneMaps';
import { WorkingPeriodCards } from './WorkingPeriodCards';
import { CHANGE_TOAST_MS } from './useChangeMessages';
import { useDownloadManual } from '../api/zone-manual';
import { useZoneMapUrl } from '../api/zone-map-url';
import { useZones } from '../api/zones';
import type { Zone } from '../model/items';
import { ActiveTag } from './ActiveTag';
import { useWorkingPeriodAccess } from './useWorkingPeriodAccess';

/** White is an empty circle, a colour a filled circle, no colour a cross (operations.md §2). */
export function ZoneColour({ color }: { color: string | null }) {
  const { t } = useTranslation('zones');
  const white = color !== null && /^#?f{3}(f{3})?$/i.test(color);
  const label = color === null ? t('zone.noColour') : white ? t('zone.white') : t('zone.colour', { color });
  return (
    <chakra.svg viewBox="0 0 16 16" width="4" height="4" flexShrink={0} role="img" aria-label={label}>
      <title>{label}</title>
      {color === null ? (
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : white ? (
        <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      ) : (
        <circle cx="8" cy="8" r="6.5" fill={color} stroke="rgba(0,0,0,0.35)" strokeWidth="1" />
      )}
    </chakra.svg>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('zones');
  return <Text as="span">{value ? t('common.yes') : t('common.no')}</Text>;
}

export function ZonesPage() {
  const { t } = useTranslation('zones');
  const id = Number(useParams().id);
  const { canNew, zoneLinks } = useWorkingPeriodAccess(id);
  const info = useQuery(entityInfoQueryOptions('parking', id));
  const zones = useZones(id);
  const mapUrl = useZoneMapUrl(id);
  const manual = useDownloadManual();
  const [embedOpen, setEmbedOpen] = useState(false);

  const columns: DataTableColumn<Zone>[] = [
    {
      id: 'name',
      header: t('columns.zone'),
      sortValue: (row) => row.name,
      cell: (row) => (
        <HStack gap="2">
          <ZoneColour color={row.color} />
          <Text as="span" fontWeight="medium">
            {row.name}
          </Text>
        </HStack>
      ),
    },
    { id: 'status', header: t('columns.status'), cell: (row) => <ActiveTag active={row.isActive} />, sortValue: (row) => row.isActive },
    { id: 'polygons', header: t('columns.polygons'), cell: (row) => <YesNo value={row.hasPolygon} />, sortValue: (row) => row.hasPolygon },
    {
      id: 'hours',
      header: t('columns.workingPeriods'),
      cell: (row) => <YesNo value={row.hasWorkingPeriods} />,
      sortValue: (row) => row.hasWorkingPeriods,
    },
    {
      id: 'details',
      header: t('columns.details'),
      align: 'end',
      cell: (row) => (
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to={routePath('parkingProviderZoneDetails', { id, zoneId: row.id })} aria-label={t('zone.detailsOf', { name: row.name })}>
            {t('zone.details')}
          </RouterLink>
        </Link>
      ),
    },
  ];

  const name = info.data?.name;
  return (
    <Stack gap="4">
      <OwnerBreadcrumbs area="parking" id={id} name={name} />
      <PageHeader
        title={name ?? t('zonesTitle')}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={manual.isPending}
              onClick={() => manual.mutate(undefined, { onError: () => notify.error(t('manualFailed'), { duration: CHANGE_TOAST_MS }) })}
            >
              {t('actions.manual')}
            </Button>
            {mapUrl.data ? (
              <Button size="sm" variant="outline" onClick={() => setEmbedOpen(true)}>
                {t('actions.embedMap')}
              </Button>
            ) : null}
            {canNew ? (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={routePath('parkingProviderNewWorkingPeriod', { id })}>{t('actions.newWorkingPeriod')}</RouterLink>
              </Button>
            ) : null}
          </HStack>
        }
      />
      {info.data && info.data.latitude != null && info.data.longitude != null && !zones.isError ? (
        <ProviderZonesMap
          providerId={id}
          zones={zones.data}
          center={[info.data.latitude, info.data.longitude]}
          label={t('borders.mapLabel', { name: info.data.name })}
        />
      ) : null}
      {zones.isError ? (
        <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(zones.error)} onRetry={() => void zones.refetch()} />
      ) : (
        <DataTable
          caption={t('zonesCaption', { name: name ?? '' })}
          columns={columns}
          rows={zones.data ?? []}
          getRowId={(row) => String(row.id)}
          loading={zones.isPending}
          emptyTitle={t('zone.empty')}
          renderExpanded={(zone) => (
            <WorkingPeriodCards
              owner={{ area: 'parking', providerId: id, zoneId: zone.id }}
              periods={zone.workingPeriods}
              label={t('zone.periodsOf', { name: zone.name })}
              links={zoneLinks(zone.id)}
            />
          )}
        />
      )}
      {mapUrl.data ? <EmbedMapDialog url={mapUrl.data} open={embedOpen} onOpenChange={setEmbedOpen} /> : null}
    </Stack>
  );
}
