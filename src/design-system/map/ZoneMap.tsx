/**
 * A read-only map of a provider's zones (operations.md §2, zones page): every zone's polygon with
 * a popover per zone, pending border changes outlined, street or satellite tiles from the runtime
 * config. Leaflet loads lazily on first use (a skeleton of the map's height meanwhile).
 */
import { lazy, Suspense } from 'react';
import { MapSkeleton } from './MapSkeleton';
import { loadMap } from './loadMap';
import type { ZoneMapProps } from './mapProps';

const ZoneMapImpl = lazy(() => loadMap().then((m) => ({ default: m.ZoneMapImpl })));

export function ZoneMap(props: ZoneMapProps) {
  return (
    <Suspense fallback={<MapSkeleton height={(props.height ?? 400) + 40} />}>
      <ZoneMapImpl {...props} />
    </Suspense>
  );
}
