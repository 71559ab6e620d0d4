/** Reporting routes (reporting.md §7): dashboard, parking, garages, parks, sales. */
import {
  dashboardQuery,
  distributeriIntervalnoResponse,
  ukupnoPoDistributerimaResponse,
  ukupnoPoUslugamaResponse,
  uslugeIntervalnoResponse,
} from './dashboard';
import { reportingEndpoints, reportingPatterns } from './endpoints-reporting';
import { artiklPoDistributerimaQuery, garageInfoResponse, garageListResponse, garageTransactionsQuery } from './garages';
import {
  parkingTransactionsQuery,
  providerListResponse,
  racunDownloadQuery,
  racuniQuery,
  racuniResponse,
} from './parking';
import { parkInfoResponse, parkoviListResponse, ulazniceQuery, ulazniceResponse } from './parks';
import {
  detaljnoResponse,
  intervalnoResponse,
  listQuery,
  poArtiklimaResponse,
  poDistributerimaResponse,
  providerInfoResponse,
  reportQuery,
  transakcijeResponse,
} from './reports';
import { CONTENT_TYPES, type ContractRoute } from './route-types';
import { igeusProviderListResponse, salesTransactionsQuery } from './sales';
import type { z } from 'zod';

const range = { begin_date: '{monthStart}', end_date: '{today}' };
const today = { begin_date: '{today}', end_date: '{today}' };

function json(area: string, path: string, query: z.core.$ZodType, response: z.core.$ZodType, example?: ContractRoute['example']): ContractRoute {
  return { area, method: 'GET', path, query, response, kind: 'json', example };
}
function file(area: string, path: string, query: z.core.$ZodType, contentType: string, example?: ContractRoute['example']): ContractRoute {
  return { area, method: 'GET', path, query, response: null, kind: 'file', contentType, example };
}
/** A report of one entity: the pattern with `:id`, the example with the seeded entity 1. */
function entity(area: string, pattern: string, query: z.core.$ZodType, response: z.core.$ZodType, exampleQuery: Record<string, string> = range) {
  return json(area, pattern, query, response, { path: pattern.replace(':id', '1'), query: exampleQuery });
}
function entityFile(area: string, pattern: string, query: z.core.$ZodType, contentType: string, exampleQuery: Record<string, string>) {
  return file(area, pattern, query, contentType, { path: pattern.replace(':id', '1'), query: exampleQuery });
}

const { xlsx, pdf } = CONTENT_TYPES;
const d = reportingEndpoints.dashboard;
const p = reportingPatterns;

export const reportingRoutes: ContractRoute[] = [
  json('dashboard', d.ukupnoPoUslugama, dashboardQuery, ukupnoPoUslugamaResponse, { query: range }),
  json('dashboard', d.ukupnoPoDistributerima, dashboardQuery, ukupnoPoDistributerimaResponse, { query: range }),
  json('dashboard', d.uslugeIntervalno, dashboardQuery, uslugeIntervalnoResponse, { query: range }),
  json('dashboard', d.distributeriIntervalno, dashboardQuery, distributeriIntervalnoResponse, { query: range }),

  json('parking', reportingEndpoints.parking.list, listQuery, providerListResponse, { query: range }),
  file('parking', reportingEndpoints.parking.list, listQuery, xlsx, { query: { ...range, excel: 'true' } }),
  entity('parking', p.parking('info'), reportQuery.partial(), providerInfoResponse, {}),
  entity('parking', p.parking('po-distributerima'), reportQuery, poDistributerimaResponse),
  entity('parking', p.parking('po-artiklima'), reportQuery, poArtiklimaResponse),
  entity('parking', p.parking('intervalno'), reportQuery, intervalnoResponse),
  entity('parking', p.parking('detaljno'), reportQuery, detaljnoResponse),
  entity('parking', p.parking('transakcije'), parkingTransactionsQuery, transakcijeResponse, today),
  entityFile('parking', p.parking('transakcije'), parkingTransactionsQuery, xlsx, { ...today, excel: 'true' }),
  entity('parking', p.parking('racuni'), racuniQuery, racuniResponse, today),
  entityFile('parking', p.parking('racuni'), racuniQuery, xlsx, { ...today, download: 'true' }),
  file('parking', p.parkingReceiptDownload, racunDownloadQuery, pdf),

  json('garages', reportingEndpoints.garages.list, listQuery, garageListResponse, { query: range }),
  file('garages', reportingEndpoints.garages.list, listQuery, xlsx, { query: { ...range, excel: 'true' } }),
  entity('garages', p.garages('info'), reportQuery.partial(), garageInfoResponse, {}),
  entity('garages', p.garages('po-distributerima'), reportQuery, poDistributerimaResponse),
  entity('garages', p.garages('po-artiklima'), reportQuery, poArtiklimaResponse),
  entity('garages', p.garages('artikl-po-distributerima'), artiklPoDistributerimaQuery, poDistributerimaResponse, {
    ...range,
    item_price: '1.60',
  }),
  entity('garages', p.garages('intervalno'), reportQuery, intervalnoResponse),
  entity('garages', p.garages('detaljno'), reportQuery, detaljnoResponse),
  entity('garages', p.garages('transakcije'), garageTransactionsQuery, transakcijeResponse, today),
  entityFile('garages', p.garages('transakcije'), garageTransactionsQuery, xlsx, { ...today, excel: 'true' }),

  json('parks', reportingEndpoints.parks.list, listQuery, parkoviListResponse, { query: range }),
  file('parks', reportingEndpoints.parks.list, listQuery, xlsx, { query: { ...range, excel: 'true' } }),
  entity('parks', p.parks('info'), reportQuery.partial(), parkInfoResponse, {}),
  entity('parks', p.parks('po-artiklima'), reportQuery, poArtiklimaResponse),
  entity('parks', p.parks('intervalno'), reportQuery, intervalnoResponse),
  entity('parks', p.parks('ulaznice'), ulazniceQuery, ulazniceResponse, today),
  entityFile('parks', p.parks('ulaznice'), ulazniceQuery, xlsx, { ...today, excel: 'true' }),

  json('sales', reportingEndpoints.sales.list, listQuery, igeusProviderListResponse, { query: range }),
  file('sales', reportingEndpoints.sales.list, listQuery, xlsx, { query: { ...range, excel: 'true' } }),
  entity('sales', p.sales('info'), reportQuery.partial(), providerInfoResponse, {}),
  entity('sales', p.sales('po-distributerima'), reportQuery, poDistributerimaResponse),
  entity('sales', p.sales('po-artiklima'), reportQuery, poArtiklimaResponse),
  entity('sales', p.sales('intervalno'), reportQuery, intervalnoResponse),
  entity('sales', p.sales('detaljno'), reportQuery, detaljnoResponse),
  entity('sales', p.sales('transakcije'), salesTransactionsQuery, transakcijeResponse, today),
  entityFile('sales', p.sales('transakcije'), salesTransactionsQuery, xlsx, { ...today, excel: 'true' }),
];
