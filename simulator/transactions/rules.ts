/**
 * The rows behind the facts: transactions, receipts and park tickets of an entity. A day's rows
 * are re-drawn from the same cell draws as the figures (core/sales-facts.ts), so a day has exactly
 * valid_count + invalid rows per cell, their units sum to the cell's amount, and every row has a
 * stable id: (day * MAX_CELLS + cell) * MAX_ROWS + k. Rows are served as the facts are
 * (ServedFacts): on the clock's day only those sold before its now, after it none.
 */
import type { TransactionWireInput } from '../../src/api/contract/reports';
import type { ReceiptWireInput } from '../../src/api/contract/parking';
import type { ParkTicketWireInput } from '../../src/api/contract/parks';
import type { Article, Entity } from '../core/city';
import { DISTRIBUTORS } from '../core/reference-seed';
import { NotFoundError } from '../core/errors';
import { F, HISTORY_DAYS, IC, KINDS, MAX_CELLS, MAX_ROWS, ROW_SALT, VC, hash4, nextUniform, rowSecond, seedStream, type SalesFacts, type ServedFacts } from '../core/sales-facts';
import { DAY_SECONDS, instantMs, isoOfDay, zagrebOffsetHours } from '../core/dates';
import { pageWindow } from '../core/paging';
import { money } from '../core/money';
import { foldForSearch } from '../core/text';

/** Page size of transactions, receipts and park tickets (the spec does not show it). */
export const ROWS_PAGE_SIZE = 50;
/** The most rows one spreadsheet export holds. */
export const MAX_EXPORT_ROWS = 50_000;

const DAY_MS = 86_400_000;

/* ---- Customers: licence plates, names ---- */

const REGIONS = ['ZG', 'ZG', 'ZG', 'ZG', 'ZG', 'ZG', 'ZG', 'KA', 'SK', 'VŽ', 'KR', 'BJ', 'ČK', 'ST', 'RI', 'OS'];
const PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVZ';

interface PlatePool {
  plates: string[];
  folded: string[];
}
const pools = new Map<string, PlatePool>();

/** The cars of an entity's customers: a fixed pool, so regulars come back day after day. */
function platePool(seed: number, entity: Entity): PlatePool {
  const key = `${seed}:${entity.kind}:${entity.id}`;
  let pool = pools.get(key);
  if (!pool) {
    const size = Math.min(6000, Math.max(300, entity.dailyVolume * 3));
    const plates: string[] = [];
    seedStream(hash4(seed, KINDS.indexOf(entity.kind), entity.id, 0x91a7e));
    for (let i = 0; i < size; i++) {
      const region = REGIONS[Math.floor(nextUniform() * REGIONS.length)] ?? 'ZG';
      const digits = 100 + Math.floor(nextUniform() * 9900);
      const letters = Array.from({ length: nextUniform() < 0.7 ? 2 : 1 }, () => PLATE_LETTERS[Math.floor(nextUniform() * PLATE_LETTERS.length)] ?? 'A').join('');
      plates.push(`${region} ${digits}-${letters}`);
    }
    pool = { plates, folded: plates.map(foldInput) };
    pools.set(key, pool);
  }
  return pool;
}

/** Folds a plate, ticket number or reference for search: no case, accents, spaces or dashes. */
export function foldInput(text: string): string {
  return foldForSearch(text).replace(/[^a-z0-9]/g, '');
}

const FIRST_NAMES = ['Ivan', 'Ana', 'Marko', 'Petra', 'Luka', 'Maja', 'Josip', 'Ivana', 'Tomislav', 'Marija', 'Filip', 'Lucija', 'Matej', 'Katarina', 'Nikola', 'Sara', 'Antonio', 'Ema', 'Dario', 'Martina', 'Karlo', 'Iva', 'Hrvoje', 'Lana', 'Stjepan', 'Mia', 'Goran', 'Nika', 'Zvonimir', 'Tea'];
const LAST_NAMES = ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković', 'Marković', 'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Kovač', 'Božić', 'Blažević', 'Grgić', 'Pavić', 'Radić', 'Perić', 'Šarić', 'Lovrić', 'Vidović', 'Perković', 'Popović', 'Bošnjak', 'Jukić', 'Barišić', 'Đurić'];

