/** Reference lists (reporting.md §7 "Auth and common"). */
import type { DistributorWire, ServiceWire } from '../../src/api/contract/common';
import { cityOf, type CityReference, type Entity, type EntityKind, type Zone } from '../seed/entities';
import type { DomainContext } from './context';

export function listServices(ctx: DomainContext): ServiceWire[] {
  if (ctx.flags.emptyLists) return [];
  return ctx.db.services
    .findMany(undefined, { orderBy: { service_type_id: 'asc' } })
    .map(({ service_type_id, name }) => ({ service_type_id, name }));
}

export function listDistributors(ctx: DomainContext): DistributorWire[] {
  if (ctx.flags.emptyLists) return [];
  return ctx.db.distributors
    .findMany(undefined, { orderBy: { reseller_id: 'asc' } })
    .map(({ reseller_id, name }) => ({ reseller_id, name }));
}

/** Croatian weekday names, week_day 0 = Monday (the spec's week starts on Monday). */
export const WEEKDAYS_HR = ['Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota', 'Nedjelja'] as const;

export function listWeekdays(): { week_day: number; naziv: string }[] {
  return WEEKDAYS_HR.map((naziv, week_day) => ({ week_day, naziv }));
}

/*
 * The city (seed/entities.ts): parking providers with zones, garages, parks and sales providers.
 * Generated from the seed; these accessors are what the reports and the change-request domain use.
 */

/** The whole generated city of the running seed. */
export function cityReference(ctx: Pick<DomainContext, 'seed'>): CityReference {
  return cityOf(ctx.seed);
}

/** The entities of a kind (parking providers, garages, parks, sales providers), by id. */
export function listEntities(ctx: Pick<DomainContext, 'seed'>, kind: EntityKind): readonly Entity[] {
  return cityOf(ctx.seed).byKind[kind];
}

/** One entity by its API id, or undefined. */
export function getEntity(ctx: Pick<DomainContext, 'seed'>, kind: EntityKind, id: number): Entity | undefined {
  return cityOf(ctx.seed).byKind[kind].find((e) => e.id === id);
}

/** Every parking provider (id, code, name, supplier, izdaje_svoj_racun, latitude, longitude, ...). */
export function listParkingProviders(ctx: Pick<DomainContext, 'seed'>): readonly Entity[] {
  return listEntities(ctx, 'parking');
}

/** The zones of a parking provider, by id (empty for an unknown provider). */
export function listZones(ctx: Pick<DomainContext, 'seed'>, providerId: number): Zone[] {
  return cityOf(ctx.seed).zones.filter((z) => z.provider_id === providerId);
}

/** One zone by id, or undefined. */
export function getZone(ctx: Pick<DomainContext, 'seed'>, id: number): Zone | undefined {
  return cityOf(ctx.seed).zones.find((z) => z.id === id);
}
