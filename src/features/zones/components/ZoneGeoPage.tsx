/**
 * zoneGeo (operations.md §2): the zone's borders editor on a page of its own, without the top bar
 * (a modal-type route). Close and "save and close" return to the zone's details; reset reloads them.
 */
import { Alert, Box, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/session';
import { routePath } from '../../../routing/paths';
import { useZoneDetails, useZones } from '../api';
import { useMapZones, ZoneBordersEditor } from './ZoneMaps';

export function ZoneGeoPage() {
  const { t } = useTranslation('zones');
  const params = useParams();
  const id = Number(params.id);
  const zoneId = Number(params.zoneId);
  const navigate = useNavigate();
  const canChange = usePermission('ChangeParkingZoneRequests');
  const zone = useZoneDetails(id, zoneId);
  const zones = useZones(id);
  const mapZones = useMapZones(id, zones.data);
  const details = routePath('parkingProviderZoneDetails', { id, zoneId });
  const color = zones.data?.find((z) => z.id === zoneId)?.color ?? null;

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
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('loadFailed')}</Alert.Title>
              {isApiError(zone.error) && zone.error.serverText ? <Alert.Description>{zone.error.serverText}</Alert.Description> : null}
            </Alert.Content>
          </Alert.Root>
        ) : zone.data && mapZones !== undefined ? (
          <ZoneBordersEditor
            providerId={id}
            zone={zone.data}
            zoneColor={color}
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