/* ---- A day's rows ---- */

/** An entity's rows of one day, newest first: row j is (cell[j], k[j]) at local second time[j] (its typed arrays may be views). */
export interface DayRows {
  day: number;
  cell: Int32Array;
  k: Int32Array;
  time: Int32Array;
  valid: Uint8Array;
  /** Index into the entity's plate pool (parking and sales), else -1. */
  plate: Int32Array;
}

const dayRowCache = new Map<string, DayRows>();

export function entityIndexOf(model: Pick<SalesFacts, 'entities'>, entity: Entity): number {
  return model.entities.indexOf(entity);
}

/**
 * An entity's rows of one day as served: the day's rows sold before the clock's now (all of them
 * before its day, none after). The newest-first order makes them a tail of the whole day's rows.
 */
export function dayRows(model: ServedFacts, entity: Entity, day: number): DayRows {
  const passed = model.secondsPassed(day);
  const rows = wholeDayRows(model.source, entity, day);
  if (passed >= DAY_SECONDS) return rows;
  // The first row sold before `passed` (times descend).
  let lo = 0;
  let hi = rows.time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rows.time[mid] ?? 0) >= passed) lo = mid + 1;
    else hi = mid;
  }
  return {
    day,
    cell: rows.cell.subarray(lo),
    k: rows.k.subarray(lo),
    time: rows.time.subarray(lo),
    valid: rows.valid.subarray(lo),
    plate: rows.plate.subarray(lo),
  };
}

/** Every row of an entity's day, whatever the clock (drawn once, then kept). */
function wholeDayRows(model: SalesFacts, entity: Entity, day: number): DayRows {
  const e = entityIndexOf(model, entity);
  const key = `${model.seed}:${e}:${day}`;
  const cached = dayRowCache.get(key);
  if (cached) return cached;
  const start = model.entityStart[e] ?? 0;
  const end = model.entityStart[e + 1] ?? 0;
  const cells = model.day(day).cells;
  let count = 0;
  for (let c = start; c < end; c++) count += (cells[c * F + VC] ?? 0) + (cells[c * F + IC] ?? 0);
  const keys = new Float64Array(count);
  const plateOf = new Int32Array(count);
  const validOf = new Uint8Array(count);
  const usesPlates = entity.kind === 'parking' || entity.kind === 'sales';
  const poolSize = usesPlates ? platePool(model.seed, entity).plates.length : 0;
  const kind = KINDS.indexOf(entity.kind);
  let j = 0;
  for (let c = start; c < end; c++) {
    const n = (cells[c * F + VC] ?? 0) + (cells[c * F + IC] ?? 0);
    const invalid = cells[c * F + IC] ?? 0;
    for (let k = 0; k < n; k++) {
      const time = rowSecond(model.seed, kind, c, day, k);
      // The customer's draw continues the row's stream.
      const u = nextUniform();
      // Row identity and time in one sortable number; plate and validity ride along by position.
      keys[j] = time * MAX_CELLS * MAX_ROWS + c * MAX_ROWS + k;
      plateOf[j] = usesPlates ? Math.floor(u * u * poolSize) : -1;
      validOf[j] = k >= invalid ? 1 : 0;
      j++;
    }
  }
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0));
  const rows: DayRows = {
    day,
    cell: new Int32Array(count),
    k: new Int32Array(count),
    time: new Int32Array(count),
    valid: new Uint8Array(count),
    plate: new Int32Array(count),
  };
  order.forEach((i, pos) => {
    const key = keys[i] ?? 0;
    rows.time[pos] = Math.floor(key / (MAX_CELLS * MAX_ROWS));
    rows.cell[pos] = Math.floor(key / MAX_ROWS) % MAX_CELLS;
    rows.k[pos] = key % MAX_ROWS;
    rows.valid[pos] = validOf[i] ?? 0;
    rows.plate[pos] = plateOf[i] ?? -1;
  });
  if (dayRowCache.size > 256) dayRowCache.clear();
  dayRowCache.set(key, rows);
  return rows;
}

