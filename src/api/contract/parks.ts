/** Parks and park tickets (reporting.md §2 Parks, §3 Park / Park ticket, §7 Parks). */
import { z } from 'zod';
import { totalsWire, validTotalsWire } from './reports';
import { decimal, id, integer, isoDate, pageCount, utcDateTime } from './wire';

/** A park row (reporting.md §3 Park): park_id, naziv and the valid figures. */
export const parkSummaryWire = validTotalsWire.extend({ park_id: id, naziv: z.string() });

export const parkoviListResponse = z.object({ parkovi_list: z.array(parkSummaryWire), ukupno: totalsWire });

export const parkInfoResponse = z.object({ info: z.object({ id, name: z.string() }) });

/** A ticket order (client names: orderDate, totalPrice, ukupnoUlaznica). §3 lists no id: it may be absent. */
export const parkTicketWire = z.object({
  id: z.optional(id),
  name: z.string(),
  email: z.string(),
  quantity: integer,
  /** The order's instant in UTC. */
  order_date: utcDateTime,
  price: decimal,
  payment_type: z.string(),
  total_incl_tax: decimal,
});

export const ulazniceQuery = z.object({
  begin_date: isoDate,
  end_date: isoDate,
  page: z.string().optional(),
  excel: z.enum(['true', 'false']).optional(),
});
export const ulazniceResponse = z.object({
  ulaznice: z.array(parkTicketWire),
  ukupno_ulaznica: pageCount,
  broj_stranica: pageCount,
});

export type ParkSummaryWire = z.infer<typeof parkSummaryWire>;
export type ParkoviListResponse = z.infer<typeof parkoviListResponse>;
export type ParkTicketWire = z.infer<typeof parkTicketWire>;
export type ParkTicketWireInput = z.input<typeof parkTicketWire>;
export type UlazniceResponse = z.infer<typeof ulazniceResponse>;
