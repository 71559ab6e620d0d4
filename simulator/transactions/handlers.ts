/**
 * The lists under an entity (reporting.md §2, §5, §8): transactions of parking providers, garages
 * and sales providers, a parking provider's receipts and their PDFs, and a park's tickets, each as
 * JSON or as its spreadsheet.
 */
import { http } from '../core/msw-http';
import { reportingPatterns } from '../../src/api/contract/endpoints-reporting';
import { racuniResponse } from '../../src/api/contract/parking';
import { ulazniceResponse } from '../../src/api/contract/parks';
import { transakcijeResponse } from '../../src/api/contract/reports';
import { apiPath, param, privateRoute } from '../core/http';
import { entityTransactions, parkingReceipts, parkTickets, receiptPdf } from './lists';
import { answer, fileResponse } from '../core/files';

const transactionsOf = (kind: 'parking' | 'garage' | 'sales', pattern: string) =>
  http.get(
    apiPath(pattern),
    privateRoute(async ({ ctx, session, params, url }) =>
      answer(transakcijeResponse, await entityTransactions(ctx, session, kind, param(params, 'id'), url.searchParams)),
    ),
  );

export const transactionsHandlers = [
  transactionsOf('parking', reportingPatterns.parking('transakcije')),
  http.get(
    apiPath(reportingPatterns.parkingReceiptDownload),
    privateRoute(async ({ ctx, session, params, url }) => fileResponse(await receiptPdf(ctx, session, param(params, 'id'), url.searchParams))),
  ),
  http.get(
    apiPath(reportingPatterns.parking('racuni')),
    privateRoute(async ({ ctx, session, params, url }) =>
      answer(racuniResponse, await parkingReceipts(ctx, session, param(params, 'id'), url.searchParams)),
    ),
  ),
  transactionsOf('garage', reportingPatterns.garages('transakcije')),
  http.get(
    apiPath(reportingPatterns.parks('ulaznice')),
    privateRoute(async ({ ctx, session, params, url }) => answer(ulazniceResponse, await parkTickets(ctx, session, param(params, 'id'), url.searchParams))),
  ),
  transactionsOf('sales', reportingPatterns.sales('transakcije')),
];