/* ---- Selecting rows: display option, search, paging ---- */

export type RowFilter = 'sve' | 'ispravne' | 'neispravne';

export interface RowRef {
  day: number;
  cell: number;
  k: number;
  time: number;
  plate: number;
}

export interface RowQuery {
  /** Newest first. */
  days: number[];
  filter: RowFilter;
  /** Folded search text, or '' for none. */
  search: string;
}

function keep(filter: RowFilter, valid: number): boolean {
  return filter === 'sve' || (filter === 'ispravne') === (valid === 1);
}

/** The row's searchable inputs: plate or ticket number, and the reference. */
function matchesRow(model: ServedFacts, entity: Entity, rows: DayRows, j: number, search: string): boolean {
  const ref: RowRef = { day: rows.day, cell: rows.cell[j] ?? 0, k: rows.k[j] ?? 0, time: rows.time[j] ?? 0, plate: rows.plate[j] ?? -1 };
  if (ref.plate >= 0) {
    if (platePool(model.layout.seed, entity).folded[ref.plate]?.includes(search)) return true;
  } else if (foldInput(inputOf(model, entity, ref)).includes(search)) return true;
  return foldInput(transRef(entity, ref)).includes(search);
}

function refAt(rows: DayRows, j: number): RowRef {
  return { day: rows.day, cell: rows.cell[j] ?? 0, k: rows.k[j] ?? 0, time: rows.time[j] ?? 0, plate: rows.plate[j] ?? -1 };
}

/** How many rows a day holds for a display option, from the figures alone (no rows drawn). */
function dayCount(model: ServedFacts, entity: Entity, day: number, filter: RowFilter): number {
  const e = entityIndexOf(model.layout, entity);
  const cells = model.day(day).cells;
  let count = 0;
  for (let c = model.layout.entityStart[e] ?? 0; c < (model.layout.entityStart[e + 1] ?? 0); c++) {
    if (filter !== 'neispravne') count += cells[c * F + VC] ?? 0;
    if (filter !== 'ispravne') count += cells[c * F + IC] ?? 0;
  }
  return count;
}

/** Every selected row (for an export), newest first. */
export function allRows(model: ServedFacts, entity: Entity, query: RowQuery): RowRef[] {
  const refs: RowRef[] = [];
  for (const day of query.days) {
    const rows = dayRows(model, entity, day);
    for (let j = 0; j < rows.cell.length; j++) {
      if (!keep(query.filter, rows.valid[j] ?? 0)) continue;
      if (query.search && !matchesRow(model, entity, rows, j, query.search)) continue;
      refs.push(refAt(rows, j));
    }
  }
  return refs;
}

export interface RowPage {
  refs: RowRef[];
  count: number;
  numPages: number;
}

/**
 * One page of the selected rows, newest first, as Django's Paginator pages them. Without a search
 * the day counts come from the figures, and only the days the page touches are drawn.
 */
export function pageOfRows(model: ServedFacts, entity: Entity, query: RowQuery, rawPage: string | null, pageSize = ROWS_PAGE_SIZE): RowPage {
  if (query.search) {
    const refs = allRows(model, entity, query);
    const { start, numPages } = pageWindow(refs.length, rawPage, pageSize);
    return { refs: refs.slice(start, start + pageSize), count: refs.length, numPages };
  }
  const counts = query.days.map((day) => dayCount(model, entity, day, query.filter));
  const count = counts.reduce((a, b) => a + b, 0);
  const { start, numPages } = pageWindow(count, rawPage, pageSize);
  const refs: RowRef[] = [];
  let seen = 0;
  query.days.forEach((day, i) => {
    const inDay = counts[i] ?? 0;
    if (refs.length >= pageSize || seen + inDay <= start) {
      seen += inDay;
      return;
    }
    const rows = dayRows(model, entity, day);
    for (let j = 0; j < rows.cell.length && refs.length < pageSize; j++) {
      if (!keep(query.filter, rows.valid[j] ?? 0)) continue;
      if (seen++ >= start) refs.push(refAt(rows, j));
    }
  });
  return { refs, count, numPages };
}

