/**
 * Mobile payment statistics (operations.md §7): GET /paydo-statistika/{section}/ with beginDate,
 * endDate and page; GET /paydo-statistika/primatelji/; GET /paydo-statistika/ with excel=true (the
 * spreadsheet) or recipient (the mail). Every answer is parsed by the contract and mapped to the
 * camelCase types below; components never see the Croatian wire keys.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { operationsEndpoints as ep } from '../../api/contract/endpoints-operations';
import {
  PAYDO_EXCEL_FILENAME,
  PAYDO_PAGE_SIZE,
  PAYMENT_KINDS,
  PURCHASE_BREAKDOWN,
  SALES_CHANNELS,
  paydoMailResponse,
  paydoSections,
  recipientListResponse,
  type PaydoSection,
} from '../../api/contract/paydo';
import { download, http, saveFile, type DownloadedFile } from '../../api/http';
import type { StatsRange } from './model/range';

type Wire<S extends PaydoSection> = z.output<(typeof paydoSections)[S]>;

export interface Paged<T> {
  rows: T[];
  total: number;
  pageCount: number;
}

/** Users (private and business) and their purchases: of a day, a purchase group or a city. */
export interface SalesFigures {
  users: number;
  privateUsers: number;
  businessUsers: number;
  purchases: number;
  amount: number;
}

export interface UsersAndSales extends SalesFigures {
  date: string;
  android: number;
  ios: number;
}

export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LIST: readonly SalesChannel[] = SALES_CHANNELS;

export interface MonthlySales {
  month: number;
  year: number;
  channels: Record<SalesChannel, { count: number; amount: number }>;
}

export interface PurchaseGroup extends SalesFigures {
  /** The open group key ('1', '2', '10', '50' known), null for "none". */
  group: string | null;
}

export interface TopUser {
  email: string;
  purchases: number;
  amount: number;
}

export interface PromotionDay {
  date: string;
  count: number;
  benefit: number;
}

export interface PromotionTotal {
  promotion: string;
  count: number;
  benefit: number;
}

export interface UsedPromotions {
  date: string;
  paydo: number;
  mastercard: number;
}

export interface CitySales extends SalesFigures {
  city: string;
}

export interface UserTypesDay {
  date: string;
  privateUsers: number;
  businessUsers: number;
  guests: number;
  total: number;
  domestic: number;
  foreign: number;
  androidDownloads: number;
  iosDownloads: number;
  activeUsers: number;
}

export type PurchaseBreakdownKey = (typeof PURCHASE_BREAKDOWN)[number];
export const PURCHASE_BREAKDOWN_KEYS: readonly PurchaseBreakdownKey[] = PURCHASE_BREAKDOWN;

export interface BreakdownDay {
  date: string;
  values: Record<PurchaseBreakdownKey, number>;
}

export interface PaymentsDay {
  date: string;
  /** By payment kind (an open key; 'sve' is all of them). */
  kinds: Record<string, { count: number; value: number }>;
}

export interface UserGroups {
  userTypes: UserTypesDay[];
  purchases: BreakdownDay[];
  amounts: BreakdownDay[];
  payments: PaymentsDay[];
  /** The payment kinds present: the known ones in their order, then any other in order of appearance. */
  paymentKinds: string[];
}

export interface BusinessUser {
  id: number;
  name: string;
  city: string;
  registeredOn: string;
  balance: number;
  activeVehicles: number;
  activeUsers: number;
  paymentsBank: { count: number; amount: number };
  paymentsCard: { count: number; amount: number };
  paymentsBon: { count: number; amount: number };
  paymentsTotal: { count: number; amount: number };
  lastPayment: { date: string; amount: number | null; method: string | null } | null;
  prepaidPurchases: { count: number; amount: number };
  otherPurchases: { count: number; amount: number };
  purchasesTotal: { count: number; amount: number };
  usersPrepaid: number;
  usersCard: number;
  usersOther: number;
  usersTotal: number;
}

export interface TokenizedCardsMonth {
  month: number;
  year: number;
  mastercard: number;
  other: number;
  total: number;
}

export interface ActiveTokens {
  mastercard: number;
  other: number;
  total: number;
  tokenizedToday: number;
}

export interface Recipient {
  email: string;
  name: string;
}

/** What each section's call yields, in domain terms. */
export interface SectionData {
  korisnici_i_kupovine: Paged<UsersAndSales>;
  sve_kupovine: Paged<MonthlySales>;
  broj_kupovina: Paged<PurchaseGroup>;
  korisnik_max_kupovina: TopUser | null;
  promocija_paydo: Paged<PromotionDay>;
  promocija_mastercard: Paged<PromotionDay>;
  promocije_ukupno: PromotionTotal[];
  promocije_iskoristeno: Paged<UsedPromotions>;
  po_gradovima: Paged<CitySales>;
  novi_korisnici: UserGroups;
  svi_korisnici: UserGroups;
  web_data: UserGroups;
  mobile_data: UserGroups;
  poslovni_korisnici: Paged<BusinessUser>;
  tokenizirane_kartice: Paged<TokenizedCardsMonth>;
  trenutno_aktivni_tokeni: ActiveTokens | null;
}

