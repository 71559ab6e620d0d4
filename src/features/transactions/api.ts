/**
 * Transactions, receipts and park tickets (reporting.md §2, §3, §7): the paged lists of one
 * parking provider, garage, sales provider or park, their spreadsheet exports and the receipt PDFs.
 * Fetchers parse the contract and map the wire to camelCase domain types.
 */
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { reportingEndpoints } from '../../api/contract/endpoints-reporting';
import { racuniResponse } from '../../api/contract/parking';
import { ulazniceResponse } from '../../api/contract/parks';
import { transakcijeResponse, type TransactionWire } from '../../api/contract/reports';
import { download, http, saveFile, type Query } from '../../api/http';
import { entityReportPath } from '../../api/entity-info';
import { sanitizeFileBaseName } from '../../api/file-names';
import type { DisplayOption, ListFilters } from './model/list-filters';

// ------------------------------------------------------------------ domain types

export interface Transaction {
  id: number;
  reference: string;
  /** UTC instants, ISO 8601. */
  time: string;
  validFrom: string | null;
  validTo: string | null;
  quantity: number;
  amount: number;
  /** The status code as sent (any value; a known one is labelled by the screen). */
  status: string;
  /** The short description (status_opisno_kratko): the tag's label when the code has none of ours. */
  statusShort: string;
  /** The long description (the tag's tooltip); the short one when the server sends no long one. */
  statusDescription: string;
  /** The plate, ticket number or code the customer entered. */
  input: string;
  zoneName: string | null;
  channelName: string;
  isValid: boolean;
  isActive: boolean;
}

export interface Receipt {
  id: number;
  time: string;
  paymentType: string;
  articleName: string;
  number: string;
  quantity: number;
  totalAmount: number;
}

export interface ParkTicket {
  /** The order's id, or its position on the page when the server sends no ids (§3 lists none). */
  id: number;
  name: string;
  email: string;
  quantity: number;
  orderDate: string;
  price: number;
  paymentType: string;
  totalPrice: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
  pageCount: number;
}

/** The three transaction lists: parking providers, garages and sales providers. */
export type TransactionKind = 'parking' | 'garage' | 'sales';

/** The query parameter of each list's text field (reporting.md §7). */
export const SEARCH_PARAMS: Record<TransactionKind, string> = {
  parking: 'trans_search',
  garage: 'ticket_number',
  sales: 'transaction_input',
};

function toTransaction(wire: TransactionWire): Transaction {
  return {
    id: wire.id,
    reference: wire.trans_ref,
    time: wire.vrijeme_transakcije,
    validFrom: wire.vrijedi_od,
    validTo: wire.vrijedi_do,
    quantity: wire.kolicina,
    amount: wire.iznos,
    status: wire.status,
    statusShort: wire.status_opisno_kratko,
    statusDescription: wire.status_opisno ?? wire.status_opisno_kratko,
    input: wire.transaction_input,
    zoneName: wire.zone_name,
    channelName: wire.reseller_name,
    isValid: wire.is_valid,
    isActive: wire.is_active,
  };
}

// ------------------------------------------------------------------ keys

export const transactionKeys = {
  all: ['transactions'] as const,
  transactions: (kind: TransactionKind, id: number, filters: ListFilters) => [...transactionKeys.all, kind, id, filters] as const,
  receipts: (id: number, filters: ListFilters) => [...transactionKeys.all, 'receipts', id, filters] as const,
  tickets: (id: number, filters: ListFilters) => [...transactionKeys.all, 'tickets', id, filters] as const,
};

// ------------------------------------------------------------------ queries

/** The query of a list: the dates, and for transactions the text field and display option. */
function listQuery(filters: ListFilters, search?: { param: string; display: DisplayOption }): Query {
  return {
    begin_date: filters.begin,
    end_date: filters.end,
    ...(search ? { [search.param]: filters.search.trim() || undefined, opcija_prikaza: search.display } : {}),
  };
}

function transactionsQuery(kind: TransactionKind, filters: ListFilters): Query {
  return listQuery(filters, { param: SEARCH_PARAMS[kind], display: filters.display });
}

export async function getTransactions(kind: TransactionKind, id: number, filters: ListFilters, signal?: AbortSignal): Promise<Page<Transaction>> {
  const wire = await http.get(entityReportPath(kind, id, 'transakcije'), {
    query: { ...transactionsQuery(kind, filters), page: filters.page },
    schema: transakcijeResponse,
    signal,
  });
  return { rows: wire.transakcije.map(toTransaction), total: wire.ukupno_transakcija, pageCount: wire.broj_stranica };
}

