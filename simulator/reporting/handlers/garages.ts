/** Garages: /api/garaze/garage-list/ and /api/garaze/garaza/{id}/.../ (reporting.md §7 Garages). */
import { http } from '../../core/msw-http';
import { reportingEndpoints, reportingPatterns } from '../../../src/api/contract/endpoints-reporting';
import { garageInfoResponse, garageListResponse } from '../../../src/api/contract/garages';
import { poDistributerimaResponse } from '../../../src/api/contract/reports';
import { entityArticleByChannel } from '../entity-reports';
import { kindHandlers } from './entity-reports';
import { apiPath, contractJson, param, privateRoute } from '../../core/http';

const p = reportingPatterns.garages;

export const garagesHandlers = [
  ...kindHandlers({
    kind: 'garage',
    list: { path: reportingEndpoints.garages.list, schema: garageListResponse },
    info: { pattern: p('info'), schema: garageInfoResponse },
    reports: { 'po-distributerima': p('po-distributerima'), 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno'), detaljno: p('detaljno') },
  }),
  http.get(
    apiPath(p('artikl-po-distributerima')),
    privateRoute(({ ctx, session, params, url }) =>
      contractJson(poDistributerimaResponse, entityArticleByChannel(ctx, session, 'garage', param(params, 'id'), url.searchParams)),
    ),
  ),
];
