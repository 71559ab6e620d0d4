/**
 * Sales reports (reporting.md §2, §3, §7): the dashboard, and the list and detail reports of parking
 * providers, garages, parks and sales providers. Fetchers parse the contract and map the wire to
 * camelCase domain types; one hierarchical key factory holds every variable of a request, the filter
 * object last, so the primary and the compare period are two cached queries.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  distributeriIntervalnoResponse,
  ukupnoPoDistributerimaResponse,
  ukupnoPoUslugamaResponse,
  uslugeIntervalnoResponse,
} from '../../api/contract/dashboard';
import type { IsoDate } from '../../design-system/format/date';
import { distributeriResponse, uslugeResponse } from '../../api/contract/common';
import { endpoints } from '../../api/contract/endpoints';
import { reportingEndpoints } from '../../api/contract/endpoints-reporting';
import { garageListResponse } from '../../api/contract/garages';
import { providerListResponse } from '../../api/contract/parking';
import { parkoviListResponse } from '../../api/contract/parks';
import {
  detaljnoResponse,
  intervalnoResponse,
  poArtiklimaResponse,
  poDistributerimaResponse,
  type ArticleLineWire,
  type ResellerShareWire,
  type SeriesPointWire,
  type ValidTotalsWire,
} from '../../api/contract/reports';
import { igeusProviderListResponse } from '../../api/contract/sales';
import { entityReportPath, type EntityKind } from '../../api/entity-info';
import { download, http, saveFile, type Query } from '../../api/http';
import type { CompleteRange } from './model/filters';

// ------------------------------------------------------------------ domain types

/**
 * The figures of a total or row. Every table, chart and total on screen is of valid transactions;
 * the totals of all transactions are kept where the server sends them (the spec lists them for the
 * totals blocks, the dashboard and the sales rows, not for parks, garages or articles).
 */
export interface Totals {
  totalCount?: number;
  validCount: number;
  totalAmount?: number;
  validAmount: number;
}

/** A row of a per-service or per-channel table. */
export interface NamedTotals extends Totals {
  id: number;
  name: string;
}

/** The valid figures of one sales channel inside a provider or article row. */
export interface ChannelShare {
  id: number;
  name: string;
  validCount: number;
  validAmount: number;
}

export interface SeriesPoint extends Totals {
  /** The day, the Monday of the week, or the first of the month (YYYY-MM-DD). */
  date: string;
}

/** A point of a dashboard series of one service or channel. */
export interface KeyedSeriesPoint extends SeriesPoint {
  key: number;
}

export type Interval = 'day' | 'week' | 'month';

export interface Series<P extends SeriesPoint = SeriesPoint> {
  /** The axis of each interval: every day, week (Monday) and month (first day) the range touches. */
  axis: Record<Interval, string[]>;
  points: Record<Interval, P[]>;
}

export interface KeyedSeries extends Series<KeyedSeriesPoint> {
  names: { id: number; name: string }[];
}

export interface ArticleLine extends Totals {
  id: number;
  item: string;
  itemPrice: number;
  shortcode: string;
  /** null: the article has no zone ('no zone'). */
  zoneName: string | null;
  channels: ChannelShare[];
}

/** A line of …/detaljno/: a day's sales through one channel (the Excel report's table by day). */
export interface DetailLine {
  date: IsoDate;
  channel: string;
  amount: number;
}

export interface EntitySummary extends Totals {
  id: number;
  name: string;
  supplier?: string;
  /** Parking providers only: the valid figures per selected channel. */
  channels?: ChannelShare[];
}

export interface EntityList {
  rows: EntitySummary[];
  totals: Totals;
  /** The user may see one entity only: the client goes straight to its page. */
  single: boolean;
}


export interface Reference {
  id: number;
  name: string;
}

// ------------------------------------------------------------------ requests

/** One period's request: the range and the selected ids (null: all, sent as absent). */
export interface ReportRequest {
  range: CompleteRange;
  channels: readonly number[] | null;
  services?: readonly number[] | null;
}

export function reportQuery(request: ReportRequest): Query {
  const query: Query = { begin_date: request.range.begin, end_date: request.range.end };
  if (request.channels) query.distributeri = request.channels;
  if (request.services) query.usluge = request.services;
  return query;
}

// ------------------------------------------------------------------ mapping

/** A block or row's figures; total_* only when sent (a row with the valid figures only has none). */
export function toTotals(wire: ValidTotalsWire): Totals {
  const totals: Totals = { validCount: wire.valid_count, validAmount: wire.valid_amount };
  if (wire.total_count !== undefined) totals.totalCount = wire.total_count;
  if (wire.total_amount !== undefined) totals.totalAmount = wire.total_amount;
  return totals;
}

