/**
 * The map's offline services (operations.md §2, §9), stand-ins for a tile server and a
 * Nominatim-compatible geocoder, served beside the control surface (they are third-party
 * services in production, not the partner API), so they run wherever the simulator does: the
 * service worker, Node tests and `npm run simulator`:
 * - GET /__simulator/geo/tiles/{street|satellite}/{z}/{x}/{y}.svg: the base map's tiles;
 * - GET /__simulator/geo/search: place search and city-boundary search (Nominatim's /search).
 * The runtime config's `map` keys point at them in the demo and in Storybook. The maps are shared:
 * an area draws on them (the zones' public zone map, zones/zone-map-handlers.ts), they import no area.
 */
import { HttpResponse } from 'msw';
import { http } from '../core/msw-http';
import { controlPath } from '../core/base';
import { domainContext, whenReady } from '../core/control/state';
import { geocoderQuery, loadBoundaries, searchPlaces } from './gazetteer';
import { renderTile, tileAddress } from './tiles';
import { param } from '../core/http';

/** Tiles and search results never change for a seed; the browser may keep them. */
const CACHE = 'public, max-age=3600';

export const geoHandlers = [
  http.get(
    controlPath('/geo/tiles/:layer/:z/:x/:file'),
    async ({ params }) => {
      await whenReady();
      const address = tileAddress(param(params, 'layer'), param(params, 'z'), param(params, 'x'), param(params, 'file'));
      if (!address) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      return new HttpResponse(renderTile(address, domainContext().seed), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE, 'Access-Control-Allow-Origin': '*' },
      });
    },
  ),
  http.get(
    controlPath('/geo/search'),
    async ({ request }) =>
      HttpResponse.json(searchPlaces(geocoderQuery(new URL(request.url).searchParams), await loadBoundaries()), {
        headers: { 'Cache-Control': CACHE, 'Access-Control-Allow-Origin': '*' },
      }),
  ),
];
