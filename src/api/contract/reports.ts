/**
 * Building blocks shared by every sales report (reporting.md §3): totals, per-channel and
 * per-article rows, day/week/month series, detail lines, transactions, and the report queries.
 * Counts are integers, amounts DRF decimals (strings with two places); both may arrive as numbers or
 * numeric strings and parse to numbers. Dates YYYY-MM-DD, times UTC.
 */
import { z } from 'zod';
import { count, decimal, id, integer, isoDate, pageCount, utcDateTime } from './wire';

/** The four figures of the totals block ('ukupno') and of the rows that list all four (reporting.md §3 Totals). */
export const totalsWire = z.object({
  total_count: count,
  valid_count: count,
  total_amount: decimal,
  valid_amount: decimal,
});

/**
 * The figures of a row for which §3 lists the valid ones only (Park, Garage summary, Article line):
 * total_* may be absent. No screen shows them; every table, chart and total is of valid transactions.
 */
export const validTotalsWire = z.object({
  total_count: z.optional(count),
  valid_count: count,
  total_amount: z.optional(decimal),
  valid_amount: decimal,
});

/** A row per sales channel (reseller). */
export const resellerTotalsWire = totalsWire.extend({
  reseller_id: id,
  reseller_name: z.string(),
});

/** The valid figures of one sales channel inside a summary or article row. */
export const resellerShareWire = z.object({
  reseller_id: id,
  reseller_name: z.string(),
  valid_count: count,
  valid_amount: decimal,
});

/** One value of an id-list parameter: an id (comma-separated ids are tolerated), or '' alone for none. */
const idListValue = z.string().regex(/^(\d+(,\d+)*)?$/, 'expected an id');
/**
 * A list of ids on the query, sent as a repeated parameter as Django's getlist reads it:
 * `usluge=1&usluge=2`. Absent: all; one empty value (`distributeri=`): none. In a query object a
 * repeated key is the array of its values, a single one its string (scripts/contract-suite.ts,
 * queryObject). An id that is not in its list is a 400: 'Value does not exists in array'.
 */
export const idList = z.union([idListValue, z.array(idListValue).min(1)]);
const flag = z.enum(['true', 'false']);

/** The query of every report: the period and the selected sales channels. */
export const reportQuery = z.object({
  begin_date: isoDate,
  end_date: isoDate,
  distributeri: idList.optional(),
});
/** The same with an optional spreadsheet export. */
export const listQuery = reportQuery.extend({ excel: flag.optional() });

/** po-distributerima: one row per selected sales channel, plus the totals. */
export const poDistributerimaResponse = z.object({
  distributeri: z.array(resellerTotalsWire),
  ukupno: totalsWire,
});

/** An article (item at a price) with its per-channel breakdown; zone_name null means 'no zone'. */
export const articleLineWire = validTotalsWire.extend({
  id,
  item: z.string(),
  item_price: decimal,
  shortcode: z.string(),
  zone_name: z.string().nullable(),
  distributeri: z.array(resellerShareWire),
});
/** §7 names only artikli: without ukupno the client sums the articles' valid figures. */
export const poArtiklimaResponse = z.object({ artikli: z.array(articleLineWire), ukupno: totalsWire.optional() });

/** A point of a series: the day, the Monday of the week, or the first day of the month. */
export const seriesPointWire = totalsWire.extend({ datum: isoDate });

/** The axes of a period chart: every day, week (Monday) and month (first day) the range touches. */
export const rasponWire = z.object({
  raspon_dana: z.array(isoDate),
  raspon_tjedana: z.array(isoDate),
  raspon_mjeseci: z.array(isoDate),
});

/** intervalno of one provider, garage, park or sales provider. Days without sales are left out. */
export const intervalnoResponse = rasponWire.extend({
  dnevno: z.array(seriesPointWire),
  tjedno: z.array(seriesPointWire),
  mjesecno: z.array(seriesPointWire),
});

/**
 * detaljno: one line per day, article and sales channel with sales. reporting.md §7 names the call
 * but not its keys: the report needs a line's day, channel and amount (named as the other reports
 * name them); the rest is optional.
 */
export const detailLineWire = z.object({
  id: z.optional(id),
  datum: isoDate,
  item: z.optional(z.string()),
  item_price: z.optional(decimal),
  reseller_name: z.string(),
  shortcode: z.optional(z.string()),
  zone_name: z.optional(z.nullable(z.string())),
  valid_count: z.optional(count),
  valid_amount: decimal,
});
export const detaljnoResponse = z.object({ detaljno: z.array(detailLineWire) });

