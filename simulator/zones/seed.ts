/**
 * Operations state at reset (operations.md): approved working periods and closing rules for every
 * parking zone and garage, and the scenario extra: pending change requests (flag `pendingChanges`).
 * core/control/state.ts composes it with the other areas' seeds.
 */
import type { Db } from '../core/db/db';
import type { ClosingValues, PeriodValues, StoredWorkingDay } from '../core/db/operations-schemas';
import type { Session } from '../core/access';
import { NORMAL_FLAGS, type DomainContext } from '../core/context';
import { seedNowSecond } from '../core/clock';
import { garages, parkingProviders, providerZones } from './source';
import { changeZonePolygons } from './parking-zones';
import { createRandom } from '../core/random';
import type { SeedOptions } from '../core/reference-seed';
import { proposeCreate, proposeUpdate, proposeRemoval } from './change-requests/workflow';

function day(week_day: number, from: string | null, to: string | null): StoredWorkingDay {
  return from && to
    ? { week_day, time_from: from, time_to: to, no_charge: false }
    : { week_day, time_from: '00:00:00', time_to: '00:00:00', no_charge: true };
}

/** Weekdays from–to, Saturday until the given hour, Sunday free. */
function week(from: string, to: string, saturdayTo: string | null): StoredWorkingDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((d) => (d < 5 ? day(d, from, to) : d === 5 && saturdayTo ? day(d, from, saturdayTo) : day(d, null, null)));
}

const HOURS: readonly [string, string, string | null][] = [
  ['07:00:00', '21:00:00', '15:00:00'],
  ['07:00:00', '20:00:00', '14:00:00'],
  ['08:00:00', '18:00:00', null],
];

function holidays(year: number): ClosingValues[] {
  return [
    { closing_start: `${year}-01-01`, closing_end: `${year}-01-01`, reason: 'Nova godina' },
    { closing_start: `${year}-05-01`, closing_end: `${year}-05-01`, reason: 'Praznik rada' },
    { closing_start: `${year}-08-05`, closing_end: `${year}-08-05`, reason: 'Dan pobjede i domovinske zahvalnosti' },
    { closing_start: `${year}-12-25`, closing_end: `${year}-12-26`, reason: 'Božić i Sveti Stjepan' },
  ];
}

export async function seedOperations(db: Db, options: SeedOptions): Promise<void> {
  const ctx: DomainContext = { db, seed: options.seed, today: options.today, nowSecond: seedNowSecond(options), flags: NORMAL_FLAGS };
  const random = createRandom(options.seed, 'operations');
  const year = Number(options.today.slice(0, 4));
  let periodId = 1;
  let ruleId = 1;
  const addPeriod = (area: 'parking' | 'garage', owner: number, zone: number | null, values: PeriodValues) =>
    db.workingPeriods.create({ ...values, id: periodId++, area, owner_id: owner, zone_id: zone });
  const addRule = (area: 'parking' | 'garage', owner: number, zone: number | null, values: ClosingValues) =>
    db.closingRules.create({ ...values, id: ruleId++, area, owner_id: owner, zone_id: zone });

  for (const provider of parkingProviders(ctx)) {
    for (const [index, zone] of providerZones(ctx, provider.id).entries()) {
      if (index === 3) continue; // the last zone has no working hours yet
      const [from, to, saturday] = random.pick(HOURS);
      await addPeriod('parking', provider.id, zone.id, {
        valid_from: `${year}-01-01`,
        valid_to: `${year}-12-31`,
        description: index === 0 ? 'Redovno radno vrijeme' : '',
        working_days: week(from, to, saturday),
      });
      if (random.chance(0.5)) {
        await addPeriod('parking', provider.id, zone.id, {
          valid_from: `${year - 1}-01-01`,
          valid_to: `${year - 1}-12-31`,
          description: 'Prošlogodišnje radno vrijeme',
          working_days: week('07:00:00', '20:00:00', '14:00:00'),
        });
      }
      if (index < 2) for (const rule of holidays(year)) await addRule('parking', provider.id, zone.id, rule);
    }
  }
  for (const g of garages(ctx)) {
    await addPeriod('garage', g.id, null, {
      valid_from: `${year}-01-01`,
      valid_to: `${year}-12-31`,
      description: 'Garaža radi svaki dan',
      working_days: [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, '06:00:00', d < 5 ? '23:00:00' : '22:00:00')),
    });
    for (const rule of holidays(year).slice(0, 2)) await addRule('garage', g.id, null, rule);
  }
}

/**
 * The 'pending-changes' scenario: requests of each kind wait for approval (once per reset).
 * Made by the partner personas' providers' staff through the same rules as the API.
 */
export async function seedPendingChanges(db: Db, options: SeedOptions): Promise<void> {
  if (db.changeRequests.count() > 0) return;
  const ctx: DomainContext = { db, seed: options.seed, today: options.today, nowSecond: seedNowSecond(options), flags: NORMAL_FLAGS };
  const admin = db.users.findFirst((q) => q.where({ username: 'admin' }));
  if (!admin) return;
  const session: Session = { token: '', user: admin };
  const provider = parkingProviders(ctx)[0];
  const g = garages(ctx)[0];
  if (!provider || !g) return;
  const zones = providerZones(ctx, provider.id);
  const [first, second, third] = zones;
  if (!first || !second || !third) return;
  const year = Number(options.today.slice(0, 4));
  const parking = { area: 'parking' as const, ownerId: provider.id, zoneId: null };
  await proposeCreate(ctx, session, 'working_period', parking, {
    parking_zone_ids: [first.id, second.id],
    valid_from: `${year + 1}-01-01`,
    valid_to: `${year + 1}-12-31`,
    description: 'Radno vrijeme za iduću godinu',
    working_days: week('07:00:00', '21:00:00', '15:00:00'),
  });
  const current = db.workingPeriods.findFirst((q) => q.where({ zone_id: second.id }));
  if (current) {
    await proposeUpdate(ctx, session, 'working_period', parking, current.id, {
      description: 'Produljeno radno vrijeme',
      working_days: week('06:00:00', '22:00:00', '16:00:00'),
    });
  }
  const rule = db.closingRules.findFirst((q) => q.where({ zone_id: first.id }));
  if (rule) await proposeRemoval(ctx, session, 'closing_rule', parking, rule.id);
  await proposeCreate(ctx, session, 'closing_rule', parking, {
    parking_zone_ids: [first.id],
    closing_start: `${year}-12-31`,
    closing_end: `${year}-12-31`,
    reason: 'Stara godina',
  });
  const lon = 15.97;
  const lat = 45.8;
  const ring = [
    [lon, lat],
    [lon + 0.004, lat],
    [lon + 0.004, lat + 0.003],
    [lon, lat + 0.003],
    [lon, lat],
  ];
  await changeZonePolygons(ctx, session, parking.ownerId, third.id, { polygon_data: { type: 'Polygon', coordinates: [ring] } });
  const garageScope = { area: 'garage' as const, ownerId: g.id, zoneId: null };
  await proposeCreate(ctx, session, 'closing_rule', garageScope, {
    closing_start: `${year}-12-24`,
    closing_end: `${year}-12-24`,
    reason: 'Badnjak: garaža zatvorena od 14 sati',
  });
  await proposeCreate(ctx, session, 'working_period', garageScope, {
    valid_from: `${year + 1}-01-01`,
    valid_to: `${year + 1}-06-30`,
    description: 'Zimsko radno vrijeme',
    working_days: [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, '06:00:00', '22:00:00')),
  });
}