function paged<W, T>(wire: { content: W[]; records_total: number; broj_stranica?: number }, map: (row: W) => T): Paged<T> {
  return {
    rows: wire.content.map(map),
    total: wire.records_total,
    pageCount: Math.max(1, wire.broj_stranica ?? Math.ceil(wire.records_total / PAYDO_PAGE_SIZE)),
  };
}

type PromotionWire = Wire<'promocija_paydo'>['content'][number];
const toPromotionDay = (row: PromotionWire): PromotionDay => ({ date: row.datum, count: row.broj, benefit: row.korist });

function toUserGroups(wire: Wire<'novi_korisnici'>): UserGroups {
  const byDate = new Map<string, PaymentsDay>();
  const kinds = new Set<string>();
  for (const row of wire.paymentsList) {
    kinds.add(row.vrsta);
    const day = byDate.get(row.datum) ?? { date: row.datum, kinds: {} };
    day.kinds[row.vrsta] = { count: row.paymentsCount, value: row.paymentsValue };
    byDate.set(row.datum, day);
  }
  const known = PAYMENT_KINDS.filter((kind) => kinds.has(kind));
  const other = [...kinds].filter((kind) => !(PAYMENT_KINDS as readonly string[]).includes(kind));
  const breakdown = (row: Wire<'novi_korisnici'>['purchasesList'][number]): BreakdownDay => ({
    date: row.datum,
    values: Object.fromEntries(PURCHASE_BREAKDOWN.map((key) => [key, row[key]])) as Record<PurchaseBreakdownKey, number>,
  });
  return {
    userTypes: wire.typeOfUserList.map((row) => ({
      date: row.datum,
      privateUsers: row.privatni,
      businessUsers: row.poslovni,
      guests: row.gost,
      total: row.ukupno,
      domestic: row.domaci,
      foreign: row.strani,
      androidDownloads: row.android_preuzimanja,
      iosDownloads: row.ios_preuzimanja,
      activeUsers: row.activeUsersCount,
    })),
    purchases: wire.purchasesList.map(breakdown),
    amounts: wire.amountsList.map(breakdown),
    payments: [...byDate.values()],
    paymentKinds: [...known, ...other],
  };
}

const pair = (count: number, amount: number) => ({ count, amount });

type SalesFiguresWire = Pick<Wire<'po_gradovima'>['content'][number], 'broj_korisnika' | 'privatni' | 'poslovni' | 'broj_kupovina' | 'iznos'>;
const salesFigures = (row: SalesFiguresWire): SalesFigures => ({
  users: row.broj_korisnika,
  privateUsers: row.privatni,
  businessUsers: row.poslovni,
  purchases: row.broj_kupovina,
  amount: row.iznos,
});

const sectionMappers: { [S in PaydoSection]: (wire: Wire<S>) => SectionData[S] } = {
  korisnici_i_kupovine: (wire) =>
    paged(wire, (row) => ({
      date: row.datum,
      ...salesFigures(row),
      android: row.android,
      ios: row.ios,
    })),
  sve_kupovine: (wire) =>
    paged(wire, (row) => ({
      month: row.mjesec as number,
      year: row.godina as number,
      channels: Object.fromEntries(
        SALES_CHANNELS.map((channel) => [channel, pair(row[`${channel}_broj`] ?? 0, row[`${channel}_iznos`] ?? 0)]),
      ) as MonthlySales['channels'],
    })),
  broj_kupovina: (wire) =>
    paged(wire, (row) => ({
      group: row.grupa,
      ...salesFigures(row),
    })),
  // The spec: the first element of the array is used.
  korisnik_max_kupovina: (wire) => {
    const first = wire[0];
    return first ? { email: first.email, purchases: first.broj_kupovina, amount: first.iznos } : null;
  },
  promocija_paydo: (wire) => paged(wire, toPromotionDay),
  promocija_mastercard: (wire) => paged(wire, toPromotionDay),
  promocije_ukupno: (wire) => wire.content.map((row) => ({ promotion: row.promocija, count: row.broj, benefit: row.korist })),
  promocije_iskoristeno: (wire) =>
    paged(wire, (row) => ({ date: row.datum, paydo: row.paydo, mastercard: row.mastercard })),
  po_gradovima: (wire) =>
    paged(wire, (row) => ({
      city: row.grad,
      ...salesFigures(row),
    })),
  novi_korisnici: toUserGroups,
  svi_korisnici: toUserGroups,
  web_data: toUserGroups,
  mobile_data: toUserGroups,
  poslovni_korisnici: (wire) =>
    paged(wire, (row) => ({
      id: row.id,
      name: row.naziv,
      city: row.grad,
      registeredOn: row.datum_registracije,
      balance: row.stanje,
      activeVehicles: row.aktivna_vozila,
      activeUsers: row.aktivni_korisnici,
      paymentsBank: pair(row.uplate_banka_broj, row.uplate_banka_iznos),
      paymentsCard: pair(row.uplate_kartica_broj, row.uplate_kartica_iznos),
      paymentsBon: pair(row.uplate_bon_broj, row.uplate_bon_iznos),
      paymentsTotal: pair(row.uplate_ukupno_broj, row.uplate_ukupno_iznos),
      lastPayment: row.zadnja_uplata_datum
        ? { date: row.zadnja_uplata_datum, amount: row.zadnja_uplata_iznos, method: row.zadnja_uplata_nacin }
        : null,
      prepaidPurchases: pair(row.prepaid_kupovine_broj, row.prepaid_kupovine_iznos),
      otherPurchases: pair(row.ostale_kupovine_broj, row.ostale_kupovine_iznos),
      purchasesTotal: pair(row.kupovine_ukupno_broj, row.kupovine_ukupno_iznos),
      usersPrepaid: row.korisnici_prepaid,
      usersCard: row.korisnici_kartica,
      usersOther: row.korisnici_ostalo,
      usersTotal: row.korisnici_ukupno,
    })),
  tokenizirane_kartice: (wire) =>
    paged(wire, (row) => ({ month: row.mjesec, year: row.godina, mastercard: row.mastercard, other: row.ostale, total: row.ukupno })),
  trenutno_aktivni_tokeni: (wire) => {
    const first = wire[0];
    return first ? { mastercard: first.mastercard, other: first.ostale, total: first.ukupno, tokenizedToday: first.tokenizirano_danas } : null;
  },
};

