/** Parking providers (reporting.md §2 Parking, §3, §7 Parking): list, provider reports, transactions, receipts. */
import { z } from 'zod';
import { resellerShareWire, totalsWire, transactionsQuery } from './reports';
import { decimal, id, integer, isoDate, pageCount, utcDateTime } from './wire';

/** A provider in the list: its totals and the valid figures per selected channel. */
export const providerSummaryWire = totalsWire.extend({
  provider_id: id,
  naziv: z.string(),
  supplier: z.string(),
  distributeri: z.array(resellerShareWire),
});

export const providerListResponse = z.object({
  /** True when the user may see one provider only: the client goes straight to its page. */
  single_provider: z.boolean(),
  provider_list: z.array(providerSummaryWire),
  ukupno: totalsWire,
});

export const parkingTransactionsQuery = transactionsQuery('trans_search');

/** A receipt the provider issued (reporting.md §3 Receipt row). */
export const receiptWire = z.object({
  id,
  /** The transaction's instant in UTC. */
  date_of_transaction: utcDateTime,
  payment_type: z.string(),
  article_name: z.string(),
  broj_racuna: z.string(),
  quantity: integer,
  total_amount: decimal,
});

export const racuniQuery = z.object({
  begin_date: isoDate,
  end_date: isoDate,
  page: z.string().optional(),
  download: z.enum(['true', 'false']).optional(),
});
export const racuniResponse = z.object({
  racuni: z.array(receiptWire),
  ukupno_racuna: pageCount,
  broj_stranica: pageCount,
});
export const racunDownloadQuery = z.object({ transaction_id: z.string().regex(/^\d+$/) });

export type ProviderSummaryWire = z.infer<typeof providerSummaryWire>;
export type ProviderListResponse = z.infer<typeof providerListResponse>;
export type ReceiptWire = z.infer<typeof receiptWire>;
export type ReceiptWireInput = z.input<typeof receiptWire>;
export type RacuniResponse = z.infer<typeof racuniResponse>;
