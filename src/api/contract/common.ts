/** Reference lists: reporting.md §3 (Service, Distributor) and §7 (common). */
import { z } from 'zod';
import { id, integer } from './wire';

export const serviceWire = z.object({ service_type_id: id, name: z.string() });
export const uslugeResponse = z.object({ usluge: z.array(serviceWire) });

export const distributorWire = z.object({ reseller_id: id, name: z.string() });
export const distributeriResponse = z.object({ distributeri: z.array(distributorWire) });

/** Weekday map: week_day 0 (Monday) to 6 (Sunday) -> translated name. */
export const popisDanaResponse = z.object({
  dani: z.array(z.object({ week_day: z.pipe(integer, z.number().min(0).max(6)), naziv: z.string() })),
});

export type ServiceWire = z.infer<typeof serviceWire>;
export type DistributorWire = z.infer<typeof distributorWire>;
