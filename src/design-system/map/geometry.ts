/**
 * Pure geometry of the zone maps: reading GeoJSON of any shape into polygons, the default
 * polygon, marker counts, the zone's FeatureCollection, and the checks before a submit, done by
 * @turf (self-intersection with kinks, overlap with boolean-overlap), never by hand.
 */
import { featureCollection } from '@turf/helpers';
import intersect from '@turf/intersect';
import kinks from '@turf/kinks';
import { MAX_MARKERS, type LatLng, type LatLngBounds, type LngLat, type MapZone, type PolygonRings, type Ring, type ZoneFeatureCollection, type ZonePolygons } from './types';
import { POLYGON_COLOR, POLYGON_FILL_OPACITY } from '../theme/colors';

/**
 * Why a GeoJSON text could not be read as borders; the key names the message (map namespace).
 * `notJson`: not JSON, or JSON that is no GeoJSON object. The two limits carry the limit hit
 * (the count stops there, so the file's own total is not known).
 */
export type GeoJsonProblem =
  | { kind: 'notJson' }
  | { kind: 'noPolygon' }
  | { kind: 'tooManyPolygons'; max: number }
  | { kind: 'tooManyPositions'; max: number }
  | { kind: 'badRing'; polygon: number }
  | { kind: 'tooManyMarkers'; polygon: number; markers: number };

export type ReadResult = { ok: true; polygons: ZonePolygons } | { ok: false; problem: GeoJsonProblem };

function isPosition(value: unknown): value is LngLat {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1]) &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  );
}

/** A ring closed (first position repeated last), positions cut to [lng, lat]. */
export function closeRing(ring: readonly LngLat[]): Ring {
  const positions = ring.map(([lng, lat]) => [lng, lat] as LngLat);
  const first = positions[0];
  const last = positions[positions.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) positions.push([first[0], first[1]]);
  return positions;
}

/** Distinct vertices of a polygon's rings (what the editor shows as markers). */
export function markerCount(polygon: PolygonRings): number {
  return polygon.reduce((sum, ring) => sum + Math.max(0, ring.length - 1), 0);
}

const GEOJSON_TYPES: ReadonlySet<string> = new Set([
  'FeatureCollection',
  'Feature',
  'GeometryCollection',
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
]);

function isGeoJsonObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { type } = value as { type?: unknown };
  return typeof type === 'string' && GEOJSON_TYPES.has(type);
}

/** Nesting deeper than this (collections in collections) is skipped, so no document can exhaust the stack. */
const MAX_NESTING = 16;

/**
 * Polygons of a geometry, a feature or a feature collection (other geometries are skipped),
 * collected until there are more than `max`: then the caller refuses the document without
 * walking the rest of it.
 */
function collect(value: unknown, out: unknown[][], max: number, depth = 0): void {
  if (out.length > max || depth > MAX_NESTING || typeof value !== 'object' || value === null) return;
  const object = value as { type?: unknown; coordinates?: unknown; geometry?: unknown; features?: unknown; geometries?: unknown };
  const children = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const child of list) {
      if (out.length > max) return;
      collect(child, out, max, depth + 1);
    }
  };
  switch (object.type) {
    case 'FeatureCollection':
      children(object.features);
      return;
    case 'Feature':
      collect(object.geometry, out, max, depth + 1);
      return;
    case 'GeometryCollection':
      children(object.geometries);
      return;
    case 'Polygon':
      if (Array.isArray(object.coordinates)) out.push(object.coordinates);
      return;
    case 'MultiPolygon':
      if (!Array.isArray(object.coordinates)) return;
      for (const polygon of object.coordinates) {
        if (out.length > max) return;
        if (Array.isArray(polygon)) out.push(polygon);
      }
      return;
    default:
  }
}

/**
 * True when the polygons hold more than `max` positions in all. Counted ring by ring from the
 * rings' lengths (never position by position), and it stops as soon as the count passes `max`,
 * so a ring of 400,000 positions costs one addition.
 */
function morePositionsThan(polygons: readonly unknown[][], max: number): boolean {
  let total = 0;
  for (const rings of polygons) {
    for (const ring of rings) {
      if (Array.isArray(ring)) total += ring.length;
      if (total > max) return true;
    }
  }
  return false;
}

export interface ReadLimits {
  /** Markers per polygon (default MAX_MARKERS). */
  maxMarkers?: number;
  /** Polygons in the document (default: no limit). */
  maxPolygons?: number;
  /** Positions in the document, every ring's closing position included (default: no limit). */
  maxPositions?: number;
}

/**
 * Reads borders from GeoJSON (a FeatureCollection, Feature, MultiPolygon or Polygon; an object
 * or its JSON text, as the zone details' polygon_data). Rings are closed; every ring needs at
 * least three distinct positions and a polygon at most `maxMarkers` markers (default MAX_MARKERS;
 * a searched city boundary has no limit: it is shown, not edited). The polygon and position
 * limits (an imported file's) are checked before any position is looked at, each stopping its
 * count once past its limit.
 */
