/**
 * What both maps share (inside the map chunk): the Leaflet map with the configured street or
 * satellite tiles, localised zoom buttons and an accessible name, the layer switch, the legend,
 * and the conversions between GeoJSON positions and Leaflet's.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { LatLng as LeafletLatLng, LatLngBoundsExpression, LatLngExpression, LatLngTuple, PopupEvent } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { ChoiceButtons } from '../components/ChoiceButtons';
import { closeRing, positionBounds, roundPosition } from './geometry';
import { useMapTranslation } from './map-texts';
import { BOUNDARY_COLOR, PENDING_COLOR } from './styles';
import type { BaseLayer, LatLng, MapServices, PolygonRings, ZonePolygons } from './types';

/** Leaflet rings ([lat, lng], not repeating the first position) of one polygon. */
export function toLeafletRings(rings: PolygonRings): LatLngTuple[][] {
  return rings.map((ring) => ring.slice(0, -1).map(([lng, lat]) => [lat, lng] as LatLngTuple));
}

export function toLeafletPolygons(polygons: ZonePolygons): LatLngTuple[][][] {
  return polygons.map(toLeafletRings);
}

/** A Leaflet polygon's rings back to closed GeoJSON rings, rounded. */
export function fromLeafletRings(latlngs: unknown): PolygonRings {
  const rings = (latlngs as LeafletLatLng[][]).map((ring) => closeRing(ring.map((ll) => roundPosition([ll.lng, ll.lat]))));
  return rings;
}

/** The bounds of everything given, for fitting the view; null for nothing (any number of positions). */
export function boundsOf(...sets: ZonePolygons[]): LatLngBoundsExpression | null {
  return positionBounds(...sets);
}

/** No animation under reduced motion or when the app switched animations off (Storybook, tests). */
export function animationsOff(): boolean {
  if (typeof window === 'undefined') return true;
  return (
    document.documentElement.hasAttribute('data-disable-animations') ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** The map container's accessible name and localised popup close buttons. */
function MapA11y({ label }: { label: string }) {
  const map = useMap();
  const { t } = useMapTranslation();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    const onPopup = (e: PopupEvent) => {
      const close = e.popup.getElement()?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', t('closePopup'));
      close?.setAttribute('title', t('closePopup'));
    };
    map.on('popupopen', onPopup);
    return () => {
      map.off('popupopen', onPopup);
    };
  }, [map, label, t]);
  return null;
}

/** Fits the view to the bounds once they are known (and again when they change), without animation. */
function FitBounds({ bounds }: { bounds: LatLngBoundsExpression | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { padding: [24, 24], animate: false, maxZoom: 17 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the bounds' value
  }, [map, key]);
  return null;
}

export interface BaseMapProps {
  services: MapServices;
  layer: BaseLayer;
  label: string;
  center: LatLng;
  zoom: number;
  /** Fit the view to these bounds (over center and zoom). */
  bounds?: LatLngBoundsExpression | null;
  height: number;
  children?: ReactNode;
}

/**
 * The map. `data-map-ready` turns true when every visible tile of the base layer has loaded
 * (stories and tests wait for it before a screenshot).
 */
export function BaseMap({ services, layer, label, center, zoom, bounds = null, height, children }: BaseMapProps) {
  const { t } = useMapTranslation();
  const [ready, setReady] = useState(false);
  const still = animationsOff();
  const url = layer === 'street' ? services.tileUrl : services.satelliteUrl;
  const attribution = (layer === 'street' ? services.tileAttribution : services.satelliteAttribution) ?? '';
  return (
    <Box
      data-map-ready={ready ? 'true' : 'false'}
      data-map-layer={layer}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      overflow="hidden"
      css={{ '& .leaflet-container': { fontFamily: 'inherit' }, '& .leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'var(--chakra-colors-blue-500)', outlineOffset: '-3px' } }}
    >
      <MapContainer
        center={center as LatLngExpression}
        zoom={zoom}
        zoomControl={false}
        fadeAnimation={!still}
        zoomAnimation={!still}
        markerZoomAnimation={!still}
        style={{ height: `${height}px`, width: '100%' }}
      >
        <MapA11y label={label} />
        <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        <TileLayer
          key={layer}
          url={url}
          attribution={attribution}
          maxZoom={19}
          eventHandlers={{ loading: () => setReady(false), load: () => setReady(true) }}
        />
        <FitBounds bounds={bounds} />
        {children}
      </MapContainer>
    </Box>
  );
}

/** Street or satellite: one of two, chosen by buttons in a radio group. */
export function LayerSwitch({ value, onChange }: { value: BaseLayer; onChange: (layer: BaseLayer) => void }) {
  const { t } = useMapTranslation();
  const layers: BaseLayer[] = ['street', 'satellite'];
  return (
    <ChoiceButtons
      label={t('layers.label')}
      options={layers.map((layer) => ({ value: layer, label: t(`layers.${layer}`) }))}
      value={value}
      onChange={onChange}
      attached
    />
  );
}

function Swatch({ color, dash }: { color: string; dash?: string }) {
  return (
    <svg width="28" height="10" aria-hidden="true">
      <line x1="1" y1="5" x2="27" y2="5" stroke={color} strokeWidth="3" strokeDasharray={dash} />
    </svg>
  );
}

export interface LegendEntry {
  key: 'current' | 'editing' | 'pending' | 'approved' | 'other' | 'boundary';
  color: string;
}

/** What the lines mean, in words beside each line style (colour is never the only signal). */
export function Legend({ entries }: { entries: LegendEntry[] }) {
  const { t } = useMapTranslation();
  const dash: Record<LegendEntry['key'], string | undefined> = { current: undefined, editing: undefined, pending: '8 6', approved: '10 4 2 4', other: '4 4', boundary: '2 6' };
  return (
    <Stack as="ul" aria-label={t('legend.label')} gap="1" listStyleType="none" fontSize="sm">
      {entries.map((entry) => (
        <HStack as="li" key={entry.key} gap="2">
          <Swatch color={entry.color} dash={dash[entry.key]} />
          <Text>{t(`legend.${entry.key}`)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

export { BOUNDARY_COLOR, PENDING_COLOR };
