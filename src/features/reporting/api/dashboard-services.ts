/** The dashboard's totals per service. */
import { ukupnoPoUslugamaResponse } from '../../../api/contract/dashboard';
import { reportingEndpoints } from '../../../api/contract/endpoints-reporting';
import { http } from '../../../api/http';
import type { ReportRequest, TotalsTable } from '../model/reports';
import { reportQuery, toTotals } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getDashboardServices(request: ReportRequest, signal?: AbortSignal): Promise<TotalsTable> {
  const wire = await http.get(reportingEndpoints.dashboard.ukupnoPoUslugama, {
    query: reportQuery(request),
    schema: ukupnoPoUslugamaResponse,
    signal,
  });
  return {
    rows: wire.usluge.map((r) => ({ id: r.service_type_id, name: r.service_type_name, ...toTotals(r) })),
    totals: toTotals(wire.ukupno),
  };
}

export const dashboardServicesOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('services', request), (signal) => getDashboardServices(request, signal));