/**
 * The sum of rows' valid figures: the totals of a report whose answer has no totals block. Amounts
 * are summed in cents, so the total equals the server's sum of decimals (1.60 + 3.20 is 4.80, not 4.800000000000001).
 */
export function sumValid(rows: readonly Totals[]): Totals {
  const cents = rows.reduce((sum, r) => sum + Math.round(r.validAmount * 100), 0);
  return { validCount: rows.reduce((sum, r) => sum + r.validCount, 0), validAmount: cents / 100 };
}

function toChannelShare(wire: ResellerShareWire): ChannelShare {
  return { id: wire.reseller_id, name: wire.reseller_name, validCount: wire.valid_count, validAmount: wire.valid_amount };
}

function toPoint(wire: SeriesPointWire): SeriesPoint {
  return { date: wire.datum, ...toTotals(wire) };
}

function toArticle(wire: ArticleLineWire): ArticleLine {
  return {
    id: wire.id,
    item: wire.item,
    itemPrice: wire.item_price,
    shortcode: wire.shortcode,
    zoneName: wire.zone_name,
    channels: wire.distributeri.map(toChannelShare),
    ...toTotals(wire),
  };
}

function axisOf(wire: { raspon_dana: string[]; raspon_tjedana: string[]; raspon_mjeseci: string[] }) {
  return { day: wire.raspon_dana, week: wire.raspon_tjedana, month: wire.raspon_mjeseci };
}

// ------------------------------------------------------------------ keys

export const reportingKeys = {
  all: ['reporting'] as const,
  reference: (list: 'services' | 'channels') => [...reportingKeys.all, 'reference', list] as const,
  dashboard: (report: string, request: ReportRequest) => [...reportingKeys.all, 'dashboard', report, request] as const,
  list: (kind: EntityKind, request: ReportRequest) => [...reportingKeys.all, kind, 'list', request] as const,
  entity: (kind: EntityKind, id: number) => ({
    report: (report: string, request: ReportRequest) => [...reportingKeys.all, kind, id, report, request] as const,
  }),
};

// ------------------------------------------------------------------ reference lists

export async function getServices(signal?: AbortSignal): Promise<Reference[]> {
  const wire = await http.get(endpoints.usluge, { schema: uslugeResponse, signal });
  return wire.usluge.map((s) => ({ id: s.service_type_id, name: s.name }));
}

export async function getChannels(signal?: AbortSignal): Promise<Reference[]> {
  const wire = await http.get(endpoints.distributeri, { schema: distributeriResponse, signal });
  return wire.distributeri.map((d) => ({ id: d.reseller_id, name: d.name }));
}

/** The lists rarely change: cached for the session. A failure is silent (reporting.md §8). */
export const servicesQueryOptions = () =>
  queryOptions({ queryKey: reportingKeys.reference('services'), queryFn: ({ signal }) => getServices(signal), staleTime: Infinity });
export const channelsQueryOptions = () =>
  queryOptions({ queryKey: reportingKeys.reference('channels'), queryFn: ({ signal }) => getChannels(signal), staleTime: Infinity });

// ------------------------------------------------------------------ dashboard

export interface DashboardTotals {
  rows: NamedTotals[];
  totals: Totals;
}

export async function getDashboardServices(request: ReportRequest, signal?: AbortSignal): Promise<DashboardTotals> {
  const wire = await http.get(reportingEndpoints.dashboard.ukupnoPoUslugama, {
    query: reportQuery(request),
    schema: ukupnoPoUslugamaResponse,
    signal,
  });
  return {
    rows: wire.usluge.map((r) => ({ id: r.service_type_id, name: r.service_type_name, ...toTotals(r) })),
    totals: toTotals(wire.ukupno),
  };
}

export async function getDashboardChannels(request: ReportRequest, signal?: AbortSignal): Promise<DashboardTotals> {
  const wire = await http.get(reportingEndpoints.dashboard.ukupnoPoDistributerima, {
    query: reportQuery(request),
    schema: ukupnoPoDistributerimaResponse,
    signal,
  });
  return {
    rows: wire.distributeri.map((r) => ({ id: r.reseller_id, name: r.reseller_name, ...toTotals(r) })),
    totals: toTotals(wire.ukupno),
  };
}