export function readPolygons(input: unknown, { maxMarkers = MAX_MARKERS, maxPolygons = Infinity, maxPositions = Infinity }: ReadLimits = {}): ReadResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, problem: { kind: 'notJson' } };
    }
  }
  if (!isGeoJsonObject(value)) return { ok: false, problem: { kind: 'notJson' } };
  const raw: unknown[][] = [];
  collect(value, raw, maxPolygons);
  if (raw.length > maxPolygons) return { ok: false, problem: { kind: 'tooManyPolygons', max: maxPolygons } };
  if (raw.length === 0) return { ok: false, problem: { kind: 'noPolygon' } };
  if (morePositionsThan(raw, maxPositions)) return { ok: false, problem: { kind: 'tooManyPositions', max: maxPositions } };
  const polygons: ZonePolygons = [];
  for (const [index, rings] of raw.entries()) {
    if (rings.length === 0 || !rings.every((ring) => Array.isArray(ring) && ring.every(isPosition))) {
      return { ok: false, problem: { kind: 'badRing', polygon: index + 1 } };
    }
    const closed = (rings as LngLat[][]).map(closeRing);
    if (closed.some((ring) => ring.length < 4)) return { ok: false, problem: { kind: 'badRing', polygon: index + 1 } };
    const markers = markerCount(closed);
    if (markers > maxMarkers) return { ok: false, problem: { kind: 'tooManyMarkers', polygon: index + 1, markers } };
    polygons.push(closed);
  }
  return { ok: true, polygons };
}

/** The polygon a zone without borders starts from: a square of about 300 m around the centre. */
export function defaultPolygon([lat, lng]: LatLng): PolygonRings {
  const dLat = 0.00135;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return [
    [
      [r(lng - dLng), r(lat - dLat)],
      [r(lng + dLng), r(lat - dLat)],
      [r(lng + dLng), r(lat + dLat)],
      [r(lng - dLng), r(lat + dLat)],
      [r(lng - dLng), r(lat - dLat)],
    ],
  ];
}

/** The polygon's fill colour: the zone's colour unless it is missing or white, else the default. */
export function zoneColor(color: string | null | undefined): string {
  if (!color || /^#?f{3}(f{3})?$/i.test(color.trim())) return POLYGON_COLOR;
  return color;
}

export interface ZoneIdentity {
  cityCode: string;
  zoneCode: string;
  zoneName: string;
  color?: string | null;
}

/** The zone's borders as the API stores them: one feature holding the MultiPolygon, with the zone's properties. */
export function toFeatureCollection(polygons: ZonePolygons, zone: ZoneIdentity): ZoneFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          zone_code: zone.zoneCode,
          zone_name: zone.zoneName,
          city_code: zone.cityCode,
          fill: zoneColor(zone.color),
          'fill-opacity': POLYGON_FILL_OPACITY,
        },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      },
    ],
  };
}

/** A problem worth a second look before the borders are submitted. */
export type PolygonWarning =
  | { kind: 'selfIntersection'; polygon: number; points: LngLat[] }
  | { kind: 'overlap'; polygon: number; zone: string };

function polygonFeature(rings: PolygonRings) {
  return { type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon' as const, coordinates: rings } };
}

/**
 * Warnings for the borders about to be submitted (1-based polygon numbers): a ring that crosses
 * itself (@turf/kinks, with the crossing points), and a polygon sharing area with a polygon of
 * another of the provider's zones (@turf/intersect): a partial overlap, one inside the other, or the
 * same shape twice; borders that only touch do not count.
 */
export function polygonWarnings(polygons: ZonePolygons, otherZones: readonly MapZone[]): PolygonWarning[] {
  const warnings: PolygonWarning[] = [];
  polygons.forEach((rings, i) => {
    let crossings: LngLat[] = [];
    try {
      crossings = kinks(polygonFeature(rings)).features.map((f) => f.geometry.coordinates as LngLat);
    } catch {
      // A shape @turf cannot take (degenerate rings) gets no crossing markers rather than breaking the editor.
    }
    if (crossings.length) warnings.push({ kind: 'selfIntersection', polygon: i + 1, points: crossings });
  });
  polygons.forEach((rings, i) => {
    for (const zone of otherZones) {
      const overlapping = zone.polygons.some((other) => {
        try {
          return intersect(featureCollection([polygonFeature(rings), polygonFeature(other)])) !== null;
        } catch {
          // A degenerate shape (a ring crossing itself) cannot be compared; kinks already warn about it.
          return false;
        }
      });
      if (overlapping) warnings.push({ kind: 'overlap', polygon: i + 1, zone: zone.name });
    }
  });
  return warnings;
}

/** Positions rounded to about 1 cm, so edits through screen pixels do not carry float noise. */
export function roundPosition([lng, lat]: LngLat): LngLat {
  return [Math.round(lng * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
}

/** True when two sets of borders are the same. */
export function samePolygons(a: ZonePolygons, b: ZonePolygons): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The bounding box of every position given, as [[south, west], [north, east]]; null for none.
 * A loop: spreading a large boundary's positions into Math.min and Math.max as arguments
 * overflows the call stack.
 */
export function positionBounds(...sets: readonly ZonePolygons[]): LatLngBounds | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const polygons of sets) {
    for (const rings of polygons) {
      for (const ring of rings) {
        for (const [lng, lat] of ring) {
          if (lat < south) south = lat;
          if (lat > north) north = lat;
          if (lng < west) west = lng;
          if (lng > east) east = lng;
        }
      }
    }
  }
  return south <= north && west <= east ? [[south, west], [north, east]] : null;
}
