/** Sales (igeus) providers (reporting.md §2 Sales, §3 Sales provider row, §7 Sales). */
import { z } from 'zod';
import { totalsWire, transactionsQuery } from './reports';
import { id } from './wire';

export const salesProviderSummaryWire = totalsWire.extend({ provider_id: id, naziv: z.string() });

export const igeusProviderListResponse = z.object({
  /** True when the user may see one provider only: the client goes straight to its details. */
  single_provider: z.boolean(),
  provider_list: z.array(salesProviderSummaryWire),
  ukupno: totalsWire,
});

export const salesTransactionsQuery = transactionsQuery('transaction_input');

export type SalesProviderSummaryWire = z.infer<typeof salesProviderSummaryWire>;
export type IgeusProviderListResponse = z.infer<typeof igeusProviderListResponse>;
