/**
 * The offline base map: 256 px SVG tiles (Web Mercator, z/x/y as every slippy map), drawn from
 * the project's own data, so the demo, Storybook and the tests never reach a tile server.
 *
 * - land and sea from Natural Earth's 1:10m land (real coastline and islands, region.json);
 *   outside the region the tile is land-coloured;
 * - country borders (Natural Earth);
 * - main roads joining the gazetteer's settlements to their nearest neighbours;
 * - from zoom 12, a street grid around every settlement, seeded per place;
 * - from zoom 11, the seeded city's zones as built-up blocks.
 *
 * Two styles: `street` (light, map colours) and `satellite` (dark greens and browns with a
 * seeded field texture, light thin roads), so the two layers are told apart at a glance.
 */
import region from './data/region.json';
import { cityOf } from '../core/city';
import { createRandom } from '../core/random';
import { PLACES, type Place } from './places';
import { REGION_BBOX } from './region';

export type TileLayer = 'street' | 'satellite';

export const TILE_LAYERS: readonly TileLayer[] = ['street', 'satellite'];
export const MAX_TILE_ZOOM = 19;

interface Style {
  land: string;
  sea: string;
  border: string;
  borderDash: string;
  road: string;
  roadCasing: string | null;
  street: string;
  block: string;
  blockStroke: string;
}

const STYLES: Record<TileLayer, Style> = {
  street: {
    land: '#F2EFE9',
    sea: '#AAD3DF',
    border: '#9E6BA8',
    borderDash: '6 3',
    road: '#FCD6A4',
    roadCasing: '#D9A66B',
    street: '#FFFFFF',
    block: '#D9D0C9',
    blockStroke: '#C4B6AB',
  },
  satellite: {
    land: '#3E4B2C',
    sea: '#0F2C45',
    border: '#E8D44D',
    borderDash: '2 4',
    road: '#C9C3B4',
    roadCasing: null,
    street: '#8C877A',
    block: '#6E675B',
    blockStroke: '#57514A',
  },
};

const SIZE = 256;

export interface TileAddress {
  layer: TileLayer;
  z: number;
  x: number;
  y: number;
}

/** Reads '/street/14/9115/5837.svg' parts; null when any is out of range. */
export function tileAddress(layer: string, z: string, x: string, file: string): TileAddress | null {
  const match = /^(\d+)\.(svg|png)$/.exec(file);
  if (!TILE_LAYERS.includes(layer as TileLayer) || !match || !/^\d+$/.test(z) || !/^\d+$/.test(x)) return null;
  const zoom = Number(z);
  const tiles = 2 ** zoom;
  const address = { layer: layer as TileLayer, z: zoom, x: Number(x), y: Number(match[1]) };
  if (zoom > MAX_TILE_ZOOM || address.x >= tiles || address.y >= tiles) return null;
  return address;
}

/**
 * A rectangle of the world map at one zoom, in pixels from the world's top-left corner: a tile is
 * the 256 px square at (x * 256, y * 256); a whole map view is any other rectangle.
 */
export interface MapWindow {
  layer: TileLayer;
  z: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

function tileWindow({ layer, z, x, y }: TileAddress): MapWindow {
  return { layer, z, left: x * SIZE, top: y * SIZE, width: SIZE, height: SIZE };
}

/** [lon, lat] to world pixels at a zoom (Web Mercator). */
export function worldPixel(lon: number, lat: number, z: number): [number, number] {
  const world = SIZE * 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return [((lon + 180) / 360) * world, ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world];
}

/** A projector from [lon, lat] to the window's pixels. */
export function projector({ z, left, top }: MapWindow): (lon: number, lat: number) => [number, number] {
  return (lon, lat) => {
    const [px, py] = worldPixel(lon, lat, z);
    return [px - left, py - top];
  };
}

/** The window's bounds in degrees: [west, south, east, north]. */
function windowBounds({ z, left, top, width, height }: MapWindow): Bounds {
  const world = SIZE * 2 ** z;
  const lon = (px: number) => (px / world) * 360 - 180;
  const lat = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;
  return [lon(left), lat(top + height), lon(left + width), lat(top)];
}

/** The tile's bounds in degrees: [west, south, east, north]. */
export function tileBounds(address: TileAddress): [number, number, number, number] {
  return windowBounds(tileWindow(address));
}

type Bounds = [number, number, number, number];

function overlaps(a: Bounds, b: Bounds): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

function boundsOf(positions: readonly (readonly number[])[]): Bounds {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [lon, lat] of positions) {
    w = Math.min(w, lon!);
    e = Math.max(e, lon!);
    s = Math.min(s, lat!);
    n = Math.max(n, lat!);
  }
  return [w, s, e, n];
}

