import { describe, expect, it } from 'vitest';
import { importGeoJsonFile, MAX_IMPORT_BYTES, MAX_IMPORT_POLYGONS, MAX_IMPORT_POSITIONS, readImportText } from './geojson-import';
import { positionBounds, readPolygons } from './geometry';
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

/** A ring of `count` positions on a small circle (not closed: the reader closes it). */
const circle = (count: number): [number, number][] =>
  Array.from({ length: count }, (_, i) => [16 + Math.cos((2 * Math.PI * i) / count) / 100, 45 + Math.sin((2 * Math.PI * i) / count) / 100]);

const multiPolygon = (polygons: unknown[]) => JSON.stringify({ type: 'MultiPolygon', coordinates: polygons });

/** A file whose text must never be asked for. */
const unreadFile = (size: number) => ({
  size,
  text: (): Promise<string> => {
    throw new Error('read');
  },
});

const textFile = (text: string) => new Blob([text], { type: 'application/geo+json' });

describe('importGeoJsonFile', () => {
  it('accepts a small valid file, with the bounds to show it', async () => {
    const result = await importGeoJsonFile(textFile(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: square(16, 45) } })));
    expect(result).toEqual({ ok: true, polygons: [square(16, 45)], bounds: [[45, 16], [45.01, 16.01]] });
  });

  it('refuses a file over 2 MB by its size, without reading it', async () => {
    expect(MAX_IMPORT_BYTES).toBe(2 * 1024 * 1024);
    await expect(importGeoJsonFile(unreadFile(MAX_IMPORT_BYTES + 1))).resolves.toEqual({ ok: false, problem: { kind: 'tooLarge', maxMegabytes: 2 } });
    await expect(importGeoJsonFile(unreadFile(Number.NaN))).resolves.toMatchObject({ ok: false, problem: { kind: 'tooLarge' } });
    // A real Blob just over the limit, too.
    const big = textFile(' '.repeat(MAX_IMPORT_BYTES + 1));
    await expect(importGeoJsonFile(big)).resolves.toMatchObject({ ok: false, problem: { kind: 'tooLarge' } });
  });

  it('a file exactly at the limit is read', async () => {
    await expect(importGeoJsonFile(unreadFile(MAX_IMPORT_BYTES))).resolves.toEqual({ ok: false, problem: { kind: 'unreadable' } });
  });

  it('says so when the file cannot be read (a rejected or throwing read), never rejecting', async () => {
    await expect(importGeoJsonFile({ size: 10, text: () => Promise.reject(new DOMException('gone', 'NotReadableError')) })).resolves.toEqual({
      ok: false,
      problem: { kind: 'unreadable' },
    });
    await expect(importGeoJsonFile(unreadFile(10))).resolves.toEqual({ ok: false, problem: { kind: 'unreadable' } });
  });
});

