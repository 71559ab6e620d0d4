/**
 * The zone map editor (operations.md §2 "Zone map editor", §4, §9), for the Borders tab's modal
 * and the full-page zoneGeo route. Leaflet and leaflet-draw load lazily on first use.
 *
 * States: idle, then editing one polygon (the others greyed) until finish or cancel (restores the
 * shape), or drawing a new one; removal is confirmed; at most 30 markers per polygon; a default
 * polygon when the zone has none. Actions save, save and close, close and reset are confirmed;
 * before a save the borders are checked for self-intersection and overlap with the provider's
 * other zones. `onSubmit` receives the zone's polygon_data FeatureCollection.
 */
import { lazy, Suspense } from 'react';
import { MapSkeleton } from './MapSkeleton';
import { loadMap } from './loadMap';
import type { PolygonEditorProps } from './mapProps';

const PolygonEditorImpl = lazy(() => loadMap().then((m) => ({ default: m.PolygonEditorImpl })));

export function PolygonEditor(props: PolygonEditorProps) {
  return (
    <Suspense fallback={<MapSkeleton height={(props.height ?? 480) + 260} />}>
      <PolygonEditorImpl {...props} />
    </Suspense>
  );
}