export async function getDashboardServiceSeries(request: ReportRequest, signal?: AbortSignal): Promise<KeyedSeries> {
  const wire = await http.get(reportingEndpoints.dashboard.uslugeIntervalno, {
    query: reportQuery(request),
    schema: uslugeIntervalnoResponse,
    signal,
  });
  const point = (p: (typeof wire.usluge_dnevno)[number]): KeyedSeriesPoint => ({ key: p.usluga, date: p.datum, ...toTotals(p) });
  return {
    axis: axisOf(wire),
    names: wire.usluge.map((s) => ({ id: s.service_type_id, name: s.name })),
    points: { day: wire.usluge_dnevno.map(point), week: wire.usluge_tjedno.map(point), month: wire.usluge_mjesecno.map(point) },
  };
}

export async function getDashboardChannelSeries(request: ReportRequest, signal?: AbortSignal): Promise<KeyedSeries> {
  const wire = await http.get(reportingEndpoints.dashboard.distributeriIntervalno, {
    query: reportQuery(request),
    schema: distributeriIntervalnoResponse,
    signal,
  });
  const point = (p: (typeof wire.distributeri_dnevno)[number]): KeyedSeriesPoint => ({
    key: p.reseller,
    date: p.datum,
    ...toTotals(p),
  });
  return {
    axis: axisOf(wire),
    names: wire.distributeri.map((d) => ({ id: d.reseller_id, name: d.name })),
    points: {
      day: wire.distributeri_dnevno.map(point),
      week: wire.distributeri_tjedno.map(point),
      month: wire.distributeri_mjesecno.map(point),
    },
  };
}

/** A report's query: cached per key, the previous figures kept on screen while new ones load. */
function reportOptions<T, K extends QueryKey>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData });
}

export const dashboardServicesOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('services', request), (signal) => getDashboardServices(request, signal));
export const dashboardChannelsOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('channels', request), (signal) => getDashboardChannels(request, signal));
export const dashboardServiceSeriesOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('service-series', request), (signal) => getDashboardServiceSeries(request, signal));
export const dashboardChannelSeriesOptions = (request: ReportRequest) =>
  reportOptions(reportingKeys.dashboard('channel-series', request), (signal) => getDashboardChannelSeries(request, signal));

// ------------------------------------------------------------------ lists

const LIST_PATHS: Record<EntityKind, string> = {
  parking: reportingEndpoints.parking.list,
  garage: reportingEndpoints.garages.list,
  park: reportingEndpoints.parks.list,
  sales: reportingEndpoints.sales.list,
};

export async function getEntityList(kind: EntityKind, request: ReportRequest, signal?: AbortSignal): Promise<EntityList> {
  const query = reportQuery(request);
  switch (kind) {
    case 'parking': {
      const wire = await http.get(LIST_PATHS.parking, { query, schema: providerListResponse, signal });
      return {
        single: wire.single_provider || wire.provider_list.length === 1,
        totals: toTotals(wire.ukupno),
        rows: wire.provider_list.map((r) => ({
          id: r.provider_id,
          name: r.naziv,
          supplier: r.supplier,
          channels: r.distributeri.map(toChannelShare),
          ...toTotals(r),
        })),
      };
    }
    case 'garage': {
      const wire = await http.get(LIST_PATHS.garage, { query, schema: garageListResponse, signal });
      return {
        single: wire.single_garage || wire.garage_list.length === 1,
        totals: toTotals(wire.ukupno),
        rows: wire.garage_list.map((r) => ({ id: r.garage_id, name: r.name, supplier: r.supplier, ...toTotals(r) })),
      };
    }
    case 'park': {
      const wire = await http.get(LIST_PATHS.park, { query, schema: parkoviListResponse, signal });
      return {
        single: false,
        totals: toTotals(wire.ukupno),
        rows: wire.parkovi_list.map((r) => ({ id: r.park_id, name: r.naziv, ...toTotals(r) })),
      };
    }
    case 'sales': {
      const wire = await http.get(LIST_PATHS.sales, { query, schema: igeusProviderListResponse, signal });
      return {
        single: wire.single_provider || wire.provider_list.length === 1,
        totals: toTotals(wire.ukupno),
        rows: wire.provider_list.map((r) => ({ id: r.provider_id, name: r.naziv, ...toTotals(r) })),
      };
    }
  }
}

export const entityListOptions = (kind: EntityKind) => (request: ReportRequest) =>
  reportOptions(reportingKeys.list(kind, request), (signal) => getEntityList(kind, request, signal));

const LIST_FILES: Record<EntityKind, string> = {
  parking: 'parking.xlsx',
  garage: 'garaze.xlsx',
  park: 'parkovi.xlsx',
  sales: 'prodaja.xlsx',
};