/** Bounds grown by a margin in degrees, so strokes that reach into a tile from outside are drawn. */
function grow(b: Bounds, margin: number): Bounds {
  return [b[0] - margin, b[1] - margin, b[2] + margin, b[3] + margin];
}

/** Whether some segment of the line comes near the bounds (its own box overlaps them). */
function passesThrough(bounds: Bounds, line: readonly (readonly number[])[]): boolean {
  for (let i = 1; i < line.length; i++) {
    if (overlaps(bounds, boundsOf([line[i - 1]!, line[i]!]))) return true;
  }
  return false;
}

/** A pixel coordinate to one decimal, as SVG path data. */
export const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** SVG path data of rings (or lines), projected; `close` closes each ring. */
export function pathOf(rings: readonly (readonly (readonly number[])[])[], project: (lon: number, lat: number) => [number, number], close: boolean): string {
  return rings
    .map((ring) => ring.map(([lon, lat], i) => `${i === 0 ? 'M' : 'L'}${project(lon!, lat!).map(fmt).join(' ')}`).join('') + (close ? 'Z' : ''))
    .join('');
}

const LAND_BOUNDS = region.land.map((polygon) => boundsOf(polygon[0]!));
const BORDER_BOUNDS = region.borders.map((line) => boundsOf(line));

/** Main roads: each settlement to its two nearest (a fixed network, computed once). */
const SETTLEMENTS = PLACES.filter((p) => p.kind === 'city' || p.kind === 'town' || p.kind === 'suburb' || p.kind === 'village');
const ROADS: [Place, Place][] = (() => {
  const seen = new Set<string>();
  const roads: [Place, Place][] = [];
  for (const a of SETTLEMENTS) {
    const nearest = SETTLEMENTS.filter((b) => b !== a)
      .map((b) => ({ b, d: (a.lat - b.lat) ** 2 + ((a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) ** 2 }))
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const { b } of nearest) {
      const key = [a.name, b.name].sort().join('|');
      if (!seen.has(key)) {
        seen.add(key);
        roads.push([a, b]);
      }
    }
  }
  return roads;
})();

/** Radius of a settlement's street grid, in km. */
function gridRadiusKm(place: Place): number {
  if (place.name === 'Zagreb') return 6;
  if (place.kind === 'city') return 2.5;
  if (place.kind === 'town') return 1.5;
  return 1;
}

const KM_PER_DEGREE = 111.32;

/** The street grid of one settlement: chords of its disk, every 180 m, at a seeded angle. */
function streetLines(place: Place): number[][][] {
  const random = createRandom(11, `streets:${place.name}`);
  const angle = random.next() * (Math.PI / 2);
  const r = gridRadiusKm(place);
  const spacing = 0.18;
  const kmX = KM_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180);
  const toLonLat = (ex: number, ny: number) => [place.lon + ex / kmX, place.lat + ny / KM_PER_DEGREE];
  const lines: number[][][] = [];
  for (const theta of [angle, angle + Math.PI / 2]) {
    const [dx, dy] = [Math.cos(theta), Math.sin(theta)];
    const [nx, ny] = [-dy, dx];
    for (let offset = -r + spacing / 2; offset < r; offset += spacing) {
      const half = Math.sqrt(r * r - offset * offset);
      const cx = nx * offset;
      const cy = ny * offset;
      lines.push([toLonLat(cx - dx * half, cy - dy * half), toLonLat(cx + dx * half, cy + dy * half)]);
    }
  }
  return lines;
}

const STREETS = new Map<string, { bounds: Bounds; lines: number[][][] }>();
function streetsOf(place: Place) {
  let entry = STREETS.get(place.name);
  if (!entry) {
    const lines = streetLines(place);
    entry = { bounds: boundsOf(lines.flat()), lines };
    STREETS.set(place.name, entry);
  }
  return entry;
}

/** A seeded field texture for one satellite tile (the same tile always gets the same fields). */
function tileTexture(z: number, x: number, y: number): string {
  const random = createRandom(z, `fields:${x}:${y}`);
  const colours = ['#4A5A33', '#56643A', '#5F5B3B', '#394729', '#6B6A45', '#44532F'];
  const parts: string[] = [];
  const cells = 8;
  const cell = SIZE / cells;
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      if (random.chance(0.55)) {
        const w = cell * (0.6 + random.next() * 0.4);
        const h = cell * (0.6 + random.next() * 0.4);
        parts.push(`<rect x="${fmt(i * cell + random.next() * (cell - w))}" y="${fmt(j * cell + random.next() * (cell - h))}" width="${fmt(w)}" height="${fmt(h)}" fill="${random.pick(colours)}"/>`);
      }
    }
  }
  return parts.join('');
}

