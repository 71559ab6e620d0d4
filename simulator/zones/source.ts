/**
 * The operations area's view of the reference data: parking providers with their zones, and
 * garages, from the seeded city (core/city.ts). One seam, so that the rules (change requests,
 * zones, working hours) do not care where the reference data is generated.
 */
import { cityOf, type Entity, type Zone } from '../core/city';
import type { DomainContext } from '../core/context';

export type MultiPolygonCoordinates = number[][][][];

export interface OwnerInfo {
  id: number;
  name: string;
  /** The partner whose users may see it. */
  partner_id: number;
  latitude: number;
  longitude: number;
}

/** The city code of every seeded zone (the city is Zagreb and its surroundings). */
export const CITY_CODE = 'ZG';

function owners(ctx: DomainContext, kind: 'parking' | 'garage'): OwnerInfo[] {
  return cityOf(ctx.seed).byKind[kind].map((e: Entity) => ({
    id: e.id,
    name: e.name,
    partner_id: e.partner_id,
    latitude: e.latitude,
    longitude: e.longitude,
  }));
}

export function parkingProvider(ctx: DomainContext, id: number): OwnerInfo | undefined {
  return owners(ctx, 'parking').find((p) => p.id === id);
}

export function parkingProviders(ctx: DomainContext): OwnerInfo[] {
  return owners(ctx, 'parking');
}

export function garage(ctx: DomainContext, id: number): OwnerInfo | undefined {
  return owners(ctx, 'garage').find((g) => g.id === id);
}

export function garages(ctx: DomainContext): OwnerInfo[] {
  return owners(ctx, 'garage');
}

export function providerZones(ctx: DomainContext, providerId: number): Zone[] {
  return cityOf(ctx.seed).zones.filter((z) => z.provider_id === providerId);
}

export function findZone(ctx: DomainContext, zoneId: number): Zone | undefined {
  return cityOf(ctx.seed).zones.find((z) => z.id === zoneId);
}