describe('readImportText', () => {
  it('refuses more than 50 polygons, and takes 50', () => {
    expect(MAX_IMPORT_POLYGONS).toBe(50);
    const polygons = (n: number) => Array.from({ length: n }, (_, i) => square(16 + i / 50, 45));
    expect(readImportText(multiPolygon(polygons(51)))).toEqual({ ok: false, problem: { kind: 'tooManyPolygons', max: 50 } });
    expect(readImportText(multiPolygon(polygons(50)))).toMatchObject({ ok: true });
    // Counted across features and geometry collections alike.
    const features = polygons(51).map((coordinates) => ({ type: 'Feature', properties: {}, geometry: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', coordinates }] } }));
    expect(readImportText(JSON.stringify({ type: 'FeatureCollection', features }))).toEqual({ ok: false, problem: { kind: 'tooManyPolygons', max: 50 } });
  });

  it('refuses more than 20,000 positions in all, before the marker limit of a polygon', () => {
    expect(MAX_IMPORT_POSITIONS).toBe(20_000);
    // 50 polygons of 401 positions: each too many markers, but the total is named first.
    const many = Array.from({ length: 50 }, () => [circle(401)]);
    expect(readImportText(multiPolygon(many))).toEqual({ ok: false, problem: { kind: 'tooManyPositions', max: 20_000 } });
    // Holes count too: one polygon of 21 rings of 1,000 positions.
    expect(readImportText(multiPolygon([Array.from({ length: 21 }, () => circle(1000))]))).toEqual({
      ok: false,
      problem: { kind: 'tooManyPositions', max: 20_000 },
    });
    // 20,000 exactly is within the file limit (and then refused for its markers).
    expect(readImportText(multiPolygon([[circle(20_000)]]))).toEqual({ ok: false, problem: { kind: 'tooManyMarkers', polygon: 1, markers: 20_000 } });
  });

  it('refuses a 400,000-point polygon by counting, without looking at its positions', async () => {
    // Short positions, as a hostile file packs them: 3.2 MB of text, so as a file it is refused by its size alone,
    // and its text is never asked for.
    const text = JSON.stringify({ type: 'Polygon', coordinates: [Array.from({ length: 400_000 }, () => [16, 45])] });
    let reads = 0;
    const file = { size: new Blob([text]).size, text: () => ((reads += 1), Promise.resolve(text)) };
    await expect(importGeoJsonFile(file)).resolves.toMatchObject({ ok: false, problem: { kind: 'tooLarge' } });
    expect(reads).toBe(0);
    // Its text read past the size check: the position limit, not a marker or ring problem.
    expect(readImportText(text)).toEqual({ ok: false, problem: { kind: 'tooManyPositions', max: 20_000 } });
    // Already parsed: the count is one length per ring, so no position is read at all. A ring whose
    // positions throw when touched still gives the position limit.
    let touched = 0;
    const ring = new Proxy(Array.from({ length: 400_000 }, () => 'x'), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) touched += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(readPolygons({ type: 'Polygon', coordinates: [ring] }, { maxPositions: MAX_IMPORT_POSITIONS })).toEqual({
      ok: false,
      problem: { kind: 'tooManyPositions', max: 20_000 },
    });
    expect(touched).toBe(0);
  });

  it('names every bad input and never throws', () => {
    const deep = `${'{"type":"GeometryCollection","geometries":['.repeat(50_000)}${']}'.repeat(50_000)}`;
    const cases: [string, string][] = [
      ['', 'notJson'],
      ['not json', 'notJson'],
      ['{"type":"Polygon","coordinates":[[[16,45],[16.1,45],[16.1,45.1]]]', 'notJson'],
      ['null', 'notJson'],
      ['42', 'notJson'],
      ['"Polygon"', 'notJson'],
      ['[]', 'notJson'],
      ['{}', 'notJson'],
      ['{"type":"Topology"}', 'notJson'],
      ['{"type":"Point","coordinates":[16,45]}', 'noPolygon'],
      ['{"type":"FeatureCollection","features":[]}', 'noPolygon'],
      ['{"type":"FeatureCollection","features":{"length":1000000000}}', 'noPolygon'],
      ['{"type":"Feature","geometry":null}', 'noPolygon'],
      ['{"type":"Polygon","coordinates":"16,45"}', 'noPolygon'],
      ['{"type":"Polygon","coordinates":[]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[[null]]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[[[16,45],[16.1,45]]]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[[[1e400,45],[16.1,45],[16.1,45.1]]]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[[[200,45],[16.1,45],[16.1,45.1]]]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[[["16","45"],[16.1,45],[16.1,45.1]]]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[{"0":[16,45],"length":4}]}', 'badRing'],
      ['{"type":"Polygon","coordinates":[[[16,45],[16.1,45],[16.1,45.1]]],"__proto__":{"type":"x"}}', 'ok'],
      [deep, 'noPolygon'],
    ];
    for (const [text, kind] of cases) {
      let result: ReturnType<typeof readImportText> | undefined;
      expect(() => (result = readImportText(text)), text.slice(0, 60)).not.toThrow();
      expect(result?.ok ? 'ok' : result?.problem.kind, text.slice(0, 60)).toBe(kind);
    }
  });

  it('reads a valid small file as the editor will show it', () => {
    expect(readImportText(JSON.stringify({ type: 'Polygon', coordinates: [square(16, 45)[0]!.slice(0, 4)] }))).toEqual({
      ok: true,
      polygons: [square(16, 45)],
      bounds: [[45, 16], [45.01, 16.01]],
    });
  });
});

describe('readPolygons without the import limits', () => {
  it('still reads a searched boundary of many polygons and positions', () => {
    const islands = Array.from({ length: 60 }, (_, i) => square(15 + i / 10, 43));
    const read = readPolygons({ type: 'MultiPolygon', coordinates: [...islands, [circle(30_000)]] }, { maxMarkers: Infinity });
    expect(read.ok && read.polygons.length).toBe(61);
  });
});

describe('positionBounds', () => {
  it('bounds 400,000 positions without spreading them as arguments', () => {
    const ring = Array.from({ length: 400_000 }, (_, i): [number, number] => [16 + (i % 1000) / 100_000, 44 + (i % 777) / 100_000]);
    expect(positionBounds([[ring]], [square(17, 46)])).toEqual([[44, 16], [46.01, 17.01]]);
    expect(positionBounds()).toBeNull();
    expect(positionBounds([])).toBeNull();
  });
});
