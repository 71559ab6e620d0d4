/** The dashboard's day, week and month series of each sales channel. */
import { distributeriIntervalnoResponse } from '../../../api/contract/dashboard';
import { reportingEndpoints } from '../../../api/contract/endpoints-reporting';
import { http } from '../../../api/http';
import type { KeyedSeries, KeyedSeriesPoint, ReportRequest } from '../model/reports';
import { axisOf, reportQuery, toTotals } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getDashboardChannelSeries(request: ReportRequest, signal?: AbortSignal): Promise<KeyedSeries> {
  const wire = await http.get(reportingEndpoints.dashboard.distributeriIntervalno, {
    query: reportQuery(request),
    schema: distributeriIntervalnoResponse,
    signal,
  });
  const point = (p: (typeof wire.distributeri_dnevno)[number]): KeyedSeriesPoint => ({
    key: p.reseller,
    date: p.datum,
    ...toTotals(p),
  });
  return {
    axis: axisOf(wire),
    names: wire.distributeri.map((d) => ({ id: d.reseller_id, name: d.name })),
    points: {
      day: wire.distributeri_dnevno.map(point),
      week: wire.distributeri_tjedno.map(point),
      month: wire.distributeri_mjesecno.map(point),
    },
  };
}

export const dashboardChannelSeriesOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('channel-series', request), (signal) => getDashboardChannelSeries(request, signal));