/** Display options of the transaction lists. */
export const OPCIJE_PRIKAZA = ['sve', 'ispravne', 'neispravne'] as const;
export const opcijaPrikaza = z.enum(OPCIJE_PRIKAZA);

/**
 * The transaction status codes we know (the simulator's). The spec does not show
 * the real values, so the contract accepts any string: a screen labels a known code through
 * knownTransactionStatus and shows any other code as it is (or the row's status_opisno_kratko).
 */
export const TRANSACTION_STATUSES = ['USPJESNO', 'STORNIRANO', 'ODBIJENO', 'NEDOVRSENO'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The known code a status value stands for, or null for a code we have no label for. */
export function knownTransactionStatus(value: string): TransactionStatus | null {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value) ? (value as TransactionStatus) : null;
}

/** A transaction row (reporting.md §3 Parking transaction). */
export const transactionWire = z.object({
  id,
  trans_ref: z.string(),
  vrijeme_transakcije: utcDateTime,
  vrijedi_od: z.nullable(utcDateTime),
  vrijedi_do: z.nullable(utcDateTime),
  kolicina: integer,
  iznos: decimal,
  /** Open: any code (see TRANSACTION_STATUSES). */
  status: z.string(),
  /**
   * The status description: §3 names the short form (status_opisno_kratko) as the server key; the
   * long one, shown as the tag's tooltip, may be absent and then the short one stands for it.
   */
  status_opisno: z.string().optional(),
  status_opisno_kratko: z.string(),
  transaction_input: z.string(),
  zone_name: z.string().nullable(),
  reseller_name: z.string(),
  is_valid: z.boolean(),
  is_active: z.boolean(),
});
export const transakcijeResponse = z.object({
  transakcije: z.array(transactionWire),
  ukupno_transakcija: pageCount,
  broj_stranica: pageCount,
});

/** The query of a transaction list; the search field is named per area (trans_search, ticket_number, transaction_input). */
export function transactionsQuery<K extends string>(searchField: K) {
  return z.object({
    begin_date: isoDate,
    end_date: isoDate,
    opcija_prikaza: opcijaPrikaza.optional(),
    page: z.string().optional(),
    excel: flag.optional(),
    ...({ [searchField]: z.string().optional() } as Record<K, z.ZodOptional<z.ZodString>>),
  });
}

/**
 * The entity info of a parking or sales provider (reporting.md §3 Provider info). The coordinates
 * may be null or absent (then no map is shown), and may arrive as numeric strings. supplier is in
 * §3's list but not in §7's info answer (nor in operations.md §3), so it may be absent.
 */
export const providerInfoWire = z.object({
  id,
  code: z.string(),
  name: z.string(),
  supplier: z.string().optional(),
  izdaje_svoj_racun: z.boolean(),
  latitude: z.nullish(decimal),
  longitude: z.nullish(decimal),
});
export const providerInfoResponse = z.object({ info: providerInfoWire });

export type TotalsWire = z.infer<typeof totalsWire>;
export type ValidTotalsWire = z.infer<typeof validTotalsWire>;
export type TotalsWireInput = z.input<typeof totalsWire>;
export type ResellerTotalsWire = z.infer<typeof resellerTotalsWire>;
export type ResellerTotalsWireInput = z.input<typeof resellerTotalsWire>;
export type ResellerShareWire = z.infer<typeof resellerShareWire>;
export type ResellerShareWireInput = z.input<typeof resellerShareWire>;
export type ArticleLineWire = z.infer<typeof articleLineWire>;
export type ArticleLineWireInput = z.input<typeof articleLineWire>;
export type SeriesPointWire = z.infer<typeof seriesPointWire>;
export type SeriesPointWireInput = z.input<typeof seriesPointWire>;
export type IntervalnoResponse = z.infer<typeof intervalnoResponse>;
export type IntervalnoResponseInput = z.input<typeof intervalnoResponse>;
export type DetailLineWire = z.infer<typeof detailLineWire>;
export type DetailLineWireInput = z.input<typeof detailLineWire>;
export type TransactionWire = z.infer<typeof transactionWire>;
export type TransactionWireInput = z.input<typeof transactionWire>;
export type TransakcijeResponse = z.infer<typeof transakcijeResponse>;
export type OpcijaPrikaza = z.infer<typeof opcijaPrikaza>;
export type ProviderInfoWire = z.infer<typeof providerInfoWire>;
export type ProviderInfoWireInput = z.input<typeof providerInfoWire>;
