/**
 * The city the reports are about, generated from the seed (pure: the same seed gives the same city):
 * parking providers with zones (GeoJSON multipolygons in and around Zagreb), garages, parks and
 * sales (igeus) providers, each with its articles and the sales channels it sells through.
 * The first entity of each kind belongs to the persona's partner (Parking Zagreb d.o.o.,
 * Garaža Tuškanac d.o.o., Kiosk Plus d.o.o.).
 */
import type { PartnerKind, PartnerRecord } from './db/schemas';
import { createRandom, type Random } from './random';
import { generatePartners } from './reference-seed';

export type EntityKind = PartnerKind;

/** A GeoJSON MultiPolygon: polygons of rings of [longitude, latitude] positions. */
export interface MultiPolygon {
  type: 'MultiPolygon';
  coordinates: [number, number][][][];
}

export interface Zone {
  id: number;
  provider_id: number;
  code: string;
  name: string;
  /** '#RRGGBB', or null when the zone has no colour. */
  color: string | null;
  is_active: boolean;
  geometry: MultiPolygon;
}

export interface Article {
  /** Unique across the city. */
  id: number;
  item: string;
  /** Price in cents. */
  priceCents: number;
  shortcode: string;
  zone_id: number | null;
  zone_name: string | null;
  /** Share of the entity's sales (the entity's articles sum to 1). */
  share: number;
  /** Mean extra units per transaction (hours of parking, tickets of a family). */
  extraUnits: number;
  /** Validity of one unit in seconds; 0: until the end of the day; null: no validity window. */
  unitSeconds: number | null;
}

export interface Entity {
  kind: EntityKind;
  /** The id in the API (per kind, from 1). */
  id: number;
  code: string;
  name: string;
  partner_id: number;
  supplier: string;
  izdaje_svoj_racun: boolean;
  latitude: number;
  longitude: number;
  /** Mean transactions a normal weekday (before season and growth). */
  dailyVolume: number;
  /** Reseller ids it sells through, with their shares (sum 1). */
  channels: { reseller_id: number; share: number }[];
  articles: Article[];
  /** First day with sales (YYYY-MM-DD); null: since ever. */
  since: string | null;
}

export interface CityReference {
  seed: number;
  entities: Entity[];
  zones: Zone[];
  byKind: Record<EntityKind, Entity[]>;
}

/** Where the parking providers are: real places in and around Zagreb (latitude, longitude). */
const PARKING_PLACES: readonly [string, number, number][] = [
  ['Zagreb', 45.8131, 15.9775],
  ['Novi Zagreb', 45.775, 15.979],
  ['Maksimir', 45.827, 16.02],
  ['Trešnjevka', 45.8, 15.945],
  ['Dubrava', 45.83, 16.06],
  ['Velika Gorica', 45.7125, 16.0756],
  ['Samobor', 45.8011, 15.7106],
  ['Zaprešić', 45.8564, 15.8078],
  ['Sesvete', 45.8306, 16.1125],
  ['Dugo Selo', 45.8053, 16.2386],
  ['Sveta Nedelja', 45.7979, 15.7776],
  ['Jastrebarsko', 45.6686, 15.6492],
  ['Ivanić-Grad', 45.7081, 16.3947],
  ['Vrbovec', 45.8814, 16.4242],
  ['Zabok', 46.0294, 15.9156],
  ['Krapina', 46.1608, 15.8789],
  ['Karlovac', 45.4929, 15.5553],
  ['Sisak', 45.4661, 16.3783],
  ['Varaždin', 46.3044, 16.3378],
  ['Donja Stubica', 45.9786, 15.9697],
  ['Oroslavje', 45.9981, 15.9156],
  ['Sveti Ivan Zelina', 45.9597, 16.2431],
  ['Bjelovar', 45.8986, 16.8423],
  ['Koprivnica', 46.1628, 16.8275],
  ['Križevci', 46.0219, 16.5425],
  ['Čakovec', 46.3844, 16.4339],
  ['Kutina', 45.475, 16.7819],
  ['Petrinja', 45.4375, 16.29],
  ['Glina', 45.3386, 16.0931],
  ['Ogulin', 45.2661, 15.2286],
  ['Duga Resa', 45.4472, 15.4997],
  ['Novska', 45.3406, 16.9775],
  ['Popovača', 45.5697, 16.625],
  ['Marija Bistrica', 46.005, 16.1072],
  ['Pregrada', 46.1644, 15.7497],
  ['Klanjec', 46.0497, 15.7442],
  ['Zlatar', 46.0917, 16.07],
  ['Ludbreg', 46.2519, 16.615],
  ['Ivanec', 46.2231, 16.1203],
  ['Lepoglava', 46.2106, 16.0353],
  ['Novi Marof', 46.1667, 16.3333],
  ['Čazma', 45.7483, 16.6147],
  ['Velika Mlaka', 45.7339, 16.0303],
  ['Garešnica', 45.5747, 16.9392],
];

