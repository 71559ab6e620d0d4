/** Garages (reporting.md §2 Garages, §3 Garage summary/info, §7 Garages). */
import { z } from 'zod';
import { reportQuery, totalsWire, transactionsQuery, validTotalsWire } from './reports';
import { decimal, id } from './wire';

/** A garage row (reporting.md §3 Garage summary): garage_id, name, supplier and the valid figures. */
export const garageSummaryWire = validTotalsWire.extend({
  garage_id: id,
  name: z.string(),
  supplier: z.string(),
});

export const garageListResponse = z.object({
  ukupno: totalsWire,
  garage_list: z.array(garageSummaryWire),
  /** True when the user may see one garage only: the client goes straight to its details. */
  single_garage: z.boolean(),
});

export const garageInfoResponse = z.object({ info: z.object({ id, name: z.string() }) });

/** artikl-po-distributerima: the per-channel breakdown of the garage's articles at one price. */
export const artiklPoDistributerimaQuery = reportQuery.extend({ item_price: decimal });

export const garageTransactionsQuery = transactionsQuery('ticket_number');

export type GarageSummaryWire = z.infer<typeof garageSummaryWire>;
export type GarageListResponse = z.infer<typeof garageListResponse>;
export type GarageInfoResponse = z.infer<typeof garageInfoResponse>;
