/** Wire to domain for the sales reports, and a request to its query (reporting.md §3). */
import type { ArticleLineWire, ResellerShareWire, ResellerTotalsWire, SeriesPointWire, TotalsWire, ValidTotalsWire } from '../../../api/contract/reports';
import type { Query } from '../../../api/http';
import type { ArticleLine, ChannelShare, Interval, ReportRequest, SeriesPoint, Totals, TotalsTable } from './reports';

export function reportQuery(request: ReportRequest): Query {
  const query: Query = { begin_date: request.range.begin, end_date: request.range.end };
  if (request.channels) query.distributeri = request.channels;
  if (request.services) query.usluge = request.services;
  return query;
}

/** A block or row's figures; total_* only when sent (a row with the valid figures only has none). */
export function toTotals(wire: ValidTotalsWire): Totals {
  const totals: Totals = { validCount: wire.valid_count, validAmount: wire.valid_amount };
  if (wire.total_count !== undefined) totals.totalCount = wire.total_count;
  if (wire.total_amount !== undefined) totals.totalAmount = wire.total_amount;
  return totals;
}

/**
 * The sum of rows' valid figures: the totals of a report whose answer has no totals block. Amounts
 * are summed in cents, so the total equals the server's sum of decimals (1.60 + 3.20 is 4.80, not 4.800000000000001).
 */
export function sumValid(rows: readonly Totals[]): Totals {
  const cents = rows.reduce((sum, r) => sum + Math.round(r.validAmount * 100), 0);
  return { validCount: rows.reduce((sum, r) => sum + r.validCount, 0), validAmount: cents / 100 };
}

/** A table of one row per sales channel and its totals (the dashboard's and an entity's). */
export function toChannelTable(wire: { distributeri: ResellerTotalsWire[]; ukupno: TotalsWire }): TotalsTable {
  return {
    rows: wire.distributeri.map((r) => ({ id: r.reseller_id, name: r.reseller_name, ...toTotals(r) })),
    totals: toTotals(wire.ukupno),
  };
}

export function toChannelShare(wire: ResellerShareWire): ChannelShare {
  return { id: wire.reseller_id, name: wire.reseller_name, validCount: wire.valid_count, validAmount: wire.valid_amount };
}

export function toPoint(wire: SeriesPointWire): SeriesPoint {
  return { date: wire.datum, ...toTotals(wire) };
}

export function toArticle(wire: ArticleLineWire): ArticleLine {
  return {
    id: wire.id,
    item: wire.item,
    itemPrice: wire.item_price,
    shortcode: wire.shortcode,
    zoneName: wire.zone_name,
    channels: wire.distributeri.map(toChannelShare),
    ...toTotals(wire),
  };
}

export function axisOf(wire: { raspon_dana: string[]; raspon_tjedana: string[]; raspon_mjeseci: string[] }): Record<Interval, string[]> {
  return { day: wire.raspon_dana, week: wire.raspon_tjedana, month: wire.raspon_mjeseci };
}
