/**
 * Parking zones (operations.md §3, §7): the zone list with working periods, the map URL, the
 * provider's GeoJSON, zone details with polygon_data as JSON text, polygon change requests, and
 * the zone manual.
 */
import { ZONE_MANUAL_FILENAME, type ZoneDetailsWire, type ZoneWire } from '../../src/api/contract/zones';
import type { Permission } from '../../src/api/contract/permissions';
import { CONTROL_BASE, simulatorScopes } from '../core/base';
import { WORKING_PERIOD_FORMS, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { NotFoundError, ValidationError } from '../core/errors';
import { asBody, fieldError } from '../core/drf-validation';
import { buildPptx, ZONE_MANUAL_SLIDES } from './pptx';
import { REQUIRED } from '../core/validation';
import { periodsOf, type ChangeAnswer } from './working-periods';
import { approvedCoordinates, feature, polygonText } from './borders';
import { CITY_CODE, findZone, providerZones, type MultiPolygonCoordinates } from './source';
import type { Zone } from '../core/city';
import { authorize } from './change-requests/authorize';
import { requestWire } from './change-requests/wire';
import { pendingPolygon, proposePolygon } from './change-requests/workflow';

/** The stand-in map page's path: simulator/core/static/zone-map.html, served beside the app wherever the simulator runs. */
export const ZONE_MAP_PAGE = `${CONTROL_BASE}/zone-map.html`;

export const INVALID_GEOJSON = 'Invalid GeoJSON: expected a FeatureCollection, Feature, MultiPolygon or Polygon.';
export const INVALID_RING = 'Invalid GeoJSON: every ring needs at least 4 positions [lon, lat] and must be closed.';

function providerScope(ctx: DomainContext, session: Session, providerId: number, zoneId: number | null = null, alsoRead: readonly Permission[] = []) {
  const scope = { area: 'parking' as const, ownerId: providerId, zoneId };
  authorize(ctx, session, scope, 'read', alsoRead);
  return scope;
}

/** The zones with their periods; the working-period forms load it to choose zones, so their permissions read it too. */
export function listZones(ctx: DomainContext, session: Session, providerId: number): ZoneWire[] {
  providerScope(ctx, session, providerId, null, WORKING_PERIOD_FORMS);
  if (ctx.flags.emptyLists) return [];
  return providerZones(ctx, providerId).map((zone) => {
    const periods = periodsOf(ctx, { area: 'parking', ownerId: providerId, zoneId: zone.id });
    return {
      id: zone.id,
      code: zone.code,
      name: zone.name,
      color: zone.color,
      is_active: zone.is_active,
      has_polygon_data: approvedCoordinates(ctx, zone) !== null,
      has_working_periods: periods.some((p) => p.id !== null),
      working_periods: periods,
    };
  });
}

/**
 * The embeddable zone map; some providers have none (null). The simulator's own page stands in
 * for the operator's map site: ZONE_MAP_PAGE on the simulator's origin, which draws the provider's
 * map with the simulator (zone-map.ts). An absolute URL, as an embed snippet needs: the bound
 * origin, or, where the simulator answers on any origin (its HTTP server), the one it was asked on.
 */
export function zoneMapUrl(ctx: DomainContext, session: Session, providerId: number, requestOrigin: string): string | null {
  providerScope(ctx, session, providerId);
  return providerId % 3 === 0 ? null : `${simulatorScopes().control.origin ?? requestOrigin}${ZONE_MAP_PAGE}?provider=${providerId}`;
}

/** Every zone with borders as one FeatureCollection; {} when none has any. */
export function providerGeojson(ctx: DomainContext, session: Session, providerId: number) {
  providerScope(ctx, session, providerId);
  const features = ctx.flags.emptyLists
    ? []
    : providerZones(ctx, providerId).flatMap((zone) => {
        const coordinates = approvedCoordinates(ctx, zone);
        return coordinates ? [feature(zone, coordinates)] : [];
      });
  const empty: Record<string, never> = {};
  return features.length ? { type: 'FeatureCollection' as const, features } : empty;
}

function zoneOf(ctx: DomainContext, providerId: number, zoneId: number): Zone {
  const zone = findZone(ctx, zoneId);
  if (!zone || zone.provider_id !== providerId) throw new NotFoundError('Not found.');
  return zone;
}

export function zoneDetails(ctx: DomainContext, session: Session, providerId: number, zoneId: number): ZoneDetailsWire {
  providerScope(ctx, session, providerId, zoneId);
  const zone = zoneOf(ctx, providerId, zoneId);
  const pending = pendingPolygon(ctx, zone.id);
  return {
    id: zone.id,
    code: zone.code,
    name: zone.name,
    is_active: zone.is_active,
    city_code: CITY_CODE,
    polygon_data: polygonText(zone, approvedCoordinates(ctx, zone)),
    request_id: pending?.id ?? null,
    request_action: pending ? pending.action : null,
    requested_polygon_data: pending ? pending.polygon_data : null,
  };
}

function isPosition(value: unknown): boolean {
  return Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

function isRing(value: unknown): value is number[][] {
  if (!Array.isArray(value) || value.length < 4 || !value.every(isPosition)) return false;
  const first = value[0] as number[];
  const last = value[value.length - 1] as number[];
  return first[0] === last[0] && first[1] === last[1];
}

/** Reads a polygon body into MultiPolygon coordinates; null (or no polygon at all) removes the borders. */
export function readPolygon(raw: unknown): MultiPolygonCoordinates | null {
  const body = asBody(raw);
  if (!('polygon_data' in body)) throw new ValidationError({ polygon_data: [REQUIRED] });
  let value: unknown = body.polygon_data;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw fieldError('polygon_data', 'Value must be valid JSON.');
    }
  }
  if (value === null) return null;
  const geometries: unknown[] = [];
  const doc = asBody(value);
  if (doc.type === 'FeatureCollection' && Array.isArray(doc.features)) {
    for (const f of doc.features) geometries.push(asBody(f).geometry);
  } else if (doc.type === 'Feature') geometries.push(doc.geometry);
  else geometries.push(doc);
  const polygons: number[][][][] = [];
  for (const geometry of geometries) {
    const g = asBody(geometry);
    const parts = g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : undefined;
    if (!Array.isArray(parts)) throw fieldError('polygon_data', INVALID_GEOJSON);
    for (const polygon of parts) {
      if (!Array.isArray(polygon) || polygon.length === 0 || !polygon.every(isRing)) throw fieldError('polygon_data', INVALID_RING);
      polygons.push(polygon as number[][][]);
    }
  }
  return polygons.length ? polygons : null;
}

/**
 * PATCH of a zone's polygon_data: a pending polygon request (or a change of the pending one; the
 * approved borders again withdraw it).
 */
export async function changeZonePolygons(
  ctx: DomainContext,
  session: Session,
  providerId: number,
  zoneId: number,
  body: unknown,
): Promise<ChangeAnswer> {
  const scope = { area: 'parking' as const, ownerId: providerId, zoneId };
  authorize(ctx, session, scope, 'change');
  const zone = zoneOf(ctx, providerId, zoneId);
  const approved = polygonText(zone, approvedCoordinates(ctx, zone));
  const result = await proposePolygon(ctx, session, scope, polygonText(zone, readPolygon(body)), approved);
  return { body: requestWire(result.request), status: result.created ? 201 : 200 };
}

export interface ZoneManualFile {
  filename: string;
  bytes: Uint8Array;
}

export function zoneManual(): ZoneManualFile {
  return { filename: ZONE_MANUAL_FILENAME, bytes: buildPptx(ZONE_MANUAL_SLIDES) };
}