/* ---- Materialising rows ---- */

export function rowId(ref: Pick<RowRef, 'day' | 'cell' | 'k'>): number {
  return (ref.day * MAX_CELLS + ref.cell) * MAX_ROWS + ref.k;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function yymmdd(day: number): string {
  return isoOfDay(day).slice(2).replaceAll('-', '');
}

/** The code shown in the lists: the entity's code, the day and the row. */
export function transRef(entity: Entity, ref: Pick<RowRef, 'day' | 'cell' | 'k'>): string {
  return `${entity.code}${yymmdd(ref.day)}${(ref.cell * MAX_ROWS + ref.k).toString(36).toUpperCase().padStart(5, '0')}`;
}

/** The plate (parking, sales), ticket number (garages) or order number (parks). */
export function inputOf(model: ServedFacts, entity: Entity, ref: RowRef): string {
  if (ref.plate >= 0) return platePool(model.layout.seed, entity).plates[ref.plate] ?? '';
  const serial = pad((ref.cell % 100) * 1000 + (ref.k % 1000), 5);
  return entity.kind === 'garage' ? `${pad(entity.id)}${yymmdd(ref.day)}${serial}` : `N${yymmdd(ref.day)}-${serial}`;
}

function utcIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

interface RowFacts {
  article: Article;
  resellerId: number;
  kolicina: number;
  priceCents: number;
  valid: boolean;
  instantMs: number;
  u: number;
}

const articleCache = new WeakMap<Entity, Map<number, Article>>();
function articleOf(entity: Entity, id: number): Article {
  let map = articleCache.get(entity);
  if (!map) {
    map = new Map(entity.articles.map((a) => [a.id, a]));
    articleCache.set(entity, map);
  }
  const article = map.get(id);
  if (!article) throw new Error(`No article ${id} in ${entity.name}`);
  return article;
}

function rowFacts(model: ServedFacts, entity: Entity, ref: RowRef): RowFacts {
  const { invalid, q, r, s, n } = model.draw(ref.cell, ref.day);
  const kolicina = 1 + q + ((ref.k + s) % n < r ? 1 : 0);
  seedStream(hash4(model.layout.seed ^ ROW_SALT, ref.cell, ref.day, ref.k ^ 0x3c6ef372));
  return {
    article: articleOf(entity, model.layout.cellArticle[ref.cell] ?? -1),
    resellerId: (model.layout.cellChannel[ref.cell] ?? 0) + 1,
    kolicina,
    priceCents: model.layout.cellPrice[ref.cell] ?? 0,
    valid: ref.k >= invalid,
    instantMs: instantMs(ref.day, ref.time),
    u: nextUniform(),
  };
}

const RESELLERS = new Map<number, string>(DISTRIBUTORS.map((d) => [d.reseller_id, d.name]));

const INVALID_STATUSES = [
  { status: 'STORNIRANO', kratko: 'Stornirano', opisno: 'Transakcija je stornirana.' },
  { status: 'ODBIJENO', kratko: 'Odbijeno', opisno: 'Plaćanje je odbijeno.' },
  { status: 'NEDOVRSENO', kratko: 'Nedovršeno', opisno: 'Transakcija nije dovršena (prekid veze).' },
] as const;

/** A transaction; is_active: still valid at the clock's now. */
export function transactionRow(model: ServedFacts, entity: Entity, ref: RowRef): TransactionWireInput {
  const f = rowFacts(model, entity, ref);
  const status = f.valid
    ? { status: 'USPJESNO' as const, kratko: 'Uspješno', opisno: 'Transakcija je uspješno provedena.' }
    : (INVALID_STATUSES[f.u < 0.4 ? 0 : f.u < 0.85 ? 1 : 2] ?? INVALID_STATUSES[0]);
  let from: number | null = null;
  let to: number | null = null;
  if (f.valid && f.article.unitSeconds !== null) {
    from = f.instantMs;
    to =
      f.article.unitSeconds === 0
        ? ref.day * DAY_MS + 86_399_000 - zagrebOffsetHours(ref.day) * 3_600_000
        : f.instantMs + f.kolicina * f.article.unitSeconds * 1000;
  }
  return {
    id: rowId(ref),
    trans_ref: transRef(entity, ref),
    vrijeme_transakcije: utcIso(f.instantMs),
    vrijedi_od: from === null ? null : utcIso(from),
    vrijedi_do: to === null ? null : utcIso(to),
    kolicina: f.kolicina,
    iznos: money(f.kolicina * f.priceCents),
    status: status.status,
    status_opisno: status.opisno,
    status_opisno_kratko: status.kratko,
    transaction_input: inputOf(model, entity, ref),
    zone_name: f.article.zone_name,
    reseller_name: RESELLERS.get(f.resellerId) ?? '',
    is_valid: f.valid,
    is_active: f.valid && (to === null || to > model.nowMs),
  };
}

/** How a channel is paid. */
function paymentType(resellerId: number, u: number): string {
  switch (resellerId) {
    case 1:
      return 'SMS';
    case 3:
    case 5:
    case 6:
      return u < 0.55 ? 'Gotovina' : 'Kartica';
    default:
      return 'Kartica';
  }
}

export function receiptRow(model: ServedFacts, entity: Entity, ref: RowRef): ReceiptWireInput {
  const f = rowFacts(model, entity, ref);
  return {
    id: rowId(ref),
    date_of_transaction: utcIso(f.instantMs),
    payment_type: paymentType(f.resellerId, f.u),
    article_name: f.article.item,
    broj_racuna: `${ref.k + 1}-${ref.cell}/${entity.code}/${yymmdd(ref.day)}`,
    quantity: f.kolicina,
    total_amount: money(f.kolicina * f.priceCents),
  };
}

export function ticketRow(model: ServedFacts, entity: Entity, ref: RowRef): ParkTicketWireInput {
  const f = rowFacts(model, entity, ref);
  seedStream(hash4(model.layout.seed, ref.cell, ref.day, ref.k ^ 0x2545f491));
  const first = FIRST_NAMES[Math.floor(nextUniform() * FIRST_NAMES.length)] ?? 'Ivan';
  const last = LAST_NAMES[Math.floor(nextUniform() * LAST_NAMES.length)] ?? 'Horvat';
  const number = Math.floor(nextUniform() * 90) + 10;
  return {
    id: rowId(ref),
    name: `${first} ${last}`,
    email: `${foldInput(first)}.${foldInput(last)}${number}@example.hr`,
    quantity: f.kolicina,
    order_date: utcIso(f.instantMs),
    price: money(f.priceCents),
    payment_type: paymentType(f.resellerId, f.u),
    total_incl_tax: money(f.kolicina * f.priceCents),
  };
}

/** Finds a served row by id for one entity (a receipt download): 404 when it is not this entity's, does not exist, or is not sold yet. */
export function rowById(model: ServedFacts, entity: Entity, rawId: string, notFound: string): RowRef {
  const today = model.now.day;
  const id = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(notFound, 'error');
  const k = id % MAX_ROWS;
  const cell = Math.floor(id / MAX_ROWS) % MAX_CELLS;
  const day = Math.floor(id / (MAX_ROWS * MAX_CELLS));
  const e = entityIndexOf(model.layout, entity);
  const inEntity = cell >= (model.layout.entityStart[e] ?? 0) && cell < (model.layout.entityStart[e + 1] ?? 0);
  if (!inEntity || day > today || day <= today - HISTORY_DAYS) throw new NotFoundError(notFound, 'error');
  const rows = dayRows(model, entity, day);
  for (let j = 0; j < rows.cell.length; j++) {
    if (rows.cell[j] === cell && rows.k[j] === k) return refAt(rows, j);
  }
  throw new NotFoundError(notFound, 'error');
}
