/**
 * The editor's search: a Nominatim-compatible /search (the runtime config's geocoderUrl; the
 * simulator serves one offline). Queries are suffixed with "Croatia" (operations.md §2). A place
 * search answers points to show; the city-boundary search asks for polygon GeoJSON of cities and
 * towns. Answers are validated and mapped, so the map never sees the service's raw shape.
 */
import { z } from 'zod';
import { readPolygons } from './geometry';
import type { LatLng, ZonePolygons } from './types';

export type SearchKind = 'place' | 'boundary';

export interface GeoResult {
  id: string;
  name: string;
  /** The full address line the service gives. */
  label: string;
  center: LatLng;
  /** [[south, west], [north, east]]. */
  bounds: [LatLng, LatLng];
  /** The boundary (boundary search only; null when the service gave no polygon). */
  boundary: ZonePolygons | null;
  /** The data's licence as the service states it, to show with the results; null when it gives none. */
  licence: string | null;
}

const numeric = z.union([z.number(), z.string()]).transform((v) => Number(v)).pipe(z.number().finite());

const resultSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  name: z.string().optional(),
  display_name: z.string(),
  lat: numeric,
  lon: numeric,
  boundingbox: z.tuple([numeric, numeric, numeric, numeric]),
  geojson: z.unknown().optional(),
  /** The data's licence, which the service asks its users to show (Nominatim: OpenStreetMap's ODbL). */
  licence: z.string().optional(),
});

const responseSchema = z.array(resultSchema);

export class GeocoderError extends Error {}

/** Adds the country to the query, once. */
export function withCountry(query: string): string {
  const trimmed = query.trim();
  return /\bcroatia$/i.test(trimmed) ? trimmed : `${trimmed} Croatia`;
}

export function searchUrl(base: string, query: string, kind: SearchKind, language: string): string {
  const url = new URL(base, typeof location === 'undefined' ? 'http://localhost' : location.href);
  url.searchParams.set('q', withCountry(query));
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '8');
  url.searchParams.set('accept-language', language);
  if (kind === 'boundary') {
    url.searchParams.set('polygon_geojson', '1');
    url.searchParams.set('featureType', 'city');
  }
  return url.toString();
}

/** Searches; a failure (network, status, unexpected answer) is a GeocoderError. */
export async function searchGeocoder(
  base: string,
  query: string,
  kind: SearchKind,
  language: string,
  signal?: AbortSignal,
): Promise<GeoResult[]> {
  let response: Response;
  try {
    response = await fetch(searchUrl(base, query, kind, language), { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GeocoderError('network');
  }
  if (!response.ok) throw new GeocoderError(`status ${response.status}`);
  const parsed = responseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new GeocoderError('unexpected answer');
  return parsed.data.map((r) => {
    const [south, north, west, east] = r.boundingbox;
    const polygons = kind === 'boundary' && r.geojson !== undefined ? readPolygons(r.geojson, { maxMarkers: Infinity }) : null;
    return {
      id: String(r.place_id),
      name: r.name || r.display_name.split(',')[0]!,
      label: r.display_name,
      center: [r.lat, r.lon],
      bounds: [
        [south, west],
        [north, east],
      ],
      boundary: polygons?.ok ? polygons.polygons : null,
      licence: r.licence?.trim() || null,
    };
  });
}
