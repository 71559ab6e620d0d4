import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeocoderError, searchGeocoder, searchUrl, withCountry } from './geocoder';

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('geocoder', () => {
  it('suffixes the query with Croatia once and asks for polygons only in the boundary search', () => {
    expect(withCountry(' Zrinjevac ')).toBe('Zrinjevac Croatia');
    expect(withCountry('Split, Croatia')).toBe('Split, Croatia');
    const place = new URL(searchUrl('http://geo.test/search', 'Zagreb', 'place', 'hr'));
    expect(place.searchParams.get('q')).toBe('Zagreb Croatia');
    expect(place.searchParams.has('polygon_geojson')).toBe(false);
    const boundary = new URL(searchUrl('http://geo.test/search', 'Zagreb', 'boundary', 'en'));
    expect(boundary.searchParams.get('polygon_geojson')).toBe('1');
    expect(boundary.searchParams.get('featureType')).toBe('city');
  });

  it('maps results to centres, bounds and boundaries', async () => {
    answer([
      {
        place_id: 7,
        name: 'Zagreb',
        display_name: 'Zagreb, Grad Zagreb, Hrvatska',
        lat: '45.8131',
        lon: '15.9775',
        boundingbox: ['45.6', '45.97', '15.77', '16.24'],
        geojson: { type: 'Polygon', coordinates: [[[15.8, 45.7], [16.1, 45.7], [16.1, 45.9], [15.8, 45.7]]] },
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0. <b>https://osm.org/copyright</b>',
      },
      { place_id: 8, display_name: 'Zagrebačka županija, Hrvatska', lat: 45.8, lon: 16.2, boundingbox: [45.5, 46.1, 15.4, 16.7], licence: '  ' },
    ]);
    const [zagreb, county] = await searchGeocoder('http://geo.test/search', 'Zagreb', 'boundary', 'hr');
    expect(zagreb).toMatchObject({ id: '7', name: 'Zagreb', center: [45.8131, 15.9775], bounds: [[45.6, 15.77], [45.97, 16.24]] });
    expect(zagreb?.boundary?.[0]?.[0]).toHaveLength(4);
    // The licence as the service words it (shown as text, markup and all); none when it is blank.
    expect(zagreb?.licence).toBe('Data © OpenStreetMap contributors, ODbL 1.0. <b>https://osm.org/copyright</b>');
    expect(county).toMatchObject({ name: 'Zagrebačka županija', boundary: null, licence: null });
  });

  it('turns a failed or unexpected answer into a GeocoderError', async () => {
    answer({ error: 'nope' }, 500);
    await expect(searchGeocoder('http://geo.test/search', 'x', 'place', 'hr')).rejects.toBeInstanceOf(GeocoderError);
    answer({ not: 'a list' });
    await expect(searchGeocoder('http://geo.test/search', 'x', 'place', 'hr')).rejects.toBeInstanceOf(GeocoderError);
  });
});
