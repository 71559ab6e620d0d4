/** One entity's day, week and month series. */
import { intervalnoResponse } from '../../../api/contract/reports';
import { entityReportPath, type EntityKind } from '../../../api/entity-info';
import { http } from '../../../api/http';
import type { ReportRequest, Series } from '../model/reports';
import { axisOf, reportQuery, toPoint } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getSeries(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal): Promise<Series> {
  const wire = await http.get(entityReportPath(kind, id, 'intervalno'), {
    query: reportQuery(request),
    schema: intervalnoResponse,
    signal,
  });
  return {
    axis: axisOf(wire),
    points: { day: wire.dnevno.map(toPoint), week: wire.tjedno.map(toPoint), month: wire.mjesecno.map(toPoint) },
  };
}

export const seriesOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('intervalno', request), (signal) => getSeries(kind, id, request, signal));
