/** Parking providers: /api/parking/provider-list/ and /api/parking/provider/{id}/.../ (reporting.md §7 Parking). */
import { http } from 'msw';
import { reportingEndpoints, reportingPatterns } from '../../src/api/contract/endpoints-reporting';
import { providerListResponse, racuniResponse } from '../../src/api/contract/parking';
import { providerInfoResponse, transakcijeResponse } from '../../src/api/contract/reports';
import { entityTransactions, parkingReceipts, receiptPdf } from '../domain/entity-reports';
import { kindHandlers } from './entity-reports';
import { apiPath, param, privateRoute } from './http';
import { answer, fileResponse } from './reports-http';

const p = reportingPatterns.parking;

export const parkingHandlers = [
  ...kindHandlers({
    kind: 'parking',
    list: { path: reportingEndpoints.parking.list, schema: providerListResponse },
    info: { pattern: p('info'), schema: providerInfoResponse },
    reports: { 'po-distributerima': p('po-distributerima'), 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno'), detaljno: p('detaljno') },
  }),
  http.get(
    apiPath(p('transakcije')),
    privateRoute(async ({ ctx, session, params, url }) =>
      answer(transakcijeResponse, await entityTransactions(ctx, session, 'parking', param(params, 'id'), url.searchParams)),
    ),
  ),
  http.get(
    apiPath(reportingPatterns.parkingReceiptDownload),
    privateRoute(async ({ ctx, session, params, url }) => fileResponse(await receiptPdf(ctx, session, param(params, 'id'), url.searchParams))),
  ),
  http.get(
    apiPath(p('racuni')),
    privateRoute(async ({ ctx, session, params, url }) =>
      answer(racuniResponse, await parkingReceipts(ctx, session, param(params, 'id'), url.searchParams)),
    ),
  ),
];