const GARAGES: readonly [string, number, number][] = [
  ['Garaža Tuškanac', 45.8157, 15.9696],
  ['Garaža Langov trg', 45.8145, 15.9801],
  ['Garaža Kvaternikov trg', 45.8154, 16.0042],
  ['Garaža Importanne', 45.8046, 15.9779],
  ['Garaža Petrinjska', 45.8097, 15.9813],
  ['Garaža Cvjetni', 45.8115, 15.9742],
  ['Garaža Klaićeva', 45.8085, 15.9634],
  ['Garaža Branimirova', 45.8038, 15.9847],
  ['Garaža KBC Rebro', 45.8268, 16.0063],
  ['Garaža Arena', 45.7719, 15.9447],
  ['Garaža Velika Gorica centar', 45.7118, 16.0746],
  ['Garaža Samobor', 45.8019, 15.7094],
];

const PARKS: readonly [string, number, number][] = [
  ['Park prirode Medvednica', 45.9056, 15.9697],
  ['Zoološki vrt Maksimir', 45.8214, 16.0231],
  ['Jezero Jarun', 45.7818, 15.9224],
  ['Park Bundek', 45.7866, 15.9894],
  ['Park prirode Žumberak – Samoborsko gorje', 45.7647, 15.5483],
  ['Park prirode Lonjsko polje', 45.3536, 16.6831],
];

const SALES: readonly [string, number, number][] = [
  ['Kiosk Plus', 45.8128, 15.9772],
  ['Novinski kiosk Centar', 45.8049, 15.9784],
  ['Trafika Ilica', 45.8127, 15.9661],
  ['Benzinska postaja Sjever', 45.8352, 15.9604],
  ['Benzinska postaja Jug', 45.7706, 16.0034],
  ['Trgovina Dubrava', 45.8303, 16.0587],
  ['Kiosk Kvaternik', 45.8152, 16.0047],
  ['Prodajno mjesto Zaprešić', 45.8566, 15.8081],
  ['Prodajno mjesto Velika Gorica', 45.7127, 16.0751],
  ['Kiosk Kolodvor', 45.8045, 15.9786],
  ['Trafika Trešnjevka', 45.8004, 15.9455],
  ['Web prodaja Zagreb', 45.8131, 15.9775],
];

/** Reseller ids (core/reference-seed.ts DISTRIBUTORS) each kind sells through, with typical weights. */
const CHANNELS: Record<EntityKind, [number, number][]> = {
  parking: [[1, 0.38], [2, 0.3], [3, 0.14], [4, 0.04], [7, 0.08], [8, 0.06]],
  garage: [[2, 0.22], [3, 0.45], [6, 0.13], [8, 0.2]],
  park: [[4, 0.45], [5, 0.1], [6, 0.35], [2, 0.1]],
  sales: [[5, 0.4], [4, 0.2], [7, 0.15], [6, 0.25]],
};

