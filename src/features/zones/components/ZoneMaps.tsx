/**
 * The zones' maps (operations.md §2): the provider's zones with a popover each (shown only when the
 * provider has coordinates), and the borders editor of one zone, in the Borders tab's modal and on
 * the full-page zoneGeo route. Leaflet loads lazily inside the design system's map components.
 */
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { entityInfoQueryOptions } from '../../../api/entity-info';
import { getRuntimeConfig } from '../../../api/runtime-config';
import { MapSkeleton } from '../../../design-system/map/MapSkeleton';
import { PolygonEditor } from '../../../design-system/map/PolygonEditor';
import type { LngLat, MapZone, ZonePolygons } from '../../../design-system/map/types';
import { ZoneMap } from '../../../design-system/map/ZoneMap';
import { routePath } from '../../../routing/paths';
import { PendingTag } from './PeriodCard';
import { useChangeMessages } from './useChangeMessages';
import { useUnsavedChanges } from '../../../routing/navigation-guard';
import { useValueDraft } from '../../../routing/form-draft';
import { DraftRestoredNotice } from '../../../routing/DraftRestoredNotice';
import { useSaveZoneBorders } from '../api/save-zone-borders';
import { useZoneBorders } from '../api/zone-borders';
import type { Zone, ZoneDetails } from '../model/items';

const toPolygons = (coordinates: number[][][][]): ZonePolygons =>
  coordinates.map((polygon) => polygon.map((ring) => ring.map((position) => [position[0]!, position[1]!] as LngLat)));

/**
 * The provider's zones with borders, as the maps draw them: undefined while loading, null when the
 * zones or their borders could not be loaded (the map is left out, the editor goes on without the
 * other zones; the zones table still works).
 */
export function useMapZones(providerId: number, zones: Zone[] | undefined, zonesFailed = false): MapZone[] | null | undefined {
  const borders = useZoneBorders(providerId, zones !== undefined);
  if (zonesFailed || borders.isError) return null;
  if (!borders.data || !zones) return undefined;
  return zones.flatMap((zone) => {
    const coordinates = borders.data.get(zone.code);
    return coordinates ? [{ id: zone.id, name: zone.name, color: zone.color, polygons: toPolygons(coordinates) }] : [];
  });
}

export function ProviderZonesMap({
  providerId,
  zones,
  center,
  label,
}: {
  providerId: number;
  zones: Zone[] | undefined;
  center: [number, number];
  label: string;
}) {
  const { t } = useTranslation('zones');
  const mapZones = useMapZones(providerId, zones);
  if (mapZones === null) return null;
  if (mapZones === undefined) return <MapSkeleton height={440} />;
  return (
    <ZoneMap
      zones={mapZones}
      services={getRuntimeConfig().map}
      label={label}
      center={center}
      renderPopup={(zone) => (
        <Stack gap="1">
          <Text fontWeight="semibold">{zone.name}</Text>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={routePath('parkingProviderZoneDetails', { id: providerId, zoneId: zone.id })}>{t('zone.details')}</RouterLink>
          </Link>
        </Stack>
      )}
    />
  );
}

