/** One entity's sales per day and channel (the Excel report's table by day). */
import { detaljnoResponse } from '../../../api/contract/reports';
import { entityReportPath, type EntityKind } from '../../../api/entity-info';
import { http } from '../../../api/http';
import type { DetailLine, ReportRequest } from '../model/reports';
import { reportQuery } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getDetailLines(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal): Promise<DetailLine[]> {
  const wire = await http.get(entityReportPath(kind, id, 'detaljno'), { query: reportQuery(request), schema: detaljnoResponse, signal });
  return wire.detaljno.map((line) => ({ date: line.datum, channel: line.reseller_name, amount: line.valid_amount }));
}

export const detailLinesOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('detaljno', request), (signal) => getDetailLines(kind, id, request, signal));
