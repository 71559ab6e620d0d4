/**
 * The map components' data, in GeoJSON order ([longitude, latitude]), so a zone's borders pass
 * from the API to the map and back without reordering.
 */

/** [longitude, latitude]. */
export type LngLat = [number, number];
/** A closed ring: the first position repeats as the last. */
export type Ring = LngLat[];
/** An outer ring, then its holes. */
export type PolygonRings = Ring[];
/** A zone's borders: one or more polygons (a GeoJSON MultiPolygon's coordinates). */
export type ZonePolygons = PolygonRings[];

/** One zone drawn on a map. */
export interface MapZone {
  id: number | string;
  name: string;
  /** '#RRGGBB'; null, missing or white draws the default polygon colour (#3388FF). */
  color?: string | null;
  polygons: ZonePolygons;
}

/**
 * Where the maps get their tiles and search results: the runtime config's `map` object as it is
 * (street and satellite tile URL templates, a Nominatim-compatible search URL, attributions).
 */
export interface MapServices {
  tileUrl: string;
  satelliteUrl: string;
  geocoderUrl: string;
  tileAttribution?: string;
  satelliteAttribution?: string;
}

export type BaseLayer = 'street' | 'satellite';

/** [latitude, longitude], as Leaflet takes a centre. */
export type LatLng = [number, number];
/** [[south, west], [north, east]], as Leaflet takes bounds. */
export type LatLngBounds = [LatLng, LatLng];

/** Map default centre and zoom (operations.md §9). */
export const DEFAULT_CENTER: LatLng = [45.79411, 15.99919];
export const DEFAULT_ZOOM = 14;
/** Drawing is limited to 30 markers (operations.md §9): per polygon, in drawing, editing and import. */
export const MAX_MARKERS = 30;

/** The GeoJSON the editor submits and downloads: the zone details' polygon_data shape (operations.md §3). */
export interface ZoneFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: { zone_code: string; zone_name: string; city_code: string; fill: string; 'fill-opacity': number };
    geometry: { type: 'MultiPolygon'; coordinates: ZonePolygons };
  }[];
}
