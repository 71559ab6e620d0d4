/**
 * The operations area's view of the reference data: parking providers with their zones, and
 * garages, from the seeded city (core/city.ts). One seam, so that the rules (change requests,
 * zones, working hours) do not care where the reference data is generated.
 */
import { cityOf, type Entity } from '../core/city';
import type { DomainContext } from '../core/context';

export type MultiPolygonCoordinates = number[][][][];

export interface ZoneInfo {
  id: number;
  provider_id: number;
  code: string;
  name: string;
  color: string | null;
  is_active: boolean;
  city_code: string;
  /** The seeded borders; null when the zone has none. */
  coordinates: MultiPolygonCoordinates | null;
}

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

function zoneInfo(zone: ReturnType<typeof cityOf>['zones'][number]): ZoneInfo {
  return {
    id: zone.id,
    provider_id: zone.provider_id,
    code: zone.code,
    name: zone.name,
    color: zone.color,
    is_active: zone.is_active,
    city_code: CITY_CODE,
    coordinates: zone.geometry.coordinates,
  };
}

export function providerZones(ctx: DomainContext, providerId: number): ZoneInfo[] {
  return cityOf(ctx.seed).zones.filter((z) => z.provider_id === providerId).map(zoneInfo);
}

export function findZone(ctx: DomainContext, zoneId: number): ZoneInfo | undefined {
  const zone = cityOf(ctx.seed).zones.find((z) => z.id === zoneId);
  return zone ? zoneInfo(zone) : undefined;
}
