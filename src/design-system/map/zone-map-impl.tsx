/**
 * ZoneMap's Leaflet side: every zone's polygon in its colour, a popover per zone that a keyboard
 * reaches (each polygon is a focusable button: Enter or Space opens it, Escape closes it), pending
 * changes outlined over the current borders, and the street/satellite switch.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { Polygon, Popup } from 'react-leaflet';
import type { Polygon as LeafletPolygon } from 'leaflet';
import { zoneColor } from './geometry';
import { animationsOff, BaseMap, boundsOf, LayerSwitch, Legend, toLeafletPolygons } from './map-parts';
import type { ZoneMapProps } from './mapProps';
import { useMapTranslation } from './map-texts';
import { PENDING, PENDING_COLOR, zoneStyle } from './styles';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type BaseLayer, type MapZone } from './types';

/** Makes a polygon's SVG path a keyboard-reachable button that opens its popup. */
export function focusablePath(layer: LeafletPolygon, label: string): void {
  const element = layer.getElement();
  if (!element || element.getAttribute('tabindex') === '0') return;
  element.setAttribute('tabindex', '0');
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  element.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      layer.openPopup();
    } else if (key === 'Escape') {
      layer.closePopup();
    }
  });
}

function ZonePolygon({ zone, renderPopup }: { zone: MapZone; renderPopup: ZoneMapProps['renderPopup'] }) {
  const { t } = useMapTranslation();
  const ref = useRef<LeafletPolygon | null>(null);
  const positions = useMemo(() => toLeafletPolygons(zone.polygons), [zone.polygons]);
  return (
    <Polygon
      ref={ref}
      positions={positions}
      pathOptions={zoneStyle(zoneColor(zone.color))}
      eventHandlers={{ add: (e) => focusablePath(e.target as LeafletPolygon, t('zoneButton', { name: zone.name })) }}
    >
      {/* Auto-pan animates; with animations off (reduced motion, tests) the view stays put. */}
      <Popup autoPan={!animationsOff()}>
        <Box data-testid={`zone-popup-${zone.id}`} minW="40">
          {renderPopup ? renderPopup(zone) : <Text fontWeight="semibold">{t('zone', { name: zone.name })}</Text>}
        </Box>
      </Popup>
    </Polygon>
  );
}

export function ZoneMapImpl({ zones, services, label, center = DEFAULT_CENTER, zoom = DEFAULT_ZOOM, pending = [], renderPopup, height = 400 }: ZoneMapProps) {
  const { t } = useMapTranslation();
  const [layer, setLayer] = useState<BaseLayer>('street');
  const drawn = zones.filter((zone) => zone.polygons.length > 0);
  const bounds = useMemo(
    () => boundsOf(...drawn.map((zone) => zone.polygons), ...pending.map((p) => p.polygons)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the zones' and changes' content decides the bounds
    [JSON.stringify(drawn.map((z) => z.polygons)), JSON.stringify(pending)],
  );
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <LayerSwitch value={layer} onChange={setLayer} />
        {pending.length > 0 ? (
          <Legend
            entries={[
              { key: 'current', color: '#3388FF' },
              { key: 'pending', color: PENDING_COLOR },
            ]}
          />
        ) : null}
      </HStack>
      <BaseMap services={services} layer={layer} label={label} center={center} zoom={zoom} bounds={bounds} height={height}>
        {drawn.map((zone) => (
          <ZonePolygon key={zone.id} zone={zone} renderPopup={renderPopup} />
        ))}
        {pending.map((change) => (
          <Polygon key={`pending-${change.zoneId}`} positions={toLeafletPolygons(change.polygons)} pathOptions={PENDING} interactive={false} />
        ))}
      </BaseMap>
      {drawn.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('noZones')}
        </Text>
      ) : null}
    </Stack>
  );
}
