/**
 * The lists under an entity (reporting.md §2, §5, §8): transactions of parking providers, garages
 * and sales providers, a parking provider's receipts and their PDFs, and a park's tickets. Each
 * checks the permission and the query, then pages the rows (rules.ts) or exports them.
 */
import type { TransactionWireInput } from '../../src/api/contract/reports';
import type { ReceiptWireInput } from '../../src/api/contract/parking';
import type { ParkTicketWireInput } from '../../src/api/contract/parks';
import type { Session } from '../core/access';
import type { Entity } from '../core/city';
import type { DomainContext } from '../core/context';
import { NotFoundError, PermissionDeniedError, ValidationError } from '../core/errors';
import { buildPdf } from '../core/pdf';
import { FieldErrorCollector, REQUIRED } from '../core/validation';
import { dayNumber } from '../core/dates';
import { detailFor } from '../core/detail-texts';
import { KIND_PERMISSIONS, requireEntity } from '../core/entities';
import type { ExportFile } from '../core/files';
import { readChoice, readFlag, readRange, windowOf, type DayRange } from '../core/query';
import { HISTORY_DAYS, servedFacts } from '../core/sales-facts';
import { AMOUNT_FORMAT, COUNT_FORMAT, buildXlsx, type SheetColumn } from '../core/xlsx';
import {
  MAX_EXPORT_ROWS,
  allRows,
  foldInput,
  pageOfRows,
  receiptRow,
  rowById,
  ticketRow,
  transactionRow,
  type RowFilter,
  type RowRef,
} from './rules';

/**
 * The search field of each kind's transaction list, with the field error when it is missing and
 * the Croatian text of the 400's detail.
 */
export const SEARCH_FIELDS: Record<'parking' | 'garage' | 'sales', { field: string; message: string; text: string }> = {
  parking: {
    field: 'trans_search',
    message: 'If the period is longer than one day, license plate is mandatory.',
    text: 'Za razdoblje dulje od jednog dana upišite registraciju ili kod.',
  },
  garage: {
    field: 'ticket_number',
    message: 'If the period is longer than one day, ticket number is mandatory.',
    text: 'Za razdoblje dulje od jednog dana upišite broj karte.',
  },
  sales: {
    field: 'transaction_input',
    message: 'If the period is longer than one day, license plate / ticket number is mandatory.',
    text: 'Za razdoblje dulje od jednog dana upišite registraciju ili broj karte.',
  },
};

/** Transactions: from 30 days before today to today (reporting.md §5). */
export const TRANSACTIONS_WINDOW_DAYS = 30;
/** Park tickets: from 730 days before today to today (reporting.md §5). */
export const TICKETS_WINDOW_DAYS = 730;

export const RECEIPT_NOT_FOUND = 'Račun nije pronađen.';
export const RECEIPTS_NOT_ISSUED = 'Ovaj pružatelj ne izdaje vlastite račune.';
export const TOO_MANY_ROWS = (count: number) =>
  `Izvoz je ograničen na ${MAX_EXPORT_ROWS} redaka (odabrano ${count}); suzite razdoblje ili pretragu.`;

/** The days of a range that hold rows, newest first. */
function rowDays(ctx: DomainContext, range: DayRange): number[] {
  if (ctx.flags.emptyLists) return [];
  const today = dayNumber(ctx.today);
  const days: number[] = [];
  for (let day = Math.min(range.end, today); day >= Math.max(range.begin, today - HISTORY_DAYS + 1); day--) days.push(day);
  return days;
}

function exportRows(ctx: DomainContext, entity: Entity, days: number[], filter: RowFilter, search: string): RowRef[] {
  const refs = allRows(servedFacts(ctx), entity, { days, filter, search });
  if (refs.length > MAX_EXPORT_ROWS) {
    const message = TOO_MANY_ROWS(refs.length);
    throw new ValidationError({ non_field_errors: [message] }, message);
  }
  return refs;
}

