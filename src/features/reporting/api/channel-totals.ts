/** One entity's totals per sales channel. */
import { poDistributerimaResponse } from '../../../api/contract/reports';
import { entityReportPath, type EntityKind } from '../../../api/entity-info';
import { http } from '../../../api/http';
import type { ReportRequest, TotalsTable } from '../model/reports';
import { reportQuery, toChannelTable } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getChannelTotals(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal): Promise<TotalsTable> {
  const wire = await http.get(entityReportPath(kind, id, 'po-distributerima'), {
    query: reportQuery(request),
    schema: poDistributerimaResponse,
    signal,
  });
  return toChannelTable(wire);
}

export const channelTotalsOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('po-distributerima', request), (signal) =>
    getChannelTotals(kind, id, request, signal),
  );
