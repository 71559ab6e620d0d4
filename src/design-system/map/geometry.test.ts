import { describe, expect, it } from 'vitest';
import { defaultPolygon, markerCount, polygonWarnings, readPolygons, toFeatureCollection, zoneColor } from './geometry';
import type { PolygonRings } from './types';

const square = (x: number, y: number, size = 0.01): PolygonRings => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];
const bowtie: PolygonRings = [
  [
    [16, 45],
    [16.01, 45.01],
    [16.01, 45],
    [16, 45.01],
    [16, 45],
  ],
];

describe('readPolygons', () => {
  it('reads a FeatureCollection, a Feature, a MultiPolygon, a Polygon and JSON text alike', () => {
    const polygon = { type: 'Polygon', coordinates: square(16, 45) };
    const expected = { ok: true, polygons: [square(16, 45)] };
    expect(readPolygons(polygon)).toEqual(expected);
    expect(readPolygons({ type: 'MultiPolygon', coordinates: [square(16, 45)] })).toEqual(expected);
    expect(readPolygons({ type: 'Feature', properties: {}, geometry: polygon })).toEqual(expected);
    expect(readPolygons(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: polygon }] }))).toEqual(expected);
  });

  it('closes open rings and explains what it cannot read', () => {
    const open = square(16, 45)[0]!.slice(0, 4);
    expect(readPolygons({ type: 'Polygon', coordinates: [open] })).toEqual({ ok: true, polygons: [square(16, 45)] });
    expect(readPolygons('{nope')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(readPolygons({ type: 'Point', coordinates: [16, 45] })).toEqual({ ok: false, problem: { kind: 'noPolygon' } });
    expect(readPolygons({ type: 'Polygon', coordinates: [[[16, 45], [16.1, 45]]] })).toEqual({ ok: false, problem: { kind: 'badRing', polygon: 1 } });
    expect(readPolygons({ type: 'MultiPolygon', coordinates: [square(16, 45), [[['a', 45]]]] })).toEqual({
      ok: false,
      problem: { kind: 'badRing', polygon: 2 },
    });
  });

  it('refuses a polygon of more than 30 markers', () => {
    const ring = Array.from({ length: 31 }, (_, i) => [16 + Math.cos(i / 5) / 100, 45 + Math.sin(i / 5) / 100]);
    expect(readPolygons({ type: 'Polygon', coordinates: [[...ring, ring[0]]] })).toEqual({
      ok: false,
      problem: { kind: 'tooManyMarkers', polygon: 1, markers: 31 },
    });
    expect(markerCount(square(16, 45))).toBe(4);
  });
});

describe('polygonWarnings', () => {
  it('warns about a self-intersecting ring with its crossing point', () => {
    const [warning] = polygonWarnings([square(17, 45), bowtie], []);
    expect(warning).toMatchObject({ kind: 'selfIntersection', polygon: 2 });
    expect(warning?.kind === 'selfIntersection' && warning.points[0]![0]).toBeCloseTo(16.005, 6);
  });

  it('warns about an overlap with another zone, not about a zone beside it', () => {
    const zones = [
      { id: 1, name: 'Centar', polygons: [square(16.005, 45.005)] },
      { id: 2, name: 'Sjever', polygons: [square(16.5, 45.5)] },
    ];
    expect(polygonWarnings([square(16, 45)], zones)).toEqual([{ kind: 'overlap', polygon: 1, zone: 'Centar' }]);
    expect(polygonWarnings([square(16.2, 45.2)], zones)).toEqual([]);
  });

  it('warns about a zone drawn inside, around or exactly over another, not about one that only touches it', () => {
    const zones = [{ id: 1, name: 'Centar', polygons: [square(16, 45)] }];
    const overlap = [{ kind: 'overlap', polygon: 1, zone: 'Centar' }];
    expect(polygonWarnings([square(16, 45)], zones)).toEqual(overlap);
    const big: PolygonRings = [[[15.99, 44.99], [16.02, 44.99], [16.02, 45.02], [15.99, 45.02], [15.99, 44.99]]];
    const small: PolygonRings = [[[16.002, 45.002], [16.004, 45.002], [16.004, 45.004], [16.002, 45.004], [16.002, 45.002]]];
    expect(polygonWarnings([big], zones)).toEqual(overlap);
    expect(polygonWarnings([small], zones)).toEqual(overlap);
    const beside: PolygonRings = [[[16.01, 45], [16.02, 45], [16.02, 45.01], [16.01, 45.01], [16.01, 45]]];
    expect(polygonWarnings([beside], zones)).toEqual([]);
  });
});

describe('zone GeoJSON', () => {
  it('builds the polygon_data FeatureCollection with the zone’s properties and colour', () => {
    const fc = toFeatureCollection([square(16, 45)], { cityCode: 'ZG', zoneCode: 'Z1', zoneName: 'Prva zona', color: '#ffffff' });
    expect(fc.features[0]).toEqual({
      type: 'Feature',
      properties: { zone_code: 'Z1', zone_name: 'Prva zona', city_code: 'ZG', fill: '#3388FF', 'fill-opacity': 0.2 },
      geometry: { type: 'MultiPolygon', coordinates: [square(16, 45)] },
    });
    expect(zoneColor('#E53935')).toBe('#E53935');
    expect(zoneColor(null)).toBe('#3388FF');
  });

  it('starts a zone without borders from a closed square around the centre', () => {
    const [ring] = defaultPolygon([45.79411, 15.99919]);
    expect(ring).toHaveLength(5);
    expect(ring![0]).toEqual(ring![4]);
    const lngs = ring!.map((p) => p[0]);
    expect(lngs.some((lng) => lng < 15.99919) && lngs.some((lng) => lng > 15.99919)).toBe(true);
  });
});