/** The list's spreadsheet, built by the server (`excel=true`); the file name is the server's. */
export function useDownloadList(kind: EntityKind) {
  return useMutation({
    mutationFn: async (request: ReportRequest) => {
      const file = await download(LIST_PATHS[kind], {
        query: { ...reportQuery(request), excel: 'true' },
        fallbackName: LIST_FILES[kind],
      });
      saveFile(file);
      return file;
    },
  });
}

// ------------------------------------------------------------------ one entity's reports

export async function getChannelTotals(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal) {
  const wire = await http.get(entityReportPath(kind, id, 'po-distributerima'), {
    query: reportQuery(request),
    schema: poDistributerimaResponse,
    signal,
  });
  return {
    rows: wire.distributeri.map((r): NamedTotals => ({ id: r.reseller_id, name: r.reseller_name, ...toTotals(r) })),
    totals: toTotals(wire.ukupno),
  };
}

export async function getArticles(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal) {
  const wire = await http.get(entityReportPath(kind, id, 'po-artiklima'), {
    query: reportQuery(request),
    schema: poArtiklimaResponse,
    signal,
  });
  const rows = wire.artikli.map(toArticle);
  return { rows, totals: wire.ukupno ? toTotals(wire.ukupno) : sumValid(rows) };
}

/** A garage article's breakdown per channel at one price. */
export async function getGarageArticleChannels(id: number, itemPrice: number, request: ReportRequest, signal?: AbortSignal) {
  const wire = await http.get(entityReportPath('garage', id, 'artikl-po-distributerima'), {
    query: { ...reportQuery(request), item_price: itemPrice.toFixed(2) },
    schema: poDistributerimaResponse,
    signal,
  });
  return {
    rows: wire.distributeri.map((r): NamedTotals => ({ id: r.reseller_id, name: r.reseller_name, ...toTotals(r) })),
    totals: toTotals(wire.ukupno),
  };
}

export async function getSeries(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal): Promise<Series> {
  const wire = await http.get(entityReportPath(kind, id, 'intervalno'), {
    query: reportQuery(request),
    schema: intervalnoResponse,
    signal,
  });
  return {
    axis: axisOf(wire),
    points: { day: wire.dnevno.map(toPoint), week: wire.tjedno.map(toPoint), month: wire.mjesecno.map(toPoint) },
  };
}

export async function getDetailLines(kind: EntityKind, id: number, request: ReportRequest, signal?: AbortSignal): Promise<DetailLine[]> {
  const wire = await http.get(entityReportPath(kind, id, 'detaljno'), { query: reportQuery(request), schema: detaljnoResponse, signal });
  return wire.detaljno.map((line) => ({ date: line.datum, channel: line.reseller_name, amount: line.valid_amount }));
}

export const channelTotalsOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('po-distributerima', request), (signal) =>
    getChannelTotals(kind, id, request, signal),
  );
export const articlesOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('po-artiklima', request), (signal) => getArticles(kind, id, request, signal));
export const seriesOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('intervalno', request), (signal) => getSeries(kind, id, request, signal));
export const detailLinesOptions = (kind: EntityKind, id: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity(kind, id).report('detaljno', request), (signal) => getDetailLines(kind, id, request, signal));
export const garageArticleChannelsOptions = (id: number, itemPrice: number) => (request: ReportRequest) =>
  reportOptions(reportingKeys.entity('garage', id).report(`artikl-po-distributerima:${itemPrice}`, request), (signal) =>
    getGarageArticleChannels(id, itemPrice, request, signal),
  );

// ------------------------------------------------------------------ primary and compare together

export interface Compared<T> {
  primary: T | undefined;
  compare: T | undefined;
  comparing: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The same report for the primary and, when comparing, the compare period: a second identical
 * request (reporting.md §4). Both are awaited: the result is pending until both have answered.
 */
export function useCompared<T, K extends QueryKey>(
  options: (request: ReportRequest) => UseQueryOptions<T, Error, T, K>,
  primary: ReportRequest,
  compare: ReportRequest | null,
  enabled = true,
): Compared<T> {
  const first = useQuery({ ...options(primary), enabled });
  const second = useQuery({ ...options(compare ?? primary), enabled: enabled && compare !== null });
  const comparing = compare !== null;
  return {
    primary: first.data,
    compare: comparing ? second.data : undefined,
    comparing,
    isPending: first.isPending || (comparing && second.isPending),
    isFetching: first.isFetching || (comparing && second.isFetching),
    error: first.error ?? (comparing ? second.error : null),
    refetch: () => {
      void first.refetch();
      if (comparing) void second.refetch();
    },
  };
}