/** The request of a section: the range, and the page of a paged section. */
export interface SectionRequest {
  range: StatsRange;
  page?: number;
}

export const paydoKeys = {
  all: ['paydoStatistics'] as const,
  recipients: () => [...paydoKeys.all, 'recipients'] as const,
  section: (section: PaydoSection, request: SectionRequest) => [...paydoKeys.all, 'section', section, request] as const,
};

/** The query of every statistics call (the spec's names: beginDate, endDate). */
function rangeQuery(range: StatsRange) {
  return { beginDate: range.begin, endDate: range.end };
}

export async function getSection<S extends PaydoSection>(
  section: S,
  request: SectionRequest,
  signal?: AbortSignal,
): Promise<SectionData[S]> {
  const wire = await http.get(ep.paydoSection(section), {
    query: { ...rangeQuery(request.range), page: request.page },
    schema: paydoSections[section],
    signal,
  });
  return sectionMappers[section](wire as Wire<S>);
}

export function sectionQueryOptions<S extends PaydoSection>(section: S, request: SectionRequest) {
  return queryOptions({
    queryKey: paydoKeys.section(section, request),
    queryFn: ({ signal }) => getSection(section, request, signal),
    // A new page or range keeps the rows on screen (under a spinner) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One section; nothing is fetched while the range is not valid (null). */
export function useSection<S extends PaydoSection>(section: S, range: StatsRange | null, page?: number) {
  return useQuery({
    ...sectionQueryOptions(section, { range: range ?? { begin: '', end: '' }, page }),
    enabled: range !== null,
  });
}

export async function getRecipients(signal?: AbortSignal): Promise<Recipient[]> {
  const wire = await http.get(ep.paydoRecipients, { schema: recipientListResponse, signal });
  return wire.recipient_list.map((r) => ({ email: r.email, name: r.ime }));
}

export function recipientsQueryOptions() {
  return queryOptions({ queryKey: paydoKeys.recipients(), queryFn: ({ signal }) => getRecipients(signal), staleTime: Infinity });
}

export function useRecipients() {
  return useQuery(recipientsQueryOptions());
}

/** Sends the statistics of the range by mail; recipient null means the user's own address. Returns the server's message. */
export async function sendStatistics(range: StatsRange, recipient: string): Promise<string> {
  const wire = await http.get(ep.paydo, {
    query: { ...rangeQuery(range), recipient },
    schema: paydoMailResponse,
  });
  return wire.message;
}

export function useSendStatistics() {
  return useMutation({
    mutationFn: ({ range, recipient }: { range: StatsRange; recipient: string }) => sendStatistics(range, recipient),
  });
}

/** BmoveStatistika.xlsx for the range. */
export async function downloadStatistics(range: StatsRange): Promise<DownloadedFile> {
  return download(ep.paydo, { query: { ...rangeQuery(range), excel: 'true' }, fallbackName: PAYDO_EXCEL_FILENAME });
}

export function useDownloadStatistics() {
  return useMutation({
    mutationFn: async (range: StatsRange) => {
      const file = await downloadStatistics(range);
      saveFile(file);
      return file;
    },
  });
}