const transactionColumns: SheetColumn<TransactionWireInput>[] = [
  { header: 'Vrijeme (UTC)', width: 22, value: (t) => t.vrijeme_transakcije },
  { header: 'Registracija / karta', width: 20, value: (t) => t.transaction_input },
  { header: 'Zona', value: (t) => t.zone_name },
  { header: 'Količina', value: (t) => t.kolicina, format: COUNT_FORMAT },
  { header: 'Iznos', value: (t) => t.iznos, format: AMOUNT_FORMAT },
  { header: 'Vrijedi od (UTC)', width: 22, value: (t) => t.vrijedi_od },
  { header: 'Vrijedi do (UTC)', width: 22, value: (t) => t.vrijedi_do },
  { header: 'Prodajni kanal', width: 22, value: (t) => t.reseller_name },
  { header: 'Status', value: (t) => t.status_opisno_kratko },
  { header: 'Kod', width: 20, value: (t) => t.trans_ref },
];

/** transakcije of a parking provider, garage or sales provider; excel=true sends transakcije.xlsx. */
export async function entityTransactions(ctx: DomainContext, session: Session, kind: 'parking' | 'garage' | 'sales', id: string, params: URLSearchParams) {
  const entity = requireEntity(ctx, session, kind, id, KIND_PERMISSIONS[kind].rows);
  const errors = new FieldErrorCollector();
  const window = windowOf(ctx.today, TRANSACTIONS_WINDOW_DAYS);
  const range = readRange(params, errors, window);
  const filter = readChoice(params, 'opcija_prikaza', ['sve', 'ispravne', 'neispravne'] as const, 'sve', errors);
  const excel = readFlag(params, 'excel', errors);
  const { field, message, text } = SEARCH_FIELDS[kind];
  const search = foldInput(params.get(field) ?? '');
  if (range.begin !== range.end && range.begin <= range.end && search === '') errors.add(field, message);
  errors.throwIfAny((e) => detailFor(e, { window: { what: 'Transakcije', range: window }, search: { field, text }, download: excel }));
  const model = servedFacts(ctx);
  const days = rowDays(ctx, range);
  if (excel) {
    const rows = exportRows(ctx, entity, days, filter, search).map((ref) => transactionRow(model, entity, ref));
    return { kind: 'file' as const, file: await buildXlsx('transakcije.xlsx', 'Transakcije', transactionColumns, rows) };
  }
  const page = pageOfRows(model, entity, { days, filter, search }, params.get('page'));
  return {
    kind: 'json' as const,
    body: {
      transakcije: page.refs.map((ref) => transactionRow(model, entity, ref)),
      ukupno_transakcija: page.count,
      broj_stranica: page.numPages,
    },
  };
}

const receiptColumns: SheetColumn<ReceiptWireInput>[] = [
  { header: 'Datum transakcije (UTC)', width: 22, value: (r) => r.date_of_transaction },
  { header: 'Artikl', width: 30, value: (r) => r.article_name },
  { header: 'Broj računa', width: 24, value: (r) => r.broj_racuna },
  { header: 'Količina', value: (r) => r.quantity, format: COUNT_FORMAT },
  { header: 'Ukupan iznos', value: (r) => r.total_amount, format: AMOUNT_FORMAT },
  { header: 'Način plaćanja', value: (r) => r.payment_type },
];

function requireReceipts(ctx: DomainContext, session: Session, id: string): Entity {
  const entity = requireEntity(ctx, session, 'parking', id, 'ParkingRacuniView');
  if (!entity.izdaje_svoj_racun) throw new PermissionDeniedError(RECEIPTS_NOT_ISSUED);
  return entity;
}

/** racuni of a parking provider that issues its own receipts: every valid transaction has one. */
export async function parkingReceipts(ctx: DomainContext, session: Session, id: string, params: URLSearchParams) {
  const entity = requireReceipts(ctx, session, id);
  const errors = new FieldErrorCollector();
  const range = readRange(params, errors);
  const download = readFlag(params, 'download', errors);
  errors.throwIfAny(download ? (e) => detailFor(e, { download: true }) : undefined);
  const model = servedFacts(ctx);
  const days = rowDays(ctx, range);
  if (download) {
    const rows = exportRows(ctx, entity, days, 'ispravne', '').map((ref) => receiptRow(model, entity, ref));
    return { kind: 'file' as const, file: await buildXlsx('racuni.xlsx', 'Računi', receiptColumns, rows) };
  }
  const page = pageOfRows(model, entity, { days, filter: 'ispravne', search: '' }, params.get('page'));
  return {
    kind: 'json' as const,
    body: { racuni: page.refs.map((ref) => receiptRow(model, entity, ref)), ukupno_racuna: page.count, broj_stranica: page.numPages },
  };
}