export async function getReceipts(id: number, filters: ListFilters, signal?: AbortSignal): Promise<Page<Receipt>> {
  const wire = await http.get(reportingEndpoints.parking.provider(id, 'racuni'), {
    query: { ...listQuery(filters), page: filters.page },
    schema: racuniResponse,
    signal,
  });
  return {
    rows: wire.racuni.map((r) => ({
      id: r.id,
      time: r.date_of_transaction,
      paymentType: r.payment_type,
      articleName: r.article_name,
      number: r.broj_racuna,
      quantity: r.quantity,
      totalAmount: r.total_amount,
    })),
    total: wire.ukupno_racuna,
    pageCount: wire.broj_stranica,
  };
}

export async function getParkTickets(id: number, filters: ListFilters, signal?: AbortSignal): Promise<Page<ParkTicket>> {
  const wire = await http.get(reportingEndpoints.parks.park(id, 'ulaznice'), {
    query: { ...listQuery(filters), page: filters.page },
    schema: ulazniceResponse,
    signal,
  });
  // Rows need a key unique on the page: the server's ids when every row has one, else the positions.
  const hasIds = wire.ulaznice.every((t) => t.id !== undefined);
  return {
    rows: wire.ulaznice.map((t, index) => ({
      id: hasIds && t.id !== undefined ? t.id : index + 1,
      name: t.name,
      email: t.email,
      quantity: t.quantity,
      orderDate: t.order_date,
      price: t.price,
      paymentType: t.payment_type,
      totalPrice: t.total_incl_tax,
    })),
    total: wire.ukupno_ulaznica,
    pageCount: wire.broj_stranica,
  };
}

/** A page stays shown while the next one loads (the screen marks it as stale). */
export const transactionsOptions = (kind: TransactionKind, id: number, filters: ListFilters) =>
  queryOptions({
    queryKey: transactionKeys.transactions(kind, id, filters),
    queryFn: ({ signal }) => getTransactions(kind, id, filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const receiptsOptions = (id: number, filters: ListFilters) =>
  queryOptions({
    queryKey: transactionKeys.receipts(id, filters),
    queryFn: ({ signal }) => getReceipts(id, filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const parkTicketsOptions = (id: number, filters: ListFilters) =>
  queryOptions({
    queryKey: transactionKeys.tickets(id, filters),
    queryFn: ({ signal }) => getParkTickets(id, filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

// ------------------------------------------------------------------ downloads

/** What a list's spreadsheet download asks for: the list's own query with the export flag. */
export type ListDownload =
  | { list: 'transactions'; kind: TransactionKind; id: number; filters: ListFilters }
  | { list: 'receipts'; id: number; filters: ListFilters }
  | { list: 'tickets'; id: number; filters: ListFilters };

function downloadRequest(request: ListDownload): { path: string; query: Query; fallbackName: string } {
  switch (request.list) {
    case 'transactions':
      return {
        path: entityReportPath(request.kind, request.id, 'transakcije'),
        query: { ...transactionsQuery(request.kind, request.filters), excel: 'true' },
        fallbackName: 'transakcije.xlsx',
      };
    case 'receipts':
      return {
        path: reportingEndpoints.parking.provider(request.id, 'racuni'),
        query: { ...listQuery(request.filters), download: 'true' },
        fallbackName: 'racuni.xlsx',
      };
    case 'tickets':
      return {
        path: reportingEndpoints.parks.park(request.id, 'ulaznice'),
        query: { ...listQuery(request.filters), excel: 'true' },
        fallbackName: 'ulaznice.xlsx',
      };
  }
}

/** Downloads a list as a spreadsheet: the same request with the export flag (reporting.md §7). */
export function useDownloadList() {
  return useMutation({
    mutationFn: async (request: ListDownload) => {
      const { path, ...options } = downloadRequest(request);
      const file = await download(path, options);
      saveFile(file);
      return file;
    },
  });
}

/** The PDF's name: the receipt number, made safe as a file name ("12/3" -> "12-3.pdf"). */
export function receiptFileName(number: string): string {
  return `${sanitizeFileBaseName(number, 'racun')}.pdf`;
}

/** Downloads one receipt as a PDF named after its receipt number. */
export function useDownloadReceipt(providerId: number) {
  return useMutation({
    mutationFn: async (receipt: Receipt) => {
      const file = await download(reportingEndpoints.parking.receiptDownload(providerId), {
        query: { transaction_id: receipt.id },
        fallbackName: receiptFileName(receipt.number),
      });
      // Always named after the receipt number, whatever the server calls it.
      const named = { ...file, fileName: receiptFileName(receipt.number) };
      saveFile(named);
      return named;
    },
  });
}
