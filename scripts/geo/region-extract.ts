/**
 * Builds simulator/geo/data/region.json, the offline base map's real geography, from Natural
 * Earth (the world-atlas package, public domain): the land (coastline and islands) and the
 * country borders of Croatia and its neighbours, cut to the region the simulator serves and
 * rounded to about 10 m. Run it again only to change the region or the source:
 *
 *   npx tsx scripts/geo/region-extract.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Geometry, MultiLineString, Position } from 'geojson';
import { REGION_BBOX } from '../../simulator/geo/region';

const topology = JSON.parse(readFileSync('node_modules/world-atlas/countries-10m.json', 'utf8')) as Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;

const [west, south, east, north] = REGION_BBOX;
const round = ([lon = 0, lat = 0]: Position): Position => [Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
const touches = (ring: Position[]) =>
  ring.some(([lon, lat]) => lon! >= west && lon! <= east && lat! >= south && lat! <= north);

/** Sutherland–Hodgman: the part of a ring inside the region's rectangle (closed, or empty). */
function clipRing(ring: Position[]): Position[] {
  type Edge = { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position };
  const at = (a: Position, b: Position, t: number): Position => [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t];
  const edges: Edge[] = [
    { inside: (p) => p[0]! >= west, cut: (a, b) => at(a, b, (west - a[0]!) / (b[0]! - a[0]!)) },
    { inside: (p) => p[0]! <= east, cut: (a, b) => at(a, b, (east - a[0]!) / (b[0]! - a[0]!)) },
    { inside: (p) => p[1]! >= south, cut: (a, b) => at(a, b, (south - a[1]!) / (b[1]! - a[1]!)) },
    { inside: (p) => p[1]! <= north, cut: (a, b) => at(a, b, (north - a[1]!) / (b[1]! - a[1]!)) },
  ];
  let points = ring.slice(0, -1);
  for (const edge of edges) {
    const input = points;
    points = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cut(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) points.push(edge.cut(previous, current));
    });
    if (points.length === 0) return [];
  }
  return [...points, points[0]!];
}

/** The runs of a line inside the region (a border leaving and re-entering it gives two runs). */
function clipLine(line: Position[]): Position[][] {
  const inside = ([lon, lat]: Position) => lon! >= west && lon! <= east && lat! >= south && lat! <= north;
  const runs: Position[][] = [];
  let run: Position[] = [];
  for (const p of line) {
    if (inside(p)) run.push(p);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs.filter((r) => r.length >= 2);
}

/** Drops repeated positions after rounding; keeps the ring closed. */
function clean(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const p of ring.map(round)) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

function polygonsOf(geometry: Geometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

const land = feature(topology, topology.objects.land);
const landFeatures = land.features;
const landPolygons = landFeatures
  .flatMap((f) => polygonsOf(f.geometry))
  .filter((polygon) => touches(polygon[0]!))
  .map((polygon) => polygon.map((ring) => clean(clipRing(ring))).filter((ring) => ring.length >= 4))
  .filter((polygon) => polygon.length > 0);

const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString;
const borderLines = borders.coordinates.flatMap(clipLine).map(clean);

const countries = feature(topology, topology.objects.countries);
const croatia = countries.features.find((f) => f.properties.name === 'Croatia');
if (!croatia) throw new Error('Croatia is missing from world-atlas');

const out = {
  source: 'Natural Earth 1:10m via world-atlas 2.0.2 (public domain)',
  bbox: REGION_BBOX,
  land: landPolygons,
  borders: borderLines,
  croatia: polygonsOf(croatia.geometry).map((polygon) => polygon.map(clean)),
};
writeFileSync('simulator/geo/data/region.json', JSON.stringify(out));
console.log(`land ${landPolygons.length} polygons, borders ${borderLines.length} lines, ${JSON.stringify(out).length} bytes`);
