/**
 * Story data for the maps: zones in central Zagreb (real streets' whereabouts, made-up borders),
 * and the simulator's offline map services (the same URLs the runtime config's defaults name),
 * so every map story runs offline against the simulator's own tiles and geocoder.
 */
import type { MapServices, MapZone, PolygonRings } from '../design-system/map/types';

export const STORY_SERVICES: MapServices = {
  tileUrl: '/__simulator/geo/tiles/street/{z}/{x}/{y}.svg',
  satelliteUrl: '/__simulator/geo/tiles/satellite/{z}/{x}/{y}.svg',
  geocoderUrl: '/__simulator/geo/search',
  tileAttribution: 'Simulator · Natural Earth',
  satelliteAttribution: 'Simulator · Natural Earth',
};

/** A closed ring through the given [lng, lat] corners. */
export function ring(...corners: [number, number][]): PolygonRings {
  return [[...corners, corners[0]!]];
}

export const CENTAR: PolygonRings = ring([15.9725, 45.8105], [15.9785, 45.8102], [15.9792, 45.8135], [15.9742, 45.8142]);
export const CENTAR_EAST: PolygonRings = ring([15.9815, 45.8098], [15.9858, 45.8099], [15.9855, 45.8128], [15.9818, 45.8126]);
export const DONJI_GRAD: PolygonRings = ring([15.9700, 45.8040], [15.9790, 45.8038], [15.9795, 45.8085], [15.9705, 45.8088]);
export const GORNJI_GRAD: PolygonRings = ring([15.9700, 45.8155], [15.9768, 45.8150], [15.9772, 45.8185], [15.9712, 45.8190]);
export const MAKSIMIR: PolygonRings = ring([15.9880, 45.8140], [15.9950, 45.8138], [15.9955, 45.8175], [15.9885, 45.8178]);

/** A ring that crosses itself (a bow tie). */
export const BOW_TIE: PolygonRings = ring([15.9725, 45.8105], [15.9792, 45.8135], [15.9785, 45.8102], [15.9742, 45.8142]);
/** A polygon reaching into Donji grad. */
export const INTO_DONJI_GRAD: PolygonRings = ring([15.9725, 45.8070], [15.9785, 45.8068], [15.9792, 45.8135], [15.9742, 45.8142]);

export const ZONES: MapZone[] = [
  { id: 1, name: 'Centar', color: '#E53935', polygons: [CENTAR, CENTAR_EAST] },
  { id: 2, name: 'Donji grad', color: '#FFFFFF', polygons: [DONJI_GRAD] },
  { id: 3, name: 'Gornji grad', color: null, polygons: [GORNJI_GRAD] },
  { id: 4, name: 'Maksimir', color: '#43A047', polygons: [MAKSIMIR] },
];

/** The provider's zones other than Centar, as the editor's context. */
export const OTHER_ZONES: MapZone[] = ZONES.filter((z) => z.id !== 1);
