/**
 * The simulated geocoder (the shape of Nominatim's /search, which the production config points
 * at): place search over the gazetteer (places.ts) and the city-boundary search, answered
 * offline. Queries arrive suffixed with "Croatia" (operations.md §2); the suffix (or "Hrvatska")
 * is dropped before matching, every other word must occur in the place's name or one of its
 * aliases, accents and case folded.
 *
 * Boundaries (geo/data/boundaries.json, loaded on the first search): the country's outline
 * (Natural Earth) and the twenty counties' and the City of Zagreb's, Zagreb's being the city's
 * own, are real; another city's or town's is an outline of its real area around its real centre,
 * cut to its real county and coastline, since no installable source has Croatia's municipal
 * boundaries (docs/simulator.md).
 */
import type { Geometry } from 'geojson';
import region from './data/region.json';
import { CITY_OF_ZAGREB, COUNTIES, countyNamed } from './counties';
import { PLACES, type Place, type PlaceKind } from './places';
import { foldForSearch } from '../core/text';

/** What boundaries.json holds: polygons (GeoJSON MultiPolygon coordinates) by county code and by town name. */
export interface Boundaries {
  counties: Record<string, number[][][][]>;
  outlines: Record<string, number[][][][]>;
}

let boundaries: Promise<Boundaries> | null = null;

/** The boundaries, read once (they are kept out of the simulator's first load). */
export function loadBoundaries(): Promise<Boundaries> {
  boundaries ??= import('./data/boundaries.json').then((m) => (m.default ?? m) as Boundaries);
  return boundaries;
}

export interface GeocoderQuery {
  q: string;
  limit: number;
  /** polygon_geojson=1: every result carries its geometry. */
  polygon: boolean;
  /** featureType (Nominatim): 'city' (cities and towns), 'settlement', 'country'; null: any. */
  featureType: string | null;
  /** format=json names the category `class`; jsonv2 names it `category`. */
  format: 'json' | 'jsonv2';
  /** accept-language: English names where a place has one (the counties, the country), else Croatian. */
  language: 'hr' | 'en';
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

const LICENCE =
  'Simulated geocoder: places from the portal simulator; the country outline from Natural Earth (public domain); county and City of Zagreb boundaries from amCharts geodata.';
const SUFFIX = /[\s,]*(croatia|hrvatska)\s*$/;

const RANK: Record<PlaceKind, number> = {
  country: 4,
  county: 12,
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
  county: 0.7,
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
  county: 'boundary',
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
    language: /^en\b/i.test((params.get('accept-language') ?? '').trim()) ? 'en' : 'hr',
  };
}

function kindsFor(featureType: string | null): ReadonlySet<PlaceKind> | null {
  if (featureType === 'city') return new Set(['city', 'town']);
  // Nominatim's settlement spans ranks 8 to 20, counties (12) included.
  if (featureType === 'settlement') return new Set(['county', 'city', 'town', 'village', 'suburb']);
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

function placeId(index: number): number {
  return 2_000_000 + index;
}

/** The counties, searchable by their Croatian and English names; the City of Zagreb is Zagreb itself. */
const COUNTY_PLACES: readonly Place[] = COUNTIES.filter((c) => c.code !== CITY_OF_ZAGREB).map((c) => ({
  name: c.name,
  kind: 'county',
  lat: c.seat[0],
  lon: c.seat[1],
  within: '',
  aliases: [c.english, c.name.replace(/ županija$/, '')],
}));

const ALL_PLACES: readonly Place[] = [...PLACES, ...COUNTY_PLACES];

function geometryOf(place: Place, data: Boundaries): Geometry {
  if (place.kind === 'country') return { type: 'MultiPolygon', coordinates: region.croatia };
  const county = place.kind === 'county' ? countyNamed(place.name) : place.name === 'Zagreb' ? countyNamed('Grad Zagreb') : undefined;
  const polygons = county ? data.counties[county.code] : data.outlines[place.name];
  if (polygons) return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
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

/** A place's name in the language asked for: the counties and the country have English names. */
function nameIn(place: Place, language: 'hr' | 'en'): string {
  if (language === 'hr') return place.name;
  if (place.kind === 'country') return 'Croatia';
  if (place.kind === 'county') return countyNamed(place.name)?.english ?? place.name;
  return place.name;
}

/** Nominatim's address line: the place, its county (or city) and the country. */
function displayName(place: Place, language: 'hr' | 'en'): string {
  const within = language === 'en' ? (countyNamed(place.within)?.english ?? place.within) : place.within;
  // Places inside Zagreb name the city, not the county.
  const parent = place.within === 'Zagreb' ? 'Zagreb' : within;
  const country = place.kind === 'country' ? '' : language === 'en' ? 'Croatia' : 'Hrvatska';
  return [nameIn(place, language), parent, country].filter(Boolean).join(', ');
}

function toResult(place: Place, index: number, query: GeocoderQuery, data: Boundaries): GeocoderResult {
  const geometry = geometryOf(place, data);
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
    name: nameIn(place, query.language),
    display_name: displayName(place, query.language),
    boundingbox: boundingBox(geometry, place),
    ...(query.polygon ? { geojson: geometry } : {}),
  };
}

/** The places matching the query, best first (exact name, then prefix, then every word), at most `limit`. */
export function searchPlaces(query: GeocoderQuery, data: Boundaries): GeocoderResult[] {
  const folded = foldForSearch(query.q);
  // "Hrvatska" alone is the country; "Zagreb, Croatia" is Zagreb.
  const stripped = folded.replace(SUFFIX, '');
  const whole = (stripped.trim() === '' ? folded : stripped).replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (whole === '') return [];
  const terms = whole.split(' ');
  const kinds = kindsFor(query.featureType);
  return ALL_PLACES.map((place, index) => ({ place, index, score: score(place, terms, whole) }))
    .filter((m): m is { place: Place; index: number; score: number } => m.score !== null && (!kinds || kinds.has(m.place.kind)))
    .sort((a, b) => a.score - b.score || IMPORTANCE[b.place.kind] - IMPORTANCE[a.place.kind] || a.index - b.index)
    .slice(0, query.limit)
    .map(({ place, index }) => toResult(place, index, query, data));
}