/** racuni/download/?transaction_id=: the receipt as a PDF. */
export async function receiptPdf(ctx: DomainContext, session: Session, id: string, params: URLSearchParams): Promise<ExportFile> {
  const entity = requireReceipts(ctx, session, id);
  const transactionId = params.get('transaction_id');
  if (!transactionId) throw new ValidationError({ transaction_id: [REQUIRED] });
  const model = servedFacts(ctx);
  const ref = rowById(model, entity, transactionId, RECEIPT_NOT_FOUND);
  const transaction = transactionRow(model, entity, ref);
  if (!transaction.is_valid || ctx.flags.emptyLists) throw new NotFoundError(RECEIPT_NOT_FOUND, 'error');
  const receipt = receiptRow(model, entity, ref);
  const bytes = await buildPdf({
    title: `Račun ${receipt.broj_racuna}`,
    lines: [
      `Izdavatelj: ${entity.supplier}`,
      `Pružatelj: ${entity.name} (${entity.code})`,
      `Datum i vrijeme (UTC): ${receipt.date_of_transaction}`,
      `Artikl: ${receipt.article_name}`,
      `Količina: ${receipt.quantity}`,
      `Ukupno: ${receipt.total_amount} EUR`,
      `Način plaćanja: ${receipt.payment_type}`,
      `Registracija: ${transaction.transaction_input}`,
      `Kod transakcije: ${transaction.trans_ref}`,
    ],
    created: new Date(model.nowMs),
  });
  // Named after the receipt number exactly (reporting.md §2); its '/' travel in filename* too.
  return { filename: `${receipt.broj_racuna}.pdf`, contentType: 'application/pdf', bytes };
}

const ticketColumns: SheetColumn<ParkTicketWireInput>[] = [
  { header: 'Vrijeme narudžbe (UTC)', width: 22, value: (t) => t.order_date },
  { header: 'E-pošta', width: 32, value: (t) => t.email },
  { header: 'Ime', width: 24, value: (t) => t.name },
  { header: 'Cijena', value: (t) => t.price, format: AMOUNT_FORMAT },
  { header: 'Količina', value: (t) => t.quantity, format: COUNT_FORMAT },
  { header: 'Način plaćanja', value: (t) => t.payment_type },
  { header: 'Ukupno', value: (t) => t.total_incl_tax, format: AMOUNT_FORMAT },
];

/** ulaznice of a park: every valid sale is a ticket order; excel=true sends ulaznice.xlsx. */
export async function parkTickets(ctx: DomainContext, session: Session, id: string, params: URLSearchParams) {
  const entity = requireEntity(ctx, session, 'park', id, KIND_PERMISSIONS.park.rows);
  const errors = new FieldErrorCollector();
  const window = windowOf(ctx.today, TICKETS_WINDOW_DAYS);
  const range = readRange(params, errors, window);
  const excel = readFlag(params, 'excel', errors);
  errors.throwIfAny((e) => detailFor(e, { window: { what: 'Ulaznice', range: window }, download: excel }));
  const model = servedFacts(ctx);
  const days = rowDays(ctx, range);
  if (excel) {
    const rows = exportRows(ctx, entity, days, 'ispravne', '').map((ref) => ticketRow(model, entity, ref));
    return { kind: 'file' as const, file: await buildXlsx('ulaznice.xlsx', 'Ulaznice', ticketColumns, rows) };
  }
  const page = pageOfRows(model, entity, { days, filter: 'ispravne', search: '' }, params.get('page'));
  return {
    kind: 'json' as const,
    body: { ulaznice: page.refs.map((ref) => ticketRow(model, entity, ref)), ukupno_ulaznica: page.count, broj_stranica: page.numPages },
  };
}

