/**
 * The polygon editor's import of a .geojson file, safe against huge or hostile files: the file's
 * size is checked before it is read, then the number of polygons and of positions before any
 * position is looked at (each count stops once past its limit), then every ring and the marker
 * limit. Nothing here throws: every failure is a problem the editor names, and the editor's state
 * is replaced only with a result built completely.
 */
import { positionBounds, readPolygons, type GeoJsonProblem } from './geometry';
import { MAX_MARKERS, type LatLngBounds, type ZonePolygons } from './types';

/** The largest file read, in megabytes (as the message names it) and in bytes. */
export const MAX_IMPORT_MEGABYTES = 2;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MEGABYTES * 1024 * 1024;
/** The most polygons a file may hold. */
export const MAX_IMPORT_POLYGONS = 50;
/** The most positions a file may hold in all (every ring's closing position included). */
export const MAX_IMPORT_POSITIONS = 20_000;

/**
 * Why a file was not imported; the key names the message (map namespace, `import.*`).
 * `unreadable`: the browser could not read the file; `invalid`: reading its borders failed in a
 * way no check foresaw.
 */
export type ImportProblem = GeoJsonProblem | { kind: 'tooLarge'; maxMegabytes: number } | { kind: 'unreadable' } | { kind: 'invalid' };

/** The borders to put in the editor and the view that fits them, or why there are none. */
export type ImportResult = { ok: true; polygons: ZonePolygons; bounds: LatLngBounds } | { ok: false; problem: ImportProblem };

/** Reads an imported file's text into the editor's new borders; never throws. */
export function readImportText(text: string): ImportResult {
  try {
    const read = readPolygons(text, { maxMarkers: MAX_MARKERS, maxPolygons: MAX_IMPORT_POLYGONS, maxPositions: MAX_IMPORT_POSITIONS });
    if (!read.ok) return read;
    const bounds = positionBounds(read.polygons);
    if (!bounds) return { ok: false, problem: { kind: 'noPolygon' } };
    return { ok: true, polygons: read.polygons, bounds };
  } catch {
    return { ok: false, problem: { kind: 'invalid' } };
  }
}

/** Reads an imported file (its size checked before a byte is read); never rejects. */
export async function importGeoJsonFile(file: Pick<Blob, 'size' | 'text'>): Promise<ImportResult> {
  if (!(file.size <= MAX_IMPORT_BYTES)) return { ok: false, problem: { kind: 'tooLarge', maxMegabytes: MAX_IMPORT_MEGABYTES } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: { kind: 'unreadable' } };
  }
  return readImportText(text);
}