/** The satellite texture of every tile the window touches, so a whole view matches its tiles. */
function satelliteTexture(frame: MapWindow): string {
  const parts: string[] = [];
  for (let x = Math.floor(frame.left / SIZE); x * SIZE < frame.left + frame.width; x++) {
    for (let y = Math.floor(frame.top / SIZE); y * SIZE < frame.top + frame.height; y++) {
      const dx = x * SIZE - frame.left;
      const dy = y * SIZE - frame.top;
      const texture = tileTexture(frame.z, x, y);
      parts.push(dx === 0 && dy === 0 ? texture : `<g transform="translate(${fmt(dx)} ${fmt(dy)})">${texture}</g>`);
    }
  }
  return `<g opacity="0.6">${parts.join('')}</g>`;
}

/** One tile as SVG text. */
export function renderTile(address: TileAddress, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${renderBaseMap(tileWindow(address), seed)}</svg>`;
}

/**
 * The base map of a window as SVG elements (without the <svg> around them), drawn exactly as its
 * tiles are: a tile is the window of one tile.
 */
export function renderBaseMap(frame: MapWindow, seed: number): string {
  const style = STYLES[frame.layer];
  const project = projector(frame);
  const bounds = windowBounds(frame);
  const margin = (bounds[2] - bounds[0]) * 0.05 * (SIZE / frame.width);
  const view = grow(bounds, margin);
  const out: string[] = [`<rect width="${fmt(frame.width)}" height="${fmt(frame.height)}" fill="${style.land}"/>`];

  // Sea: the region's rectangle minus the land (even-odd), so lakes inside land are water again.
  if (overlaps(view, REGION_BBOX)) {
    const [w, s, e, n] = REGION_BBOX;
    const rect = [[[w, s], [e, s], [e, n], [w, n], [w, s]]];
    const land = region.land.filter((_, i) => overlaps(view, LAND_BOUNDS[i]!)).flat();
    out.push(`<path fill="${style.sea}" fill-rule="evenodd" d="${pathOf([...rect, ...land], project, true)}"/>`);
    if (frame.layer === 'satellite') out.push(`<g clip-path="url(#land)">${satelliteTexture(frame)}</g>`);
    if (frame.layer === 'satellite') {
      out.unshift(`<defs><clipPath id="land"><path fill-rule="evenodd" d="${pathOf(land, project, true)}"/></clipPath></defs>`);
    }
  } else if (frame.layer === 'satellite') {
    out.push(satelliteTexture(frame));
  }

  const line = (d: string, stroke: string, width: number, extra = '') =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

  // The seeded city's zones as built-up blocks.
  if (frame.z >= 11) {
    const blocks = cityOf(seed)
      .zones.flatMap((zone) => zone.geometry.coordinates)
      .filter((polygon) => overlaps(view, boundsOf(polygon[0]!)));
    if (blocks.length) {
      out.push(`<path fill="${style.block}" stroke="${style.blockStroke}" stroke-width="1" d="${pathOf(blocks.flat(), project, true)}"/>`);
    }
  }

  // Street grids.
  if (frame.z >= 12) {
    const width = frame.z >= 16 ? 6 : frame.z >= 14 ? 3 : 1.2;
    const d = SETTLEMENTS.map(streetsOf)
      .filter((s) => overlaps(view, s.bounds))
      .map((s) => pathOf(s.lines.filter((l) => overlaps(view, boundsOf(l))), project, false))
      .join('');
    if (d) {
      if (frame.layer === 'street') out.push(line(d, '#E0D8CF', width + 1.5));
      out.push(line(d, style.street, width));
    }
  }

  // Main roads.
  const roadWidth = Math.min(10, Math.max(1, (frame.z - 5) * 0.9));
  const roads = ROADS.filter(([a, b]) => overlaps(view, boundsOf([[a.lon, a.lat], [b.lon, b.lat]])))
    .map(([a, b]) => pathOf([[[a.lon, a.lat], [b.lon, b.lat]]], project, false))
    .join('');
  if (roads) {
    if (style.roadCasing) out.push(line(roads, style.roadCasing, roadWidth + 2));
    out.push(line(roads, style.road, roadWidth));
  }

  // Country borders: only those that pass through the view. A dashed line is dashed along its whole
  // length, drawn or not, so a border that runs kilometres outside the tile is left out.
  const borders = region.borders.filter((border, i) => overlaps(view, BORDER_BOUNDS[i]!) && passesThrough(view, border));
  if (borders.length) out.push(line(pathOf(borders, project, false), style.border, 2, ` stroke-dasharray="${style.borderDash}"`));

  return out.join('');
}