const ZONE_COLORS = ['#E53935', '#FDD835', '#43A047', '#1E88E5', '#8E24AA', '#FB8C00', '#00ACC1', '#6D4C41'];

/** Zone cells: a grid of up to 3 columns and 2 rows around the provider's place (degrees). */
const CELL_LAT = 0.004;
const CELL_LON = 0.0055;

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** An irregular convex-ish polygon inside [lat0, lat1] x [lon0, lon1], closed, counter-clockwise. */
function polygonIn(random: Random, lat0: number, lat1: number, lon0: number, lon1: number): [number, number][] {
  const cLat = (lat0 + lat1) / 2;
  const cLon = (lon0 + lon1) / 2;
  const rLat = (lat1 - lat0) / 2;
  const rLon = (lon1 - lon0) / 2;
  const corners = random.int(5, 7);
  const ring: [number, number][] = [];
  for (let i = 0; i < corners; i++) {
    const angle = (2 * Math.PI * (i + random.next() * 0.5)) / corners;
    const radius = 0.65 + random.next() * 0.3;
    ring.push([round6(cLon + Math.cos(angle) * rLon * radius), round6(cLat + Math.sin(angle) * rLat * radius)]);
  }
  ring.push([ring[0]?.[0] ?? cLon, ring[0]?.[1] ?? cLat]);
  return ring;
}

function zoneGeometry(random: Random, lat: number, lon: number, index: number, count: number): MultiPolygon {
  const columns = Math.min(3, count);
  const rows = Math.ceil(count / columns);
  const col = index % columns;
  const row = Math.floor(index / columns);
  const lat0 = lat - (rows * CELL_LAT) / 2 + row * CELL_LAT + CELL_LAT * 0.08;
  const lat1 = lat0 + CELL_LAT * 0.84;
  const lon0 = lon - (columns * CELL_LON) / 2 + col * CELL_LON + CELL_LON * 0.08;
  const lon1 = lon0 + CELL_LON * 0.84;
  if (index % 4 === 3) {
    // Two parts, side by side in the cell.
    const mid = (lon0 + lon1) / 2;
    return {
      type: 'MultiPolygon',
      coordinates: [[polygonIn(random, lat0, lat1, lon0, mid - CELL_LON * 0.04)], [polygonIn(random, lat0, lat1, mid + CELL_LON * 0.04, lon1)]],
    };
  }
  return { type: 'MultiPolygon', coordinates: [[polygonIn(random, lat0, lat1, lon0, lon1)]] };
}

function shares(random: Random, base: [number, number][]): { reseller_id: number; share: number }[] {
  const raw = base.map(([id, weight]) => ({ reseller_id: id, share: weight * (0.7 + random.next() * 0.6) }));
  const sum = raw.reduce((s, c) => s + c.share, 0);
  return raw.map((c) => ({ ...c, share: c.share / sum }));
}

function normalise(articles: Omit<Article, 'id'>[], nextId: () => number): Article[] {
  const sum = articles.reduce((s, a) => s + a.share, 0);
  return articles.map((a) => ({ ...a, id: nextId(), share: a.share / sum }));
}

