/** Dashboard: GET /api/dashboard/{ukupno-po-uslugama, ukupno-po-distributerima, usluge-intervalno, distributeri-intervalno}/. */
import { http } from '../../core/msw-http';
import {
  distributeriIntervalnoResponse,
  ukupnoPoDistributerimaResponse,
  ukupnoPoUslugamaResponse,
  uslugeIntervalnoResponse,
} from '../../../src/api/contract/dashboard';
import { reportingEndpoints } from '../../../src/api/contract/endpoints-reporting';
import { dashboardByChannel, dashboardByService, dashboardChannelSeries, dashboardServiceSeries } from '../reports';
import { apiPath, contractJson, privateRoute } from '../../core/http';

const paths = reportingEndpoints.dashboard;

export const dashboardHandlers = [
  http.get(
    apiPath(paths.ukupnoPoUslugama),
    privateRoute(({ ctx, session, url }) => contractJson(ukupnoPoUslugamaResponse, dashboardByService(ctx, session, url.searchParams))),
  ),
  http.get(
    apiPath(paths.ukupnoPoDistributerima),
    privateRoute(({ ctx, session, url }) => contractJson(ukupnoPoDistributerimaResponse, dashboardByChannel(ctx, session, url.searchParams))),
  ),
  http.get(
    apiPath(paths.uslugeIntervalno),
    privateRoute(({ ctx, session, url }) => contractJson(uslugeIntervalnoResponse, dashboardServiceSeries(ctx, session, url.searchParams))),
  ),
  http.get(
    apiPath(paths.distributeriIntervalno),
    privateRoute(({ ctx, session, url }) => contractJson(distributeriIntervalnoResponse, dashboardChannelSeries(ctx, session, url.searchParams))),
  ),
];
