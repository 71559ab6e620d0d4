/** The dashboard's day, week and month series of each service. */
import { uslugeIntervalnoResponse } from '../../../api/contract/dashboard';
import { reportingEndpoints } from '../../../api/contract/endpoints-reporting';
import { http } from '../../../api/http';
import type { KeyedSeries, KeyedSeriesPoint, ReportRequest } from '../model/reports';
import { axisOf, reportQuery, toTotals } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getDashboardServiceSeries(request: ReportRequest, signal?: AbortSignal): Promise<KeyedSeries> {
  const wire = await http.get(reportingEndpoints.dashboard.uslugeIntervalno, {
    query: reportQuery(request),
    schema: uslugeIntervalnoResponse,
    signal,
  });
  const point = (p: (typeof wire.usluge_dnevno)[number]): KeyedSeriesPoint => ({ key: p.usluga, date: p.datum, ...toTotals(p) });
  return {
    axis: axisOf(wire),
    names: wire.usluge.map((s) => ({ id: s.service_type_id, name: s.name })),
    points: { day: wire.usluge_dnevno.map(point), week: wire.usluge_tjedno.map(point), month: wire.usluge_mjesecno.map(point) },
  };
}

export const dashboardServiceSeriesOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('service-series', request), (signal) => getDashboardServiceSeries(request, signal));
