/**
 * Builds simulator/geo/data/boundaries.json, the simulated geocoder's real boundaries:
 * - the twenty counties and the City of Zagreb, from amCharts' geodata (croatiaHigh, under the
 *   amCharts free licence, whose LICENSE travels beside the extract as it asks). Natural Earth's
 *   admin-1, the public-domain choice, is set aside: its Croatian county lines are
 *   decades old (it puts Knin in Zadar County), see docs/decisions/real-boundaries.md;
 * - for every other city and town of the gazetteer, its outline (simulator/geo/outline.ts) cut to its real
 *   county, so it follows the real coastline and county borders, and scaled until what is left
 *   has the town's real area. No installable source has Croatia's municipal boundaries.
 * Coordinates are rounded to about 10 m. Run it again after adding a city or town to
 * simulator/geo/places.ts (a unit test says when it is due); it downloads the source from the npm registry:
 *
 *   npx tsx scripts/geo/boundaries-extract.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import area from '@turf/area';
import { featureCollection, multiPolygon, polygon } from '@turf/helpers';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import intersect from '@turf/intersect';
import union from '@turf/union';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { CITY_OF_ZAGREB, COUNTIES, countyNamed } from '../../simulator/geo/counties';
import { approximateOutline } from '../../simulator/geo/outline';
import { PLACES } from '../../simulator/geo/places';

const SOURCE = '@amcharts/amcharts5-geodata@5.1.6';

/** Croatia's counties and the package's licence, from its tarball on the npm registry. */
function readSource(): { counties: FeatureCollection<Polygon | MultiPolygon>; licence: string } {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    const tarball = execFileSync('npm', ['pack', SOURCE, '--pack-destination', dir, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir, 'package/json/croatiaHigh.json', 'package/LICENSE']);
    return {
      counties: JSON.parse(readFileSync(join(dir, 'package/json/croatiaHigh.json'), 'utf8')) as FeatureCollection<Polygon | MultiPolygon>,
      licence: readFileSync(join(dir, 'package/LICENSE'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = ([lon = 0, lat = 0]: Position): Position => [Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];

/** Rounds a ring, drops repeated positions and keeps it closed; null when nothing of it is left. */
function cleanRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const p of ring.map(round)) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  const first = out[0]!;
  const last = out[out.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) out.push([...first]);
  return out.length >= 4 ? out : null;
}

function cleanPolygons(polygons: Position[][][]): Position[][][] {
  return polygons
    .map((rings) => {
      const outer = cleanRing(rings[0]!);
      if (!outer) return null;
      return [outer, ...rings.slice(1).map(cleanRing).filter((r): r is Position[] => r !== null)];
    })
    .filter((p): p is Position[][] => p !== null);
}

const polygonsOf = (geometry: Polygon | MultiPolygon): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

const { counties: source, licence } = readSource();
const counties = new Map<string, Position[][][]>();
for (const f of source.features) {
  const code = String(f.id ?? f.properties?.id);
  counties.set(code, [...(counties.get(code) ?? []), ...polygonsOf(f.geometry)]);
}
const missing = COUNTIES.filter((c) => !counties.has(c.code));
if (missing.length > 0) throw new Error(`no boundary for ${missing.map((c) => c.name).join(', ')}`);

const countyOut = Object.fromEntries(COUNTIES.map((c) => [c.code, cleanPolygons(counties.get(c.code)!)]));

/** A 24-sided ring of `km` around a point. */
function disc(lat: number, lon: number, km: number): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    ring.push([lon + (km * Math.cos(a)) / (111.32 * Math.cos((lat * Math.PI) / 180)), lat + (km * Math.sin(a)) / 111.32]);
  }
  return [...ring, ring[0]!];
}

// Every other city and town: its outline inside its county, scaled to the town's real area.
const outlines: Record<string, Position[][][]> = {};
for (const place of PLACES) {
  if ((place.kind !== 'city' && place.kind !== 'town') || place.areaKm2 === undefined) continue;
  const county = countyNamed(place.within);
  if (!county) throw new Error(`${place.name}: no county named ${place.within}`);
  if (county.code === CITY_OF_ZAGREB) continue;
  const land = multiPolygon(countyOut[county.code]!);
  const cut = (scale: number): Feature<Polygon | MultiPolygon> | null =>
    intersect(featureCollection<Polygon | MultiPolygon>([polygon(approximateOutline(place, scale)), land]));
  const target = place.areaKm2 * 1e6;
  let [low, high] = [0.5, 4];
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    const part = cut(mid);
    if (part && area(part) >= target) high = mid;
    else low = mid;
  }
  let part = cut(high);
  if (!part) throw new Error(`${place.name}: its outline misses its county`);
  // A centre on a spit or an islet the source's coastline leaves out (Trogir, Poreč) is kept, with
  // 400 m around it, so the town's pin lies inside its boundary.
  if (!booleanPointInPolygon([place.lon, place.lat], part)) {
    part = union(featureCollection<Polygon | MultiPolygon>([part, polygon([disc(place.lat, place.lon, 0.4)])]))!;
  }
  outlines[place.name] = cleanPolygons(polygonsOf(part.geometry));
  const km2 = area(multiPolygon(outlines[place.name]!)) / 1e6;
  console.log(`${place.name}: scale ${high.toFixed(2)}, ${km2.toFixed(0)} km² of ${place.areaKm2}`);
}

const out = {
  source: `Counties and the City of Zagreb: amCharts geodata (${SOURCE}, croatiaHigh; LICENSE-amcharts-geodata beside this file). Other cities and towns: outlines of their real area around their real centres, cut to their real county.`,
  counties: countyOut,
  outlines,
};
writeFileSync('simulator/geo/data/boundaries.json', JSON.stringify(out));
writeFileSync('simulator/geo/data/LICENSE-amcharts-geodata', licence);
console.log(`${Object.keys(countyOut).length} counties, ${Object.keys(outlines).length} towns, ${JSON.stringify(out).length} bytes`);
