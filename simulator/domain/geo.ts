/**
 * The simulated geocoder (the shape of Nominatim's /search, which the production config points
 * at): place search over the gazetteer (geo-places.ts) and the city-boundary search, answered
 * offline. Queries arrive suffixed with "Croatia" (operations.md §2); the suffix (or "Hrvatska")
 * is dropped before matching, every other word must occur in the place's name or one of its
 * aliases, accents and case folded.
 *
 * Boundaries: the country's is its real outline (Natural Earth, region.json); a city's or town's
 * is an approximate outline around its real centre with its real area, because no offline source
 * of municipal boundaries is installed (docs/decisions.md).
 */
import type { Geometry } from 'geojson';
import region from '../geo-data/region.json';
import { createRandom } from '../seed/random';
import { PLACES, type Place, type PlaceKind } from './geo-places';
import { foldForSearch } from './text';

export interface GeocoderQuery {
  q: string;
  limit: number;
  /** polygon_geojson=1: every result carries its geometry. */
  polygon: boolean;
  /** featureType (Nominatim): 'city' (cities and towns), 'settlement', 'country'; null: any. */
  featureType: string | null;
  /** format=json names the category `class`; jsonv2 names it `category`. */
  format: 'json' | 'jsonv2';
}

export interface GeocoderResult {
  place_id: number;
  licence: string;
  osm_type: 'node' | 'relation';
  osm_id: number;
  lat: string;
  lon: string;
  class?: string;
  category?: string;
  type: PlaceKind | 'administrative';
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  /** [south, north, west, east], as Nominatim sends it. */
  boundingbox: [string, string, string, string];
  geojson?: Geometry;
}

const LICENCE = 'Simulated geocoder: places from the portal simulator; country outline from Natural Earth (public domain).';
const SUFFIX = /[\s,]*(croatia|hrvatska)\s*$/;

const RANK: Record<PlaceKind, number> = {
  country: 4,
  city: 16,
  town: 18,
  suburb: 20,
  village: 19,
  square: 25,
  park: 25,
  landmark: 30,
};

const IMPORTANCE: Record<PlaceKind, number> = {
  country: 0.95,
  city: 0.8,
  town: 0.6,
  suburb: 0.5,
  village: 0.4,
  square: 0.45,
  park: 0.42,
  landmark: 0.4,
};

const CATEGORY: Record<PlaceKind, string> = {
  country: 'boundary',
  city: 'place',
  town: 'place',
  suburb: 'place',
  village: 'place',
  square: 'place',
  park: 'leisure',
  landmark: 'tourism',
};

/** Reads the query string; missing or odd values fall back as Nominatim's do. */
export function geocoderQuery(params: URLSearchParams): GeocoderQuery {
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  const featureType = params.get('featureType') ?? params.get('featuretype');
  return {
    q: params.get('q') ?? '',
    limit: Number.isFinite(limit) ? Math.min(Math.max(limit, 1), 40) : 10,
    polygon: params.get('polygon_geojson') === '1',
    featureType: featureType ? featureType.toLowerCase() : null,
    format: params.get('format') === 'jsonv2' ? 'jsonv2' : 'json',
  };
}

function kindsFor(featureType: string | null): ReadonlySet<PlaceKind> | null {
  if (featureType === 'city') return new Set(['city', 'town']);
  if (featureType === 'settlement') return new Set(['city', 'town', 'village', 'suburb']);
  if (featureType === 'country') return new Set(['country']);
  return null;
}

/** 0 is the best match; null is no match. */
function score(place: Place, terms: string[], whole: string): number | null {
  const names = [place.name, ...(place.aliases ?? [])].map(foldForSearch);
  if (names.includes(whole)) return 0;
  if (names.some((n) => n.startsWith(whole))) return 1;
  if (terms.every((term) => names.some((n) => n.split(/[\s-]+/).some((word) => word.startsWith(term))))) return 2;
  return null;
}

const KM_PER_DEGREE = 111.32;

function placeId(index: number): number {
  return 2_000_000 + index;
}