function codeOf(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .split(/[\s–-]+/)
    .filter((w) => /^[A-Za-z]/.test(w) && w.length > 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return letters.slice(0, 4) || 'X';
}

function partnersFor(partners: readonly PartnerRecord[], kind: EntityKind): { anchor: PartnerRecord; others: PartnerRecord[] } {
  const ofKind = partners.filter((p) => p.kind === kind);
  const anchor = ofKind[0];
  if (!anchor) throw new Error(`No ${kind} partner`);
  return { anchor, others: ofKind.length > 1 ? ofKind.slice(1) : [anchor] };
}

export function generateCity(seed: number): CityReference {
  const random = createRandom(seed, 'city');
  const partners = generatePartners(seed);
  const entities: Entity[] = [];
  const zones: Zone[] = [];
  let articleId = 0;
  const nextArticleId = () => ++articleId;
  let zoneId = 0;

  const entity = (
    kind: EntityKind,
    index: number,
    name: string,
    lat: number,
    lon: number,
    dailyVolume: number,
    articles: Omit<Article, 'id'>[],
  ): Entity => {
    const { anchor, others } = partnersFor(partners, kind);
    const partner = index === 0 ? anchor : (others[(index - 1) % others.length] ?? anchor);
    const code = `${codeOf(name)}${index === 0 ? '' : String(index + 1)}`;
    const late = index > 0 && random.chance(0.12);
    return {
      kind,
      id: index + 1,
      code,
      name,
      partner_id: partner.id,
      supplier: partner.naziv,
      izdaje_svoj_racun: index === 0 || random.chance(0.4),
      latitude: lat,
      longitude: lon,
      dailyVolume,
      channels: shares(random, CHANNELS[kind]),
      articles: normalise(articles, nextArticleId),
      since: late ? `2025-${String(random.int(3, 12)).padStart(2, '0')}-01` : null,
    };
  };

  // Parking providers with zones.
  PARKING_PLACES.forEach(([place, lat, lon], index) => {
    const providerId = index + 1;
    const anchor = index === 0;
    const name = anchor ? 'Parking Zagreb d.o.o.' : `Gradski parking ${place}`;
    const zoneCount = anchor ? 6 : random.int(2, 5);
    const cityCentre = index < 5;
    const articles: Omit<Article, 'id'>[] = [];
    for (let z = 0; z < zoneCount; z++) {
      const zoneName = anchor ? ['Zona 1', 'Zona 2', 'Zona 3', 'Zona 4.1', 'Zona 4.2', 'Zona 4.3'][z] ?? `Zona ${z + 1}` : `Zona ${z + 1}`;
      const colorRoll = random.next();
      const color = anchor
        ? (['#E53935', '#FDD835', '#43A047', '#FFFFFF', null, '#1E88E5'][z] ?? null)
        : colorRoll < 0.12
          ? null
          : colorRoll < 0.22
            ? '#FFFFFF'
            : (ZONE_COLORS[z % ZONE_COLORS.length] ?? '#E53935');
      const zone: Zone = {
        id: ++zoneId,
        provider_id: providerId,
        code: `Z${z + 1}`,
        name: zoneName,
        color,
        is_active: anchor ? true : random.chance(0.9),
        geometry: zoneGeometry(random, lat, lon, z, zoneCount),
      };
      zones.push(zone);
      const hourCents = Math.max(20, Math.round(((cityCentre ? 160 : 90) * (1 - z * 0.22)) / 10) * 10);
      articles.push({
        item: `Sat parkiranja – ${zoneName}`,
        priceCents: hourCents,
        shortcode: `70${providerId % 10}${z + 1}`,
        zone_id: zone.id,
        zone_name: zoneName,
        share: (zone.is_active ? 1 : 0.15) * (1 - z * 0.12),
        extraUnits: 0.9,
        unitSeconds: 3600,
      });
      if (z < 2 || random.chance(0.3)) {
        articles.push({
          item: `Dnevna karta – ${zoneName}`,
          priceCents: hourCents * 8,
          shortcode: `71${providerId % 10}${z + 1}`,
          zone_id: zone.id,
          zone_name: zoneName,
          share: (zone.is_active ? 0.12 : 0.02) * (1 - z * 0.12),
          extraUnits: 0.05,
          unitSeconds: 0,
        });
      }
    }
    if (anchor || random.chance(0.5)) {
      articles.push({
        item: 'Doplatna karta',
        priceCents: anchor ? 2000 : 1500,
        shortcode: `79${providerId % 10}0`,
        zone_id: null,
        zone_name: null,
        share: 0.03,
        extraUnits: 0,
        unitSeconds: 0,
      });
    }
    const volume = anchor ? 1600 : cityCentre ? random.int(250, 350) : random.int(50, 200);
    entities.push(entity('parking', index, name, lat, lon, volume, articles));
  });

  GARAGES.forEach(([name, lat, lon], index) => {
    const hour = index < 9 ? 160 : 100;
    entities.push(
      entity('garage', index, name, lat, lon, index === 0 ? 420 : random.int(150, 400), [
        { item: 'Sat parkiranja', priceCents: hour, shortcode: `G${index + 1}01`, zone_id: null, zone_name: null, share: 0.78, extraUnits: 1.4, unitSeconds: 3600 },
        { item: 'Dnevna karta', priceCents: hour * 10, shortcode: `G${index + 1}02`, zone_id: null, zone_name: null, share: 0.15, extraUnits: 0.1, unitSeconds: 0 },
        { item: 'Mjesečna karta', priceCents: index < 9 ? 12000 : 8000, shortcode: `G${index + 1}03`, zone_id: null, zone_name: null, share: 0.04, extraUnits: 0, unitSeconds: 30 * 86400 },
        { item: 'Izgubljena karta', priceCents: 3000, shortcode: `G${index + 1}04`, zone_id: null, zone_name: null, share: 0.03, extraUnits: 0, unitSeconds: 0 },
      ]),
    );
  });

  PARKS.forEach(([name, lat, lon], index) => {
    const adult = [1000, 1200, 500, 300, 800, 1000][index] ?? 1000;
    entities.push(
      entity('park', index, name, lat, lon, random.int(120, 260), [
        { item: 'Ulaznica – odrasli', priceCents: adult, shortcode: `P${index + 1}01`, zone_id: null, zone_name: null, share: 0.5, extraUnits: 0.8, unitSeconds: null },
        { item: 'Ulaznica – djeca', priceCents: adult / 2, shortcode: `P${index + 1}02`, zone_id: null, zone_name: null, share: 0.3, extraUnits: 0.9, unitSeconds: null },
        { item: 'Obiteljska ulaznica', priceCents: adult * 2.5, shortcode: `P${index + 1}03`, zone_id: null, zone_name: null, share: 0.15, extraUnits: 0, unitSeconds: null },
        { item: 'Godišnja ulaznica', priceCents: adult * 6, shortcode: `P${index + 1}04`, zone_id: null, zone_name: null, share: 0.05, extraUnits: 0, unitSeconds: null },
      ]),
    );
  });

  SALES.forEach(([place, lat, lon], index) => {
    const name = index === 0 ? 'Kiosk Plus' : place;
    entities.push(
      entity('sales', index, name, lat, lon, index === 0 ? 160 : random.int(40, 140), [
        { item: 'Parkirna karta 1 sat', priceCents: 160, shortcode: `S${index + 1}01`, zone_id: null, zone_name: 'Zona 1', share: 0.45, extraUnits: 0.6, unitSeconds: 3600 },
        { item: 'Dnevna parkirna karta', priceCents: 1000, shortcode: `S${index + 1}02`, zone_id: null, zone_name: null, share: 0.25, extraUnits: 0, unitSeconds: 0 },
        { item: 'Tjedna karta', priceCents: 4000, shortcode: `S${index + 1}03`, zone_id: null, zone_name: null, share: 0.1, extraUnits: 0, unitSeconds: 7 * 86400 },
        { item: 'Bon za parking 5 EUR', priceCents: 500, shortcode: `S${index + 1}04`, zone_id: null, zone_name: null, share: 0.2, extraUnits: 0.5, unitSeconds: null },
      ]),
    );
  });

  const byKind: Record<EntityKind, Entity[]> = { parking: [], garage: [], park: [], sales: [] };
  for (const e of entities) byKind[e.kind].push(e);
  return { seed, entities, zones, byKind };
}

const cache = new Map<number, CityReference>();

/** The city of a seed, generated once and kept. */
export function cityOf(seed: number): CityReference {
  let city = cache.get(seed);
  if (!city) {
    if (cache.size > 4) cache.clear();
    city = generateCity(seed);
    cache.set(seed, city);
  }
  return city;
}
