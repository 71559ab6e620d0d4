/** Reference data generated from the seed: services, sales channels, partners, statements. */
import { faker } from '@faker-js/faker/locale/hr';
import type { Db } from './db/db';
import type { PartnerKind, PartnerRecord, StatementRecord } from './db/schemas';
import { addMonths, monthOf } from './dates';
import { createRandom } from './random';

export interface SeedOptions {
  seed: number;
  /** The simulator's "today", YYYY-MM-DD. */
  today: string;
  /** The clock's time of day (HH:MM:SS; null: the wall clock's; absent: noon). See core/clock.ts. */
  time?: string | null;
}

/** Service types (reporting.md §3). Names are sent in Croatian. */
export const SERVICES = [
  { service_type_id: 1, name: 'Parking' },
  { service_type_id: 2, name: 'Garaže' },
  { service_type_id: 3, name: 'Parkovi' },
  { service_type_id: 4, name: 'Prodaja' },
] as const;

/** Sales channels (resellers). Fixed across seeds so that the UI's fixed channel colours stay stable. */
export const DISTRIBUTORS = [
  { reseller_id: 1, name: 'SMS' },
  { reseller_id: 2, name: 'Mobilna aplikacija' },
  { reseller_id: 3, name: 'Parkirni automat' },
  { reseller_id: 4, name: 'Web shop' },
  { reseller_id: 5, name: 'Kiosk' },
  { reseller_id: 6, name: 'Blagajna' },
  { reseller_id: 7, name: 'Partnerska aplikacija' },
  { reseller_id: 8, name: 'Bankovna kartica' },
] as const;

/** The statements seed stops at this count: 4 pages of 10 for the admin. */
export const STATEMENT_COUNT = 35;

/** The first partner of each kind is fixed: the partner personas belong to it. */
const ANCHOR_PARTNERS: Record<PartnerKind, string> = {
  parking: 'Parking Zagreb d.o.o.',
  garage: 'Garaža Tuškanac d.o.o.',
  park: 'Park prirode Medvednica',
  sales: 'Kiosk Plus d.o.o.',
};
const PARTNER_COUNTS: Record<PartnerKind, number> = { parking: 4, garage: 2, park: 1, sales: 2 };
const GENERATED_PREFIX: Record<PartnerKind, (city: string) => string> = {
  parking: (city) => `Gradski parking ${city} d.o.o.`,
  garage: (city) => `Garaže ${city} d.o.o.`,
  park: (city) => `Park ${city}`,
  sales: (city) => `Prodaja ${city} d.o.o.`,
};

export function generatePartners(seed: number): PartnerRecord[] {
  faker.seed(seed);
  const usedCities = new Set<string>(['Zagreb']);
  const partners: PartnerRecord[] = [];
  for (const kind of ['parking', 'garage', 'park', 'sales'] as const) {
    partners.push({ id: partners.length + 1, naziv: ANCHOR_PARTNERS[kind], kind });
    for (let i = 1; i < PARTNER_COUNTS[kind]; i++) {
      let city = faker.location.city();
      for (let tries = 0; usedCities.has(city) && tries < 20; tries++) city = faker.location.city();
      usedCities.add(city);
      partners.push({ id: partners.length + 1, naziv: GENERATED_PREFIX[kind](city), kind });
    }
  }
  return partners;
}

/** The anchor (persona) partner of a kind: always the first of that kind. */
export function anchorPartner(partners: readonly PartnerRecord[], kind: PartnerKind): PartnerRecord {
  const partner = partners.find((p) => p.kind === kind);
  if (!partner) throw new Error(`No ${kind} partner seeded`);
  return partner;
}

/**
 * Monthly statements, newest month first while generating: the anchor partners get one every month,
 * the others about every other month. Ids run oldest first, so the newest has the highest id.
 */
export function generateStatements(options: SeedOptions, partners: readonly PartnerRecord[]): StatementRecord[] {
  const random = createRandom(options.seed, 'statements');
  const anchors = new Set((['parking', 'garage', 'sales'] as const).map((kind) => anchorPartner(partners, kind).id));
  const newestFirst: Omit<StatementRecord, 'id' | 'download_url'>[] = [];
  const currentMonth = monthOf(options.today);
  for (let back = 1; newestFirst.length < STATEMENT_COUNT; back++) {
    const period = addMonths(currentMonth, -back);
    const [year, month] = period.split('-');
    for (const partner of partners) {
      if (newestFirst.length >= STATEMENT_COUNT) break;
      if (!anchors.has(partner.id) && !random.chance(0.5)) continue;
      newestFirst.push({
        naziv: `Obračun ${month}/${year} – ${partner.naziv}`,
        partner_id: partner.id,
        partner_naziv: partner.naziv,
        period,
      });
    }
  }
  return newestFirst.reverse().map((statement, index) => {
    const id = index + 1;
    return { ...statement, id, download_url: `/obracun/${id}/download/` };
  });
}

export async function seedReference(db: Db, options: SeedOptions): Promise<void> {
  const partners = generatePartners(options.seed);
  for (const service of SERVICES) await db.services.create({ ...service });
  for (const distributor of DISTRIBUTORS) await db.distributors.create({ ...distributor });
  for (const partner of partners) await db.partners.create(partner);
  for (const statement of generateStatements(options, partners)) await db.statements.create(statement);
}
