import area from '@turf/area';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { featureCollection, multiPolygon, polygon } from '@turf/helpers';
import intersect from '@turf/intersect';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { loadBoundaries } from './gazetteer';
import { CITY_OF_ZAGREB, COUNTIES } from './counties';
import { approximateOutline } from './outline';
import { PLACES } from './places';
import { tileAddress, tileBounds } from './tiles';
import region from './data/region.json';
import { personaToken } from '../core/control/personas';
import { call, callJson, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

interface Result {
  name: string;
  display_name: string;
  lat: string;
  lon: string;
  boundingbox: string[];
  category?: string;
  class?: string;
  geojson?: Polygon | MultiPolygon | { type: 'Point'; coordinates: number[] };
}

/** A result's area as a turf feature (throws on a point). */
function areaFeature(result: Result): Feature<Polygon | MultiPolygon> {
  const geometry = result.geojson!;
  if (geometry.type === 'Polygon') return polygon(geometry.coordinates);
  if (geometry.type === 'MultiPolygon') return multiPolygon(geometry.coordinates);
  throw new Error(`${result.name} has no area`);
}

const km2 = (feature: Parameters<typeof area>[0]) => area(feature) / 1e6;

async function search(query: string): Promise<Result[]> {
  const response = await call(`/__simulator/geo/search?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Result[];
}

/** The tile holding a point at a zoom (slippy map numbering). */
function tileOf(lat: number, lon: number, z: number) {
  const n = 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n) };
}

describe('geocoder', () => {
  it('finds real places with the "Croatia" suffix, accents folded, best match first', async () => {
    const results = await search(new URLSearchParams({ q: 'cakovec Croatia', format: 'json' }).toString());
    expect(results[0]).toMatchObject({ name: 'Čakovec', display_name: 'Čakovec, Međimurska županija, Hrvatska', class: 'place' });
    expect(Number(results[0]!.lat)).toBeCloseTo(46.3844, 3);
    const squares = await search(new URLSearchParams({ q: 'Zrinjevac, Croatia', format: 'jsonv2' }).toString());
    expect(squares.map((r) => r.name)).toEqual(['Trg Nikole Šubića Zrinskog']);
    expect(squares[0]!.category).toBe('place');
    expect(await search(new URLSearchParams({ q: 'Atlantis Croatia' }).toString())).toEqual([]);
    expect((await search(new URLSearchParams({ q: 'Croatia' }).toString())).map((r) => r.name)).toEqual(['Hrvatska']);
  });

  it('limits the results and ranks the city before places named after it', async () => {
    const all = await search(new URLSearchParams({ q: 'Zagreb Croatia' }).toString());
    expect(all[0]!.name).toBe('Zagreb');
    expect(all.length).toBeGreaterThan(2);
    expect(await search(new URLSearchParams({ q: 'Zagreb Croatia', limit: '1' }).toString())).toHaveLength(1);
  });

  it('answers the city-boundary search with polygon GeoJSON around the real centre', async () => {
    const [zagreb, ...rest] = await search(
      new URLSearchParams({ q: 'Zagreb Croatia', polygon_geojson: '1', featureType: 'city', format: 'json' }).toString(),
    );
    expect(rest.map((r) => r.name)).not.toContain('Arena Zagreb');
    expect(zagreb!.geojson?.type).toBe('Polygon');
    const [south, north, west, east] = zagreb!.boundingbox.map(Number);
    expect(south! < 45.8131 && north! > 45.8131 && west! < 15.9775 && east! > 15.9775).toBe(true);
    const country = await search(new URLSearchParams({ q: 'Hrvatska', polygon_geojson: '1', featureType: 'country' }).toString());
    expect(country[0]!.geojson?.type).toBe('MultiPolygon');
  });

  it('gives Zagreb the City of Zagreb’s real boundary: its districts inside, the neighbouring towns outside', async () => {
    const [zagreb] = await search(new URLSearchParams({ q: 'Zagreb Croatia', polygon_geojson: '1', featureType: 'city' }).toString());
    const city = areaFeature(zagreb!);
    // The City of Zagreb covers 641 km²; the source's generalized line gives a few per cent more.
    expect(km2(city)).toBeGreaterThan(600);
    expect(km2(city)).toBeLessThan(720);
    for (const name of ['Trg bana Josipa Jelačića', 'Jarun', 'Park Maksimir', 'Sesvete', 'Novi Zagreb']) {
      const place = PLACES.find((p) => p.name === name)!;
      expect(booleanPointInPolygon([place.lon, place.lat], city), name).toBe(true);
    }
    for (const name of ['Velika Gorica', 'Samobor', 'Zaprešić', 'Dugo Selo', 'Zračna luka Zagreb']) {
      const place = PLACES.find((p) => p.name === name)!;
      expect(booleanPointInPolygon([place.lon, place.lat], city), name).toBe(false);
    }
    // It is the administrative line: Zagreb County wraps around it, sharing its border, overlapping nothing.
    const data = await loadBoundaries();
    expect(zagreb!.geojson).toEqual({ type: 'Polygon', coordinates: data.counties[CITY_OF_ZAGREB]![0] });
    const county = multiPolygon(data.counties['HR-01']!);
    const overlap = intersect(featureCollection<Polygon | MultiPolygon>([city, county]));
    expect(overlap ? km2(overlap) : 0).toBeLessThan(1);
    const countyVertices = new Set(data.counties['HR-01']!.flat(2).map((p) => p.join()));
    const shared = data.counties[CITY_OF_ZAGREB]!.flat(2).filter((p) => countyVertices.has(p.join()));
    expect(shared.length).toBeGreaterThan(10);
  });

  it('finds the counties by their Croatian and English names, with their real boundaries', async () => {
    const [istria] = await search(new URLSearchParams({ q: 'Istria County, Croatia', polygon_geojson: '1' }).toString());
    expect(istria).toMatchObject({ name: 'Istarska županija', display_name: 'Istarska županija, Hrvatska' });
    // Istria County covers 2,813 km² of land.
    expect(Math.abs(km2(areaFeature(istria!)) / 2813 - 1)).toBeLessThan(0.05);
    const pula = PLACES.find((p) => p.name === 'Pula')!;
    expect(booleanPointInPolygon([pula.lon, pula.lat], areaFeature(istria!))).toBe(true);
    // Šibenik-Knin County holds Knin, which older public-domain county lines put in Zadar County.
    const [sibenik] = await search(new URLSearchParams({ q: 'sibensko-kninska zupanija', polygon_geojson: '1' }).toString());
    expect(booleanPointInPolygon([16.1966, 44.0406], areaFeature(sibenik!))).toBe(true);
    // A city-boundary search offers cities and towns, not counties; a settlement search counts them.
    const cities = await search(new URLSearchParams({ q: 'Splitsko Croatia', featureType: 'city' }).toString());
    expect(cities.map((r) => r.name)).not.toContain('Splitsko-dalmatinska županija');
    const settlements = await search(new URLSearchParams({ q: 'Splitsko Croatia', featureType: 'settlement' }).toString());
    expect(settlements.map((r) => r.name)).toContain('Splitsko-dalmatinska županija');
  });

  it('answers in English when asked: the counties and the country have English names', async () => {
    const [split] = await search(new URLSearchParams({ q: 'Split Croatia', 'accept-language': 'en' }).toString());
    expect(split!.display_name).toBe('Split, Split-Dalmatia County, Croatia');
    const [county] = await search(new URLSearchParams({ q: 'Istarska županija', 'accept-language': 'en-GB,en;q=0.9' }).toString());
    expect(county).toMatchObject({ name: 'Istria County', display_name: 'Istria County, Croatia' });
    const [square] = await search(new URLSearchParams({ q: 'Zrinjevac', 'accept-language': 'en' }).toString());
    expect(square!.display_name).toBe('Trg Nikole Šubića Zrinskog, Zagreb, Croatia');
    expect((await search(new URLSearchParams({ q: 'Hrvatska', 'accept-language': 'en' }).toString()))[0]!.name).toBe('Croatia');
    // Croatian is the default, and what "hr" asks for.
    const [hr] = await search(new URLSearchParams({ q: 'Split Croatia', 'accept-language': 'hr' }).toString());
    expect(hr!.display_name).toBe('Split, Splitsko-dalmatinska županija, Hrvatska');
  });

  it('keeps a town’s outline to its real county and coastline, at the town’s real area', async () => {
    const [split] = await search(new URLSearchParams({ q: 'Split Croatia', polygon_geojson: '1', featureType: 'city' }).toString());
    const [county] = await search(new URLSearchParams({ q: 'Split-Dalmatia County', polygon_geojson: '1' }).toString());
    const outline = areaFeature(split!);
    expect(Math.abs(km2(outline) / 79 - 1)).toBeLessThan(0.03);
    const inside = intersect(featureCollection<Polygon | MultiPolygon>([outline, areaFeature(county!)]));
    expect(km2(inside!) / km2(outline)).toBeGreaterThan(0.99);
    // The plain outline around Split's centre reaches into the sea; the served one does not.
    const plain = polygon(approximateOutline(PLACES.find((p) => p.name === 'Split')!));
    expect(km2(intersect(featureCollection<Polygon | MultiPolygon>([plain, areaFeature(county!)]))!) / km2(plain)).toBeLessThan(0.9);
  });

  it('has a boundary for every city and town of the gazetteer and every county, at their real areas', async () => {
    const data = await loadBoundaries();
    const towns = PLACES.filter((p) => (p.kind === 'city' || p.kind === 'town') && p.name !== 'Zagreb');
    expect(Object.keys(data.outlines).sort()).toEqual(towns.map((p) => p.name).sort());
    for (const town of towns) {
      const outline = multiPolygon(data.outlines[town.name]!);
      expect(Math.abs(km2(outline) / town.areaKm2! - 1), town.name).toBeLessThan(0.03);
      // The town's pin lies inside its boundary, even where the coastline leaves its old town out.
      expect(booleanPointInPolygon([town.lon, town.lat], outline), town.name).toBe(true);
    }
    expect(Object.keys(data.counties).sort()).toEqual(COUNTIES.map((c) => c.code).sort());
    const total = COUNTIES.reduce((sum, c) => sum + km2(multiPolygon(data.counties[c.code]!)), 0);
    // Croatia's land: 56,594 km².
    expect(Math.abs(total / 56594 - 1)).toBeLessThan(0.02);
    expect(data.counties[CITY_OF_ZAGREB]).toBeDefined();
  });
});

describe('tiles', () => {
  it('serves the two layers as distinct SVG tiles for the same place', async () => {
    const { z, x, y } = tileOf(45.8131, 15.9775, 14);
    const street = await call(`/__simulator/geo/tiles/street/${z}/${x}/${y}.svg`);
    const satellite = await call(`/__simulator/geo/tiles/satellite/${z}/${x}/${y}.svg`);
    expect(street.status).toBe(200);
    expect(street.headers.get('content-type')).toBe('image/svg+xml');
    const [a, b] = [await street.text(), await satellite.text()];
    expect(a).toMatch(/^<svg [^>]*width="256" height="256"/);
    expect(a).not.toEqual(b);
    // The same tile is drawn the same way every time.
    expect(await (await call(`/__simulator/geo/tiles/street/${z}/${x}/${y}.svg`)).text()).toEqual(a);
  });

  it('draws the real coastline: islands off Split, none around Zagreb', async () => {
    const landParts = async (lat: number, lon: number) => {
      const { z, x, y } = tileOf(lat, lon, 9);
      const svg = await (await call(`/__simulator/geo/tiles/street/${z}/${x}/${y}.svg`)).text();
      const sea = /<path fill="#AAD3DF" fill-rule="evenodd" d="([^"]*)"/.exec(svg);
      return sea ? sea[1]!.split('M').length - 2 : 0;
    };
    // The sea path is the region's rectangle plus one subpath per land polygon in view.
    expect(await landParts(43.5081, 16.4402)).toBeGreaterThan(5);
    expect(await landParts(45.8131, 15.9775)).toBe(1);
  });

  it('draws a country border on the tiles it passes through, not on every tile its box reaches', async () => {
    const dashed = async (lat: number, lon: number) => {
      const { z, x, y } = tileOf(lat, lon, 14);
      return (await (await call(`/__simulator/geo/tiles/street/${z}/${x}/${y}.svg`)).text()).includes('stroke-dasharray');
    };
    // A point of a border line, and the centre of Zagreb, about 20 km from the Slovenian border.
    const [lon, lat] = region.borders[0]![Math.floor(region.borders[0]!.length / 2)]!;
    expect(await dashed(lat!, lon!)).toBe(true);
    expect(await dashed(45.8131, 15.9775)).toBe(false);
  });

  it('refuses unknown layers and addresses outside the world', async () => {
    expect((await call('/__simulator/geo/tiles/terrain/1/0/0.svg')).status).toBe(404);
    expect((await call('/__simulator/geo/tiles/street/1/2/0.svg')).status).toBe(404);
    expect(tileAddress('street', '3', '1', '2.svg')).toEqual({ layer: 'street', z: 3, x: 1, y: 2 });
    const [west, south, east, north] = tileBounds({ layer: 'street', z: 1, x: 1, y: 0 });
    expect([west, east]).toEqual([0, 180]);
    expect(south).toBeCloseTo(0, 6);
    expect(north).toBeGreaterThan(85);
  });
});

describe('zone map', () => {
  const zoneNames = async () =>
    (await callJson<{ zone_list: { name: string; has_polygon_data: boolean }[] }>('/parking/provider/1/zone/', { token: personaToken('admin') })).body.zone_list
      .filter((zone) => zone.has_polygon_data)
      .map((zone) => zone.name);

  it("draws the provider's zones on the base map at the frame's size, without a session", async () => {
    const response = await call('/__simulator/zone-map/1.svg?width=400&height=300');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="400" height="300" viewBox="0 0 400 300"/);
    expect(svg).toContain('Parkirne zone');
    // The base map's land under the zones.
    expect(svg).toContain('fill="#F2EFE9"');
    const names = await zoneNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(svg).toContain(`<title>${name}</title>`);
    // Every zone's outline lies inside the frame.
    const points = [...svg.matchAll(/<path d="([^"]*)" fill="[^"]*" fill-opacity="0.35"/g)].flatMap((m) =>
      [...m[1]!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((p) => [Number(p[1]), Number(p[2])] as const),
    );
    expect(points.length).toBeGreaterThan(3);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(400);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(300);
    }
  });

  it('speaks English on request, clamps the size, and refuses an unknown provider', async () => {
    const svg = await (await call('/__simulator/zone-map/1.svg?width=5&height=abc&lang=en')).text();
    expect(svg).toMatch(/^<svg [^>]*width="100" height="450"/);
    expect(svg).toContain('Parking zones');
    expect((await call('/__simulator/zone-map/999.svg')).status).toBe(404);
    expect((await call('/__simulator/zone-map/x.svg')).status).toBe(404);
  });
});
