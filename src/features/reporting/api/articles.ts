/** One entity's articles (an item at a price), each with its channels; summed when the answer has no totals. */
import { poArtiklimaResponse } from '../../../api/contract/reports';
import { entityReportPath, type EntityKind } from '../../../api/entity-info';
import { http } from '../../../api/http';
import type { ArticleLine, ReportRequest, Totals } from '../model/reports';
import { reportQuery, sumValid, toArticle, toTotals } from '../model/wire';
import { reportingKeys } from './keys';
import { reportOptions } from './report-options';

export async function getArticles(
  kind: EntityKind,
  id: number,
  request: ReportRequest,
  signal?: AbortSignal,
): Promise<{ rows: ArticleLine[]; totals: Totals }> {
  const wire = await http.get(entityReportPath(kind, id, 'po-artiklima'), {
    query: reportQuery(request),
    schema: poArtiklimaResponse,
    signal,
  });
  const rows = wire.artikli.map(toArticle);
  return { rows, totals: wire.ukupno ? toTotals(wire.ukupno) : sumValid(rows) };
}

export const articlesOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('po-artiklima', request), (signal) => getArticles(kind, id, request, signal));
