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

/** A kind's list and its spreadsheet. */
function listRoutes(area: string, path: string, response: z.core.$ZodType): ContractRoute[] {
  return [json(area, path, listQuery, response, { query: range }), file(area, path, listQuery, xlsx, { query: { ...range, excel: 'true' } })];
}

const REPORT_RESPONSES = {
  'po-distributerima': poDistributerimaResponse,
  'po-artiklima': poArtiklimaResponse,
  intervalno: intervalnoResponse,
  detaljno: detaljnoResponse,
} as const;
type RangeReport = keyof typeof REPORT_RESPONSES;

/** An entity's info and the reports of a range that its kind has. */
function entityReports<R extends RangeReport>(
  area: string,
  pattern: (report: 'info' | R) => string,
  info: z.core.$ZodType,
  reports: readonly R[],
): ContractRoute[] {
  return [
    entity(area, pattern('info'), reportQuery.partial(), info, {}),
    ...reports.map((report) => entity(area, pattern(report), reportQuery, REPORT_RESPONSES[report])),
  ];
}

/** A list under an entity (today's rows) and its spreadsheet (`excel=true`, or the receipts' `download=true`). */
function rowLists(area: string, pattern: string, query: z.core.$ZodType, response: z.core.$ZodType, flag = 'excel'): ContractRoute[] {
  return [entity(area, pattern, query, response, today), entityFile(area, pattern, query, xlsx, { ...today, [flag]: 'true' })];
}

export const reportingRoutes: ContractRoute[] = [
  json('dashboard', d.ukupnoPoUslugama, dashboardQuery, ukupnoPoUslugamaResponse, { query: range }),
  json('dashboard', d.ukupnoPoDistributerima, dashboardQuery, ukupnoPoDistributerimaResponse, { query: range }),
  json('dashboard', d.uslugeIntervalno, dashboardQuery, uslugeIntervalnoResponse, { query: range }),
  json('dashboard', d.distributeriIntervalno, dashboardQuery, distributeriIntervalnoResponse, { query: range }),

  ...listRoutes('parking', reportingEndpoints.parking.list, providerListResponse),
  ...entityReports('parking', p.parking, providerInfoResponse, ['po-distributerima', 'po-artiklima', 'intervalno', 'detaljno']),
  ...rowLists('parking', p.parking('transakcije'), parkingTransactionsQuery, transakcijeResponse),
  ...rowLists('parking', p.parking('racuni'), racuniQuery, racuniResponse, 'download'),
  file('parking', p.parkingReceiptDownload, racunDownloadQuery, pdf),

  ...listRoutes('garages', reportingEndpoints.garages.list, garageListResponse),
  ...entityReports('garages', p.garages, garageInfoResponse, ['po-distributerima', 'po-artiklima', 'intervalno', 'detaljno']),
  entity('garages', p.garages('artikl-po-distributerima'), artiklPoDistributerimaQuery, poDistributerimaResponse, {
    ...range,
    item_price: '1.60',
  }),
  ...rowLists('garages', p.garages('transakcije'), garageTransactionsQuery, transakcijeResponse),

  ...listRoutes('parks', reportingEndpoints.parks.list, parkoviListResponse),
  ...entityReports('parks', p.parks, parkInfoResponse, ['po-artiklima', 'intervalno']),
  ...rowLists('parks', p.parks('ulaznice'), ulazniceQuery, ulazniceResponse),

  ...listRoutes('sales', reportingEndpoints.sales.list, igeusProviderListResponse),
  ...entityReports('sales', p.sales, providerInfoResponse, ['po-distributerima', 'po-artiklima', 'intervalno', 'detaljno']),
  ...rowLists('sales', p.sales('transakcije'), salesTransactionsQuery, transakcijeResponse),
];
