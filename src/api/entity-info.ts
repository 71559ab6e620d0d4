/**
 * The info of one reported entity (reporting.md §3 Provider info, Garage info, Park): its name for
 * titles and breadcrumbs, and for parking providers whether they issue their own receipts and where
 * they are. Every screen of an entity reads it (reports, transactions, receipts, tickets, zones), so
 * it sits in the API layer, cached under one key per entity.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  reportingEndpoints,
  type GarageReport,
  type ParkingReport,
  type ParkReport,
  type SalesReport,
} from './contract/endpoints-reporting';
import { garageInfoResponse } from './contract/garages';
import { parkInfoResponse } from './contract/parks';
import { providerInfoResponse } from './contract/reports';
import { http, type AuthFailureMode } from './http';

/** The four kinds of reported entity: parking providers, garages, parks and sales providers. */
export type EntityKind = 'parking' | 'garage' | 'park' | 'sales';

export interface EntityInfo {
  id: number;
  name: string;
  code?: string;
  supplier?: string;
  /** Parking providers: the provider issues its own receipts (izdajeSvojRacun). */
  issuesOwnReceipts?: boolean;
  latitude?: number | null;
  longitude?: number | null;
}

export const entityInfoKey = (kind: EntityKind, id: number) => ['entity', kind, id, 'info'] as const;

/** A report every kind has; a kind-specific one (po-distributerima, detaljno ...) is asked only of the kinds that have it. */
export type EntityReportName = ParkingReport | GarageReport | ParkReport | SalesReport;

/** The path of one entity's report (its info, reports and lists), from the contract's endpoint table. */
export function entityReportPath(kind: EntityKind, id: number, report: EntityReportName): string {
  switch (kind) {
    case 'parking':
      return reportingEndpoints.parking.provider(id, report as ParkingReport);
    case 'garage':
      return reportingEndpoints.garages.garage(id, report as GarageReport);
    case 'park':
      return reportingEndpoints.parks.park(id, report as ParkReport);
    case 'sales':
      return reportingEndpoints.sales.provider(id, report as SalesReport);
  }
}

export async function getEntityInfo(kind: EntityKind, id: number, signal?: AbortSignal, authFailure?: AuthFailureMode): Promise<EntityInfo> {
  const path = entityReportPath(kind, id, 'info');
  if (kind === 'parking' || kind === 'sales') {
    const { info } = await http.get(path, { schema: providerInfoResponse, signal, authFailure });
    return {
      id: info.id,
      name: info.name,
      code: info.code,
      supplier: info.supplier,
      issuesOwnReceipts: info.izdaje_svoj_racun,
      latitude: info.latitude ?? null,
      longitude: info.longitude ?? null,
    };
  }
  const { info } = await http.get(path, { schema: kind === 'garage' ? garageInfoResponse : parkInfoResponse, signal, authFailure });
  return { id: info.id, name: info.name };
}

export function entityInfoQueryOptions(kind: EntityKind, id: number) {
  return queryOptions({
    queryKey: entityInfoKey(kind, id),
    queryFn: ({ signal }) => getEntityInfo(kind, id, signal),
    staleTime: 5 * 60_000,
  });
}
