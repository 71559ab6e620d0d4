/**
 * Reporting paths (reporting.md §7), relative to the API base (/api), trailing slashes as in the spec.
 * `reportingEndpoints` builds concrete paths; `reportingPatterns` are the msw patterns.
 */
import { apiPath } from './path';

type Id = number | string;

export const reportingEndpoints = {
  dashboard: {
    ukupnoPoUslugama: '/dashboard/ukupno-po-uslugama/',
    ukupnoPoDistributerima: '/dashboard/ukupno-po-distributerima/',
    uslugeIntervalno: '/dashboard/usluge-intervalno/',
    distributeriIntervalno: '/dashboard/distributeri-intervalno/',
  },
  parking: {
    list: '/parking/provider-list/',
    provider: (id: Id, report: ParkingReport) => apiPath`/parking/provider/${id}/${report}/`,
    receiptDownload: (id: Id) => apiPath`/parking/provider/${id}/racuni/download/`,
  },
  garages: {
    list: '/garaze/garage-list/',
    garage: (id: Id, report: GarageReport) => apiPath`/garaze/garaza/${id}/${report}/`,
  },
  parks: {
    list: '/parkovi/parkovi-list/',
    park: (id: Id, report: ParkReport) => apiPath`/parkovi/park/${id}/${report}/`,
  },
  sales: {
    list: '/prodaja/igeusprovider-list/',
    provider: (id: Id, report: SalesReport) => apiPath`/prodaja/igeusprovider/${id}/${report}/`,
  },
} as const;

export const PARKING_REPORTS = ['info', 'po-distributerima', 'po-artiklima', 'intervalno', 'detaljno', 'transakcije', 'racuni'] as const;
export const GARAGE_REPORTS = [
  'info',
  'po-distributerima',
  'po-artiklima',
  'artikl-po-distributerima',
  'intervalno',
  'detaljno',
  'transakcije',
] as const;
export const PARK_REPORTS = ['info', 'po-artiklima', 'intervalno', 'ulaznice'] as const;
export const SALES_REPORTS = ['info', 'po-distributerima', 'po-artiklima', 'intervalno', 'detaljno', 'transakcije'] as const;

export type ParkingReport = (typeof PARKING_REPORTS)[number];
export type GarageReport = (typeof GARAGE_REPORTS)[number];
export type ParkReport = (typeof PARK_REPORTS)[number];
export type SalesReport = (typeof SALES_REPORTS)[number];

/** msw patterns of the per-entity reports (`:id`), and of the whole dashboard. */
export const reportingPatterns = {
  /** Every dashboard call (msw wildcard). */
  dashboard: '/dashboard/*',
  parking: (report: ParkingReport) => `/parking/provider/:id/${report}/`,
  parkingReceiptDownload: '/parking/provider/:id/racuni/download/',
  garages: (report: GarageReport) => `/garaze/garaza/:id/${report}/`,
  parks: (report: ParkReport) => `/parkovi/park/:id/${report}/`,
  sales: (report: SalesReport) => `/prodaja/igeusprovider/:id/${report}/`,
} as const;
