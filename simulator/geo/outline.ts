/**
 * The outline drawn for a city or town whose municipal boundary no offline source has: a seeded,
 * gently wobbling ring around its real centre. scripts/geo/boundaries-extract.ts scales it until the part
 * inside the town's real county (and so on land) has the town's real area, and stores that part.
 */
import { createRandom } from '../core/random';
import type { Place } from './places';

const KM_PER_DEGREE = 111.32;

/** One closed ring of 36 vertices around the place's centre, `scale` times the radius of its area. */
export function approximateOutline(place: Place, scale = 1): number[][][] {
  const radiusKm = Math.sqrt((place.areaKm2 ?? 1) / Math.PI) * scale;
  const random = createRandom(7, `boundary:${place.name}`);
  const phases = [random.next() * Math.PI * 2, random.next() * Math.PI * 2, random.next() * Math.PI * 2];
  const ring: number[][] = [];
  const n = 36;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const wobble = 1 + 0.12 * Math.sin(2 * a + phases[0]!) + 0.08 * Math.sin(3 * a + phases[1]!) + 0.05 * Math.sin(5 * a + phases[2]!);
    const r = radiusKm * wobble;
    const lat = place.lat + (r * Math.sin(a)) / KM_PER_DEGREE;
    const lon = place.lon + (r * Math.cos(a)) / (KM_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180));
    ring.push([Math.round(lon * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5]);
  }
  ring.push([...ring[0]!]);
  return [ring];
}
