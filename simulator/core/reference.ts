/** Reference lists (reporting.md §7 "Auth and common"). */
import type { DistributorWire, ServiceWire } from '../../src/api/contract/common';
import { cityOf, type CityReference } from './city';
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
const WEEKDAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The day list (operations.md §3: weekday id to its translated name), in the language the request
 * asks for (Accept-Language, as Django's locale middleware reads it): English for en, else Croatian.
 */
export function listWeekdays(acceptLanguage: string | null = null): { week_day: number; naziv: string }[] {
  const english = /^\s*en\b/i.test(acceptLanguage ?? '');
  return (english ? WEEKDAYS_EN : WEEKDAYS_HR).map((naziv, week_day) => ({ week_day, naziv }));
}

/*
 * The city (core/city.ts): parking providers with zones, garages, parks and sales providers.
 * Generated from the seed.
 */

/** The whole generated city of the running seed. */
export function cityReference(ctx: Pick<DomainContext, 'seed'>): CityReference {
  return cityOf(ctx.seed);
}
