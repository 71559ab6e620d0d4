/**
 * The provider's public zone map, the page the zone map URL names (operations.md §2): in
 * production the operator's own map site, here a stand-in drawn by the simulator so the embed
 * dialog's live preview works offline. One SVG of the requested size: the offline base map fitted
 * to the provider's approved zone borders, each zone filled in its colour and named, with the
 * provider's name as the title.
 */
import type { DomainContext } from '../core/context';
import { fmt, MAX_TILE_ZOOM, pathOf, projector, renderBaseMap, worldPixel, type MapWindow } from '../geo/tiles';
import { escapeXml } from '../core/text';
import { approvedCoordinates, feature } from './borders';
import { parkingProvider, providerZones, type MultiPolygonCoordinates } from './source';

export type ZoneMapLanguage = 'hr' | 'en';

export interface ZoneMapSize {
  width: number;
  height: number;
}

const TEXTS: Record<ZoneMapLanguage, { zones: string; none: string; credit: string }> = {
  hr: { zones: 'Parkirne zone', none: 'Nijedna zona još nema granice na karti.', credit: 'Demo karta simulatora' },
  en: { zones: 'Parking zones', none: 'No zone has borders on the map yet.', credit: "Simulator's demo map" },
};

const MIN_SIZE = 100;
const MAX_SIZE = 4000;
const PADDING = 32;
/** The zoom of a map whose zones have no borders, around the provider's location. */
const EMPTY_ZOOM = 13;

/** A requested size in pixels, clamped to what an embed may ask for; the default is the medium embed. */
export function zoneMapSize(width: string | null, height: string | null): ZoneMapSize {
  const read = (value: string | null, fallback: number) => {
    const n = Math.round(Number(value));
    return value !== null && value.trim() !== '' && Number.isFinite(n) ? Math.min(MAX_SIZE, Math.max(MIN_SIZE, n)) : fallback;
  };
  return { width: read(width, 600), height: read(height, 450) };
}

interface MapZone {
  name: string;
  fill: string;
  coordinates: MultiPolygonCoordinates;
}

/** The pixel box of points: its centre, width and height. */
function extent(points: readonly (readonly [number, number])[]): { x: number; y: number; width: number; height: number } {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (left + right) / 2, y: (top + bottom) / 2, width: right - left, height: bottom - top };
}

const pixelsAt = (positions: readonly (readonly number[])[], z: number) => positions.map(([lon, lat]) => worldPixel(lon!, lat!, z));

/** The highest zoom at which every position fits the size less its padding. */
function fittingZoom(positions: readonly (readonly number[])[], { width, height }: ZoneMapSize): number {
  for (let z = Math.min(MAX_TILE_ZOOM, 18); z > 2; z--) {
    const box = extent(pixelsAt(positions, z));
    if (box.width <= width - 2 * PADDING && box.height <= height - 2 * PADDING) return z;
  }
  return 2;
}

/** The provider's zone map as SVG text; null when there is no such provider. */
export function renderZoneMap(ctx: DomainContext, providerId: number, size: ZoneMapSize, language: ZoneMapLanguage): string | null {
  const provider = parkingProvider(ctx, providerId);
  if (!provider) return null;
  const texts = TEXTS[language];
  const zones: MapZone[] = providerZones(ctx, providerId).flatMap((zone) => {
    const coordinates = approvedCoordinates(ctx, zone);
    return coordinates ? [{ name: zone.name, fill: feature(zone, coordinates).properties.fill, coordinates }] : [];
  });
  const positions = zones.flatMap((zone) => zone.coordinates.flatMap((polygon) => polygon[0] ?? []));

  const z = positions.length ? fittingZoom(positions, size) : EMPTY_ZOOM;
  const box = positions.length ? extent(pixelsAt(positions, z)) : null;
  const [cx, cy] = box ? [box.x, box.y] : worldPixel(provider.longitude, provider.latitude, z);
  const frame: MapWindow = { layer: 'street', z, left: cx - size.width / 2, top: cy - size.height / 2, width: size.width, height: size.height };
  const project = projector(frame);

  const out: string[] = [renderBaseMap(frame, ctx.seed)];
  for (const zone of zones) {
    const d = pathOf(zone.coordinates.flat(), project, true);
    out.push(
      `<path d="${d}" fill="${escapeXml(zone.fill)}" fill-opacity="0.35" fill-rule="evenodd" stroke="${escapeXml(zone.fill)}" stroke-width="2"><title>${escapeXml(zone.name)}</title></path>`,
    );
  }
  // Names over the borders, each at the centre of its largest polygon's outline.
  for (const zone of zones) {
    const largest = zone.coordinates
      .map((polygon) => (polygon[0] ?? []).map(([lon, lat]) => project(lon!, lat!)))
      .filter((outline) => outline.length)
      .map(extent)
      .sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!largest) continue;
    const { x, y } = largest;
    out.push(
      `<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="middle" dominant-baseline="middle" font-size="12" font-weight="600" fill="#1A202C" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">${escapeXml(zone.name)}</text>`,
    );
  }

  const title = `${provider.name} · ${texts.zones}`;
  out.push(
    `<rect x="8" y="8" width="${fmt(Math.min(size.width - 16, 16 + title.length * 7.2))}" height="28" rx="4" fill="#FFFFFF" fill-opacity="0.92"/>`,
    `<text x="16" y="27" font-size="13" font-weight="700" fill="#1A202C">${escapeXml(title)}</text>`,
  );
  if (!zones.length) {
    out.push(
      `<text x="${fmt(size.width / 2)}" y="${fmt(size.height / 2)}" text-anchor="middle" font-size="14" fill="#1A202C" stroke="#FFFFFF" stroke-width="4" paint-order="stroke">${escapeXml(texts.none)}</text>`,
    );
  }
  out.push(
    `<text x="${fmt(size.width - 8)}" y="${fmt(size.height - 8)}" text-anchor="end" font-size="10" fill="#4A5568" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">${escapeXml(texts.credit)}</text>`,
  );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" font-family="Inter, Arial, sans-serif" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    ...out,
    '</svg>',
  ].join('');
}
