/** The dashboard's totals per sales channel. */
import { ukupnoPoDistributerimaResponse } from '../../../api/contract/dashboard';
import { reportingEndpoints } from '../../../api/contract/endpoints-reporting';
import { http } from '../../../api/http';
import type { ReportRequest, TotalsTable } from '../model/reports';
import { reportQuery, toChannelTable } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getDashboardChannels(request: ReportRequest, signal?: AbortSignal): Promise<TotalsTable> {
  const wire = await http.get(reportingEndpoints.dashboard.ukupnoPoDistributerima, {
    query: reportQuery(request),
    schema: ukupnoPoDistributerimaResponse,
    signal,
  });
  return toChannelTable(wire);
}

export const dashboardChannelsOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('channels', request), (signal) => getDashboardChannels(request, signal));
