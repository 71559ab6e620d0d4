/** The list report of parking providers, garages, parks or sales providers. */
import { reportingEndpoints } from '../../../api/contract/endpoints-reporting';
import { garageListResponse } from '../../../api/contract/garages';
import { providerListResponse } from '../../../api/contract/parking';
import { parkoviListResponse } from '../../../api/contract/parks';
import { igeusProviderListResponse } from '../../../api/contract/sales';
import type { EntityKind } from '../../../api/entity-info';
import { http } from '../../../api/http';
import type { EntityList, ReportRequest } from '../model/reports';
import { reportQuery, toChannelShare, toTotals } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export const LIST_PATHS: Record<EntityKind, string> = {
  parking: reportingEndpoints.parking.list,
  garage: reportingEndpoints.garages.list,
  park: reportingEndpoints.parks.list,
  sales: reportingEndpoints.sales.list,
};

export async function getEntityList(kind: EntityKind, request: ReportRequest, signal?: AbortSignal): Promise<EntityList> {
  const query = reportQuery(request);
  switch (kind) {
    case 'parking': {
      const wire = await http.get(LIST_PATHS.parking, { query, schema: providerListResponse, signal });
      return {
        single: wire.single_provider || wire.provider_list.length === 1,
        totals: toTotals(wire.ukupno),
        rows: wire.provider_list.map((r) => ({
          id: r.provider_id,
          name: r.naziv,
          supplier: r.supplier,
          channels: r.distributeri.map(toChannelShare),
          ...toTotals(r),
        })),
      };
    }
    case 'garage': {
      const wire = await http.get(LIST_PATHS.garage, { query, schema: garageListResponse, signal });
      return {
        single: wire.single_garage || wire.garage_list.length === 1,
        totals: toTotals(wire.ukupno),
        rows: wire.garage_list.map((r) => ({ id: r.garage_id, name: r.name, supplier: r.supplier, ...toTotals(r) })),
      };
    }
    case 'park': {
      const wire = await http.get(LIST_PATHS.park, { query, schema: parkoviListResponse, signal });
      return {
        single: false,
        totals: toTotals(wire.ukupno),
        rows: wire.parkovi_list.map((r) => ({ id: r.park_id, name: r.naziv, ...toTotals(r) })),
      };
    }
    case 'sales': {
      const wire = await http.get(LIST_PATHS.sales, { query, schema: igeusProviderListResponse, signal });
      return {
        single: wire.single_provider || wire.provider_list.length === 1,
        totals: toTotals(wire.ukupno),
        rows: wire.provider_list.map((r) => ({ id: r.provider_id, name: r.naziv, ...toTotals(r) })),
      };
    }
  }
}

export const entityListOptions = (kind: EntityKind) => (request: ReportRequest) =>
  reportOptions(reportingKeys.list(kind, request), (signal) => getEntityList(kind, request, signal));
