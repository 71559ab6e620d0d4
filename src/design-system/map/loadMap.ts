/**
 * The one door to the map chunk. Leaflet, leaflet-draw, @turf and their CSS are reached only
 * through `loadMap()`, so they form chunks of their own, loaded the first time a map is shown and
 * never part of the entry or of any screen's chunk.
 */
import type * as MapImpl from './map-impl';

type MapModule = typeof MapImpl;

let pending: Promise<MapModule> | null = null;

/** Loads the map implementation once (a screen may call it early to warm the chunk). */
export function loadMap(): Promise<MapModule> {
  if (!pending) {
    // Leaflet first: leaflet-draw patches the global it sets.
    pending = import('./leaflet-global').then(() => import('./map-impl'));
    // A failed download may be retried by the next map.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