export function ZoneBordersEditor({
  providerId,
  zone,
  listed,
  otherZones,
  canChange,
  onClose,
  onReset,
  onDirtyChange,
  height,
}: {
  providerId: number;
  zone: ZoneDetails;
  /** The zone as the zone list has it: its colour, and its code when the details do not say. */
  listed: Pick<Zone, 'code' | 'color'> | undefined;
  otherZones: MapZone[];
  canChange: boolean;
  onClose: () => void;
  onReset: () => void;
  /** Told whether borders are changed and not yet sent (a modal asks before Escape drops them). */
  onDirtyChange?: (dirty: boolean) => void;
  height?: number;
}) {
  const { t } = useTranslation('zones');
  const save = useSaveZoneBorders(providerId, zone.id);
  const messages = useChangeMessages();
  // Leaving the page with borders not yet sent asks first.
  const setUnsaved = useUnsavedChanges();
  // A zone without borders starts from a default polygon around the provider's coordinates.
  const info = useQuery(entityInfoQueryOptions('parking', providerId));
  // Unsent borders survive a forced trip to sign-in: the editor opens with them again.
  const [edited, setEdited] = useState<ZonePolygons | null>(null);
  const draft = useValueDraft<ZonePolygons>(canChange ? `borders:${providerId}:${zone.id}` : null, edited ?? undefined);
  // Edit acts on a pending request: a proposed change starts from its borders, with the approved
  // ones outlined beside them; a proposed removal starts from the approved borders (proposing them
  // again withdraws it).
  const pending = zone.pendingPolygons;
  const proposed = pending && pending.action !== 'delete' && pending.proposed ? pending.proposed : null;
  const coordinates = (proposed ?? zone.polygons)?.features[0]?.geometry.coordinates;
  const approved = proposed ? zone.polygons?.features[0]?.geometry.coordinates : undefined;
  const removal = pending !== null && (pending.action === 'delete' || pending.proposed === null);
  if (info.isPending) return <MapSkeleton height={height ?? 560} />;
  const { latitude, longitude } = info.data ?? {};
  return (
    <Stack gap="3">
      {pending ? (
        <HStack gap="3" wrap="wrap" data-testid="editor-pending">
          <PendingTag pending={pending} />
          {canChange && (removal || proposed) ? <Text fontSize="sm">{t(removal ? 'borders.editingRemoval' : 'borders.editingProposal')}</Text> : null}
        </HStack>
      ) : null}
      <DraftRestoredNotice shown={draft.initial !== undefined} />
      <PolygonEditor
        draft={draft.initial}
        onChange={setEdited}
        center={latitude != null && longitude != null ? [latitude, longitude] : undefined}
        services={getRuntimeConfig().map}
        // The codes go into the saved borders' properties; an unknown one is sent empty rather than guessed.
        cityCode={zone.cityCode ?? ''}
        zoneCode={zone.code ?? listed?.code ?? ''}
        zoneName={zone.name}
        color={listed?.color ?? null}
        polygons={coordinates ? toPolygons(coordinates) : null}
        approved={approved ? toPolygons(approved) : null}
        otherZones={otherZones.filter((other) => other.id !== zone.id)}
        readOnly={!canChange}
        height={height}
        onSubmit={async (geojson) => {
          try {
            // Proposing the approved borders again while a change is pending withdraws it.
            if ((await save.mutateAsync(geojson)) === 'withdrawn') messages.withdrawn();
            else messages.sent('bordersUpdated');
          } catch (error) {
            messages.notSent(error, t('borders.notSaved'));
            throw error;
          }
        }}
        onClose={onClose}
        onReset={onReset}
        onDirtyChange={(dirty) => {
          setUnsaved(dirty);
          onDirtyChange?.(dirty);
        }}
      />
    </Stack>
  );
}

/**
 * A pending change of a zone's borders, as a partner sees it before support staff decide: the
 * proposed borders outlined (dashed) over the current ones, or, for a removal, the borders that
 * would go. Nothing is drawn when the server does not send the proposal.
 */
export function PendingBordersPreview({ zone }: { zone: ZoneDetails }) {
  const { t } = useTranslation('zones');
  const pending = zone.pendingPolygons;
  if (!pending || pending.proposed === undefined) return null;
  const current = zone.polygons?.features[0]?.geometry.coordinates;
  const proposed = pending.proposed?.features[0]?.geometry.coordinates;
  const removal = pending.action === 'delete' || !proposed;
  return (
    <Stack gap="2">
      <Text fontSize="sm">{removal ? t('borders.pendingRemoval') : t('borders.pendingChange')}</Text>
      <ZoneMap
        // Drawn in the legend's colours (current solid blue, proposed dashed), not the zone's own.
        zones={current ? [{ id: zone.id, name: zone.name, color: null, polygons: toPolygons(current) }] : []}
        pending={proposed ? [{ zoneId: zone.id, polygons: toPolygons(proposed) }] : []}
        services={getRuntimeConfig().map}
        label={t('borders.pendingMapLabel', { name: zone.name })}
        height={280}
        renderPopup={(shown) => <Text fontWeight="semibold">{shown.name}</Text>}
      />
    </Stack>
  );
}
