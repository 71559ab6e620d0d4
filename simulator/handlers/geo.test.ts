import { describe, expect, it } from 'vitest';
import { approximateBoundary } from '../domain/geo';
import { PLACES } from '../domain/geo-places';
import { tileAddress, tileBounds } from '../domain/geo-tiles';
import { call, setupSimulatorTests } from '../test-support';

setupSimulatorTests();

interface Result {
  name: string;
  display_name: string;
  lat: string;
  lon: string;
  boundingbox: string[];
  category?: string;
  class?: string;
  geojson?: { type: string; coordinates: unknown };
}

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

  it('draws each boundary as one closed ring of about the place’s area', () => {
    const split = PLACES.find((p) => p.name === 'Split')!;
    const [ring] = approximateBoundary(split);
    expect(ring![0]).toEqual(ring![ring!.length - 1]);
    expect(approximateBoundary(split)).toEqual([ring]);
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
