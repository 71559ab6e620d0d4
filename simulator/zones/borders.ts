/**
 * A zone's borders as the API gives them (operations.md §3, §9): the approved ones (an approved
 * change replaces the seeded ones) as polygon_data JSON text, a FeatureCollection of one MultiPolygon
 * feature with the zone's names and colour.
 */
import type { ZoneFeature } from '../../src/api/contract/zones';
import type { DomainContext } from '../core/context';
import type { Zone } from '../core/city';
import { CITY_CODE, type MultiPolygonCoordinates } from './source';

/** Default polygon colour and fill opacity (operations.md §9). */
export const DEFAULT_FILL = '#3388FF';
export const DEFAULT_FILL_OPACITY = 0.2;

/** The approved borders of a zone: an approved change replaces the seeded ones. */
export function approvedCoordinates(ctx: DomainContext, zone: Zone): MultiPolygonCoordinates | null {
  const override = ctx.db.zonePolygons.findFirst((q) => q.where({ zone_id: zone.id }));
  if (!override) return zone.geometry.coordinates;
  if (override.polygon_data === null) return null;
  return (JSON.parse(override.polygon_data) as { features: ZoneFeature[] }).features[0]?.geometry.coordinates ?? null;
}

export function feature(zone: Zone, coordinates: MultiPolygonCoordinates): ZoneFeature {
  return {
    type: 'Feature',
    properties: {
      zone_code: zone.code,
      zone_name: zone.name,
      city_code: CITY_CODE,
      fill: zone.color && zone.color.toUpperCase() !== '#FFFFFF' ? zone.color : DEFAULT_FILL,
      'fill-opacity': DEFAULT_FILL_OPACITY,
    },
    geometry: { type: 'MultiPolygon', coordinates },
  };
}

export function polygonText(zone: Zone, coordinates: MultiPolygonCoordinates | null): string | null {
  return coordinates ? JSON.stringify({ type: 'FeatureCollection', features: [feature(zone, coordinates)] }) : null;
}

/** A zone's approved borders as polygon_data text (null: none). */
export function approvedPolygonText(ctx: DomainContext, zone: Zone): string | null {
  return polygonText(zone, approvedCoordinates(ctx, zone));
}
