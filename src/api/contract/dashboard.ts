/** Dashboard (reporting.md §2 Dashboard, §7 Dashboard): totals and series per service and per channel. */
import { z } from 'zod';
import { idList, rasponWire, resellerTotalsWire, totalsWire } from './reports';
import { id, isoDate } from './wire';

/** begin_date, end_date, and the selected services and channels (absent: all; empty: none). */
export const dashboardQuery = z.object({
  begin_date: isoDate,
  end_date: isoDate,
  usluge: idList.optional(),
  distributeri: idList.optional(),
});

export const serviceTotalsWire = totalsWire.extend({
  service_type_id: id,
  service_type_name: z.string(),
});

export const ukupnoPoUslugamaResponse = z.object({ usluge: z.array(serviceTotalsWire), ukupno: totalsWire });
export const ukupnoPoDistributerimaResponse = z.object({
  distributeri: z.array(resellerTotalsWire),
  ukupno: totalsWire,
});

/** A point of a service series: usluga is the service_type_id. */
export const serviceSeriesPointWire = totalsWire.extend({ usluga: id, datum: isoDate });
/** A point of a channel series: reseller is the reseller_id. */
export const resellerSeriesPointWire = totalsWire.extend({ reseller: id, datum: isoDate });

export const uslugeIntervalnoResponse = rasponWire.extend({
  /** The selected services, for the series' names. */
  usluge: z.array(z.object({ service_type_id: id, name: z.string() })),
  usluge_dnevno: z.array(serviceSeriesPointWire),
  usluge_tjedno: z.array(serviceSeriesPointWire),
  usluge_mjesecno: z.array(serviceSeriesPointWire),
});

export const distributeriIntervalnoResponse = rasponWire.extend({
  /** The selected channels, for the series' names. */
  distributeri: z.array(z.object({ reseller_id: id, name: z.string() })),
  distributeri_dnevno: z.array(resellerSeriesPointWire),
  distributeri_tjedno: z.array(resellerSeriesPointWire),
  distributeri_mjesecno: z.array(resellerSeriesPointWire),
});

export type DashboardQuery = z.infer<typeof dashboardQuery>;
export type ServiceTotalsWire = z.infer<typeof serviceTotalsWire>;
export type UkupnoPoUslugamaResponse = z.infer<typeof ukupnoPoUslugamaResponse>;
export type UkupnoPoDistributerimaResponse = z.infer<typeof ukupnoPoDistributerimaResponse>;
export type UslugeIntervalnoResponse = z.infer<typeof uslugeIntervalnoResponse>;
export type DistributeriIntervalnoResponse = z.infer<typeof distributeriIntervalnoResponse>;
