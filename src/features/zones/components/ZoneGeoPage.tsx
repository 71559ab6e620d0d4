/**
 * zoneGeo (operations.md §2): the zone's borders editor on a page of its own, without the top bar
 * (a modal-type route). Close and "save and close" return to the zone's details; reset reloads them.
 */
import { Box, Heading, Link, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { usePermission } from '../../../api/session';
import { routePath } from '../../../routing/paths';
import { LoadError } from './LoadError';
import { useMapZones, ZoneBordersEditor } from './ZoneMaps';
import { useZoneDetails } from '../api/zone-details';
import { useZones } from '../api/zones';

export function ZoneGeoPage() {
  const { t } = useTranslation('zones');
  const params = useParams();
  const id = Number(params.id);
  const zoneId = Number(params.zoneId);
  const navigate = useNavigate();
  const canChange = usePermission('ChangeParkingZoneRequests');
  const zone = useZoneDetails(id, zoneId);
  const zones = useZones(id);
  const mapZones = useMapZones(id, zones.data, zones.isError && !zones.data);
  const details = routePath('parkingProviderZoneDetails', { id, zoneId });
  const listed = zones.data?.find((z) => z.id === zoneId);

  return (
    <Box as="main" id="main" p="4">
      <Stack gap="3">
        <Heading as="h1" size="lg">
          {zone.data ? t('borders.editorTitle', { name: zone.data.name }) : t('tabs.borders')}
        </Heading>
        <Heading as="h2" srOnly>
          {canChange ? t('borders.edit') : t('borders.view')}
        </Heading>
        {zone.isError ? (
          // No top bar on this page: the way back is offered with the retry.
          <LoadError error={zone.error} retry={() => void zone.refetch()}>
            <Link asChild colorPalette="brand" variant="underline" fontSize="sm">
              <RouterLink to={`${details}?tab=borders`}>{t('zone.backToDetails')}</RouterLink>
            </Link>
          </LoadError>
        ) : zone.data && mapZones !== undefined ? (
          <ZoneBordersEditor
            providerId={id}
            zone={zone.data}
            listed={listed}
            otherZones={mapZones ?? []}
            canChange={canChange}
            height={560}
            onClose={() => void navigate(`${details}?tab=borders`)}
            onReset={() => void zone.refetch()}
          />
        ) : (
          <Skeleton height="600px" role="status" aria-label={t('loading')} />
        )}
      </Stack>
    </Box>
  );
}
