/** A garage article's breakdown per channel at one price. */
import { poDistributerimaResponse } from '../../../api/contract/reports';
import { entityReportPath } from '../../../api/entity-info';
import { http } from '../../../api/http';
import type { ReportRequest, TotalsTable } from '../model/reports';
import { reportQuery, toChannelTable } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getGarageArticleChannels(id: number, itemPrice: number, request: ReportRequest, signal?: AbortSignal): Promise<TotalsTable> {
  const wire = await http.get(entityReportPath('garage', id, 'artikl-po-distributerima'), {
    query: { ...reportQuery(request), item_price: itemPrice.toFixed(2) },
    schema: poDistributerimaResponse,
    signal,
  });
  return toChannelTable(wire);
}

export const garageArticleChannelsOptions = (id: number, itemPrice: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity('garage', id).report(`artikl-po-distributerima:${itemPrice}`, request), (signal) =>
    getGarageArticleChannels(id, itemPrice, request, signal),
  );