/** An outline of the place's area around its centre: 36 vertices, a seeded gentle wobble, closed. */
export function approximateBoundary(place: Place): number[][][] {
  const radiusKm = Math.sqrt((place.areaKm2 ?? 1) / Math.PI);
  const random = createRandom(7, `boundary:${place.name}`);
  const phases = [random.next() * Math.PI * 2, random.next() * Math.PI * 2, random.next() * Math.PI * 2];
  const ring: number[][] = [];
  const n = 36;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const wobble = 1 + 0.12 * Math.sin(2 * a + phases[0]!) + 0.08 * Math.sin(3 * a + phases[1]!) + 0.05 * Math.sin(5 * a + phases[2]!);
    const r = radiusKm * wobble;
    const lat = place.lat + (r * Math.sin(a)) / KM_PER_DEGREE;
    const lon = place.lon + (r * Math.cos(a)) / (KM_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180));
    ring.push([Math.round(lon * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5]);
  }
  ring.push([...ring[0]!]);
  return [ring];
}

function geometryOf(place: Place): Geometry {
  if (place.kind === 'country') return { type: 'MultiPolygon', coordinates: region.croatia };
  if (place.areaKm2 !== undefined) return { type: 'Polygon', coordinates: approximateBoundary(place) };
  return { type: 'Point', coordinates: [place.lon, place.lat] };
}

function boundingBox(geometry: Geometry, place: Place): [string, string, string, string] {
  const positions: number[][] =
    geometry.type === 'Polygon'
      ? geometry.coordinates.flat()
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat(2)
        : [];
  if (positions.length === 0) {
    // A point: Nominatim's box of about 200 m around it.
    const d = 0.001;
    return [place.lat - d, place.lat + d, place.lon - d, place.lon + d].map((v) => v.toFixed(7)) as [string, string, string, string];
  }
  const lons = positions.map((p) => p[0]!);
  const lats = positions.map((p) => p[1]!);
  return [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)].map((v) => v.toFixed(7)) as [
    string,
    string,
    string,
    string,
  ];
}

function toResult(place: Place, index: number, query: GeocoderQuery): GeocoderResult {
  const geometry = geometryOf(place);
  const hasArea = geometry.type !== 'Point';
  const category = CATEGORY[place.kind];
  return {
    place_id: placeId(index),
    licence: LICENCE,
    osm_type: hasArea ? 'relation' : 'node',
    osm_id: 1_000_000 + index,
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    ...(query.format === 'jsonv2' ? { category } : { class: category }),
    type: hasArea ? 'administrative' : place.kind,
    place_rank: RANK[place.kind],
    importance: IMPORTANCE[place.kind],
    addresstype: place.kind,
    name: place.name,
    display_name: [place.name, place.within, place.kind === 'country' ? '' : 'Hrvatska'].filter(Boolean).join(', '),
    boundingbox: boundingBox(geometry, place),
    ...(query.polygon ? { geojson: geometry } : {}),
  };
}

/** The places matching the query, best first (exact name, then prefix, then every word), at most `limit`. */
export function searchPlaces(query: GeocoderQuery): GeocoderResult[] {
  const folded = foldForSearch(query.q);
  // "Hrvatska" alone is the country; "Zagreb, Croatia" is Zagreb.
  const stripped = folded.replace(SUFFIX, '');
  const whole = (stripped.trim() === '' ? folded : stripped).replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (whole === '') return [];
  const terms = whole.split(' ');
  const kinds = kindsFor(query.featureType);
  return PLACES.map((place, index) => ({ place, index, score: score(place, terms, whole) }))
    .filter((m): m is { place: Place; index: number; score: number } => m.score !== null && (!kinds || kinds.has(m.place.kind)))
    .sort((a, b) => a.score - b.score || IMPORTANCE[b.place.kind] - IMPORTANCE[a.place.kind] || a.index - b.index)
    .slice(0, query.limit)
    .map(({ place, index }) => toResult(place, index, query));
}
