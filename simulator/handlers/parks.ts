/** Parks: /api/parkovi/parkovi-list/ and /api/parkovi/park/{id}/.../ (reporting.md §7 Parks). */
import { http } from 'msw';
import { reportingEndpoints, reportingPatterns } from '../../src/api/contract/endpoints-reporting';
import { parkInfoResponse, parkoviListResponse, ulazniceResponse } from '../../src/api/contract/parks';
import { parkTickets } from '../domain/entity-reports';
import { kindHandlers } from './entity-reports';
import { apiPath, param, privateRoute } from './http';
import { answer } from './reports-http';

const p = reportingPatterns.parks;

export const parksHandlers = [
  ...kindHandlers({
    kind: 'park',
    list: { path: reportingEndpoints.parks.list, schema: parkoviListResponse },
    info: { pattern: p('info'), schema: parkInfoResponse },
    reports: { 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno') },
  }),
  http.get(
    apiPath(p('ulaznice')),
    privateRoute(async ({ ctx, session, params, url }) => answer(ulazniceResponse, await parkTickets(ctx, session, param(params, 'id'), url.searchParams))),
  ),
];
