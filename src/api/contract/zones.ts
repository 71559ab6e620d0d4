/**
 * Parking zones, their map borders and the zone manual: operations.md §3 (Zone, Zone details,
 * zone map URL, provider zones GeoJSON) and §7. The keys §3 lists are required; the others are
 * optional, and the client derives what it needs without them (zone details' codes from the
 * borders' feature properties, a pending border change from request_id).
 */
import { z } from 'zod';
import { CHANGE_REQUEST_ACTIONS, workingPeriodWire } from './working-periods';
import { id } from './wire';

const position = z.array(z.number()).min(2);
const ring = z.array(position).min(4);
export const polygonCoordinates = z.array(ring).min(1);
export const multiPolygonGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(polygonCoordinates),
});

/** Properties of the feature that holds a zone's borders. */
export const zoneFeatureProperties = z
  .object({
    zone_code: z.string(),
    zone_name: z.string(),
    city_code: z.string(),
    fill: z.string(),
    'fill-opacity': z.number(),
  })
  .passthrough();

export const zoneFeature = z.object({
  type: z.literal('Feature'),
  properties: zoneFeatureProperties,
  geometry: multiPolygonGeometry,
});

/** The document inside zone details' polygon_data (JSON text): its first feature holds the MultiPolygon. */
export const zonePolygonDocument = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(zoneFeature).min(1),
});

export const zoneWire = z.object({
  id,
  code: z.string(),
  name: z.string(),
  /** Hex colour such as #FF0000; white (#FFFFFF) draws an empty circle; null a cross. */
  color: z.string().nullable(),
  is_active: z.boolean(),
  has_polygon_data: z.boolean(),
  has_working_periods: z.boolean(),
  working_periods: z.array(workingPeriodWire),
});

export const zoneListResponse = z.object({ zone_list: z.array(zoneWire) });

export const zoneMapUrlResponse = z.object({ zone_map_url: z.string().nullable() });

/** The provider's zones as one FeatureCollection, or an empty object when no zone has borders. */
export const zoneGeojsonResponse = z.union([
  z.object({ type: z.literal('FeatureCollection'), features: z.array(zoneFeature).min(1) }),
  z.object({}).strict(),
]);

/** Zone details: §3 lists id, name, isActive and polygon_data; the rest is optional. */
export const zoneDetailsResponse = z.object({
  id,
  /** Not a spec key here: without it the code comes from the borders' zone_code (or the zone list). */
  code: z.string().optional(),
  name: z.string(),
  is_active: z.boolean(),
  /** Not a spec key: without it the code comes from the borders' city_code. */
  city_code: z.string().optional(),
  /** JSON text of a zonePolygonDocument; null when the zone has no borders. */
  polygon_data: z.string().nullable(),
  /** A pending polygon change request of this zone, if any. Not a spec key: absent means none known. */
  request_id: z.nullable(id).optional(),
  /**
   * What the pending request does (update: new borders; delete: none). Not in the spec's wire, so
   * optional: without it a pending request reads as an update.
   */
  request_action: z.enum(CHANGE_REQUEST_ACTIONS).nullable().optional(),
  /**
   * The pending request's proposed borders (JSON text of a zonePolygonDocument; null: none), so the
   * screens can outline them over the current ones. Not in the spec's wire, so optional: without it
   * only the "waiting for approval" tag shows.
   */
  requested_polygon_data: z.string().nullable().optional(),
});

/**
 * PATCH body of a zone's borders: a FeatureCollection (or a Feature, MultiPolygon or Polygon), as an
 * object or as JSON text; null or an empty FeatureCollection removes the borders.
 */
export const zonePolygonRequest = z.object({ polygon_data: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]) });

export const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const ZONE_MANUAL_FILENAME = 'upute-za-zone.pptx';

export type ZoneWire = z.infer<typeof zoneWire>;
export type ZoneDetailsWire = z.infer<typeof zoneDetailsResponse>;
export type ZonePolygonDocument = z.infer<typeof zonePolygonDocument>;
export type ZoneFeature = z.infer<typeof zoneFeature>;
