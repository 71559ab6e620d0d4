/** Sales (igeus) providers: /api/prodaja/igeusprovider-list/ and /api/prodaja/igeusprovider/{id}/.../ (reporting.md §7 Sales). */
import { http } from 'msw';
import { reportingEndpoints, reportingPatterns } from '../../src/api/contract/endpoints-reporting';
import { providerInfoResponse, transakcijeResponse } from '../../src/api/contract/reports';
import { igeusProviderListResponse } from '../../src/api/contract/sales';
import { entityTransactions } from '../domain/entity-reports';
import { kindHandlers } from './entity-reports';
import { apiPath, param, privateRoute } from './http';
import { answer } from './reports-http';

const p = reportingPatterns.sales;

export const salesHandlers = [
  ...kindHandlers({
    kind: 'sales',
    list: { path: reportingEndpoints.sales.list, schema: igeusProviderListResponse },
    info: { pattern: p('info'), schema: providerInfoResponse },
    reports: { 'po-distributerima': p('po-distributerima'), 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno'), detaljno: p('detaljno') },
  }),
  http.get(
    apiPath(p('transakcije')),
    privateRoute(async ({ ctx, session, params, url }) =>
      answer(transakcijeResponse, await entityTransactions(ctx, session, 'sales', param(params, 'id'), url.searchParams)),
    ),
  ),
];
