/**
 * The report engine: every sales report of reporting.md §7 (dashboard, lists, per-channel,
 * per-article, series, detail lines) as a reduction of the sales facts (core/sales-facts.ts) over a range of
 * days, a set of channels and the entities a user may see. One engine serves parking providers,
 * garages, parks and sales providers.
 */
import type { Permission } from '../../src/api/contract/permissions';
import type {
  ArticleLineWireInput,
  DetailLineWireInput,
  IntervalnoResponseInput,
  ResellerShareWireInput,
  ResellerTotalsWireInput,
  SeriesPointWireInput,
  TotalsWireInput,
} from '../../src/api/contract/reports';
import type { Entity, EntityKind } from '../core/city';
import { DISTRIBUTORS, SERVICES } from '../core/reference-seed';
import { canSeePartner, requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { KIND_PERMISSIONS } from '../core/entities';
import { CHANNELS, F, HISTORY_DAYS, IA, IC, KINDS, MAX_CELLS, VA, VC, salesFacts, servedFacts, type ServedFacts } from '../core/sales-facts';
import { dayNumber, isoOfDay, weekdayOfDay } from '../core/dates';
import type { DayRange } from '../core/query';
import { readIdList, readReportRange } from './report-query';
import { money } from '../core/money';
import { FieldErrorCollector } from '../core/validation';

/**
 * Who may read an entity's per-channel breakdown (po-distributerima): its detail page, and the
 * list whose rows expand to that breakdown (parking providers, garages), so expanding a list row
 * needs only the list's permission.
 */
export const BREAKDOWN_PERMISSIONS: Record<EntityKind, readonly Permission[]> = {
  parking: ['ParkingProviderView', 'ParkingView'],
  garage: ['GarazaDetaljiView', 'GarazeView'],
  park: ['ParkDetaljiView'],
  sales: ['ProdajaDetaljiView'],
};

const RESELLER_NAMES = new Map<number, string>(DISTRIBUTORS.map((d) => [d.reseller_id, d.name]));
/** The ids a distributeri / usluge list may name (the fixed reference lists). */
const CHANNEL_IDS: ReadonlySet<number> = new Set(DISTRIBUTORS.map((d) => d.reseller_id));
const SERVICE_IDS: ReadonlySet<number> = new Set(SERVICES.map((s) => s.service_type_id));
export const resellerName = (id: number): string => RESELLER_NAMES.get(id) ?? `Distributer ${id}`;


/** The four figures at `o` of a figures array (valid count, invalid count, valid cents, invalid cents) on the wire. */
export function totalsOf(a: ArrayLike<number>, o = 0): TotalsWireInput {
  const vc = a[o + VC] ?? 0;
  const va = a[o + VA] ?? 0;
  return { total_count: vc + (a[o + IC] ?? 0), valid_count: vc, total_amount: money(va + (a[o + IA] ?? 0)), valid_amount: money(va) };
}

function addFigures(target: Float64Array, to: number, source: ArrayLike<number>, from: number): void {
  target[to] = (target[to] ?? 0) + (source[from] ?? 0);
  target[to + 1] = (target[to + 1] ?? 0) + (source[from + 1] ?? 0);
  target[to + 2] = (target[to + 2] ?? 0) + (source[from + 2] ?? 0);
  target[to + 3] = (target[to + 3] ?? 0) + (source[from + 3] ?? 0);
}

/** A request's parsed range and channel selection, with the days that hold data. */
export interface ReportScope {
  /** The facts as served at the clock's now: today only up to now. */
  model: ServedFacts;
  /** The requested range (the chart axes). */
  range: DayRange;
  /** The days with data: the range clipped to the two years of history up to today; may be empty. */
  first: number;
  last: number;
  /** Selected channels, by index (reseller id - 1). */
  channels: boolean[];
  /** Every list and total is empty (scenario 'empty'). */
  empty: boolean;
}

/** Reads begin_date, end_date (at most two years apart) and distributeri; throws 400 with every field error. */
export function readScope(ctx: DomainContext, params: URLSearchParams, errors = new FieldErrorCollector()): ReportScope {
  const range = readReportRange(params, errors);
  const selected = readIdList(params, 'distributeri', errors, CHANNEL_IDS);
  errors.throwIfAny();
  return scopeOf(ctx, range, selected);
}

export function scopeOf(ctx: DomainContext, range: DayRange, selected: Set<number> | null): ReportScope {
  const today = dayNumber(ctx.today);
  const channels = Array.from({ length: CHANNELS }, (_, i) => selected === null || selected.has(i + 1));
  return {
    model: servedFacts(ctx),
    range,
    first: Math.max(range.begin, today - HISTORY_DAYS + 1),
    last: Math.min(range.end, today),
    channels,
    empty: ctx.flags.emptyLists,
  };
}

/** The entity's index in the facts model. */
function entityIndex(model: ServedFacts, entity: Entity): number {
  return model.layout.entities.indexOf(entity);
}

/** The entities of a kind the user may see (operator staff: all; a partner: its own). */
export function visibleEntities(ctx: DomainContext, session: Session, kind: EntityKind): Entity[] {
  if (ctx.flags.emptyLists) return [];
  return salesFacts(ctx.seed).city.byKind[kind].filter((e) => canSeePartner(session.user, e.partner_id));
}

/** Sums per channel of one entity over the scope's days: CHANNELS x F. */
export function entityChannelSums(scope: ReportScope, entity: Entity): Float64Array {
  const sums = new Float64Array(CHANNELS * F);
  if (scope.empty) return sums;
  const e = entityIndex(scope.model, entity);
  const base = e * CHANNELS * F;
  for (let day = scope.first; day <= scope.last; day++) {
    const ec = scope.model.day(day).entityChannel;
    for (let i = 0; i < CHANNELS * F; i++) sums[i] = (sums[i] ?? 0) + (ec[base + i] ?? 0);
  }
  return sums;
}

/** Totals over the selected channels of per-channel sums. */
export function selectedTotals(scope: ReportScope, perChannel: Float64Array): Float64Array {
  const total = new Float64Array(F);
  for (let ch = 0; ch < CHANNELS; ch++) if (scope.channels[ch]) addFigures(total, 0, perChannel, ch * F);
  return total;
}

/** Rows per selected channel with sales, by reseller id. */
export function channelRows(scope: ReportScope, perChannel: Float64Array): ResellerTotalsWireInput[] {
  const rows: ResellerTotalsWireInput[] = [];
  for (let ch = 0; ch < CHANNELS; ch++) {
    if (!scope.channels[ch]) continue;
    const o = ch * F;
    if ((perChannel[o + VC] ?? 0) + (perChannel[o + IC] ?? 0) === 0) continue;
    rows.push({ reseller_id: ch + 1, reseller_name: resellerName(ch + 1), ...totalsOf(perChannel, o) });
  }
  return rows;
}

/** The valid figures per selected channel with sales. */
export function channelShares(scope: ReportScope, perChannel: Float64Array): ResellerShareWireInput[] {
  return channelRows(scope, perChannel).map(({ reseller_id, reseller_name, valid_count, valid_amount }) => ({
    reseller_id,
    reseller_name,
    valid_count,
    valid_amount,
  }));
}

/** po-distributerima of one entity. */
export function byChannel(scope: ReportScope, entity: Entity) {
  const perChannel = entityChannelSums(scope, entity);
  return { distributeri: channelRows(scope, perChannel), ukupno: totalsOf(selectedTotals(scope, perChannel)) };
}

/** Sums per cell of one entity over the scope's days: cells x F (cells of the entity, in order). */
function entityCellSums(scope: ReportScope, entity: Entity): { start: number; sums: Float64Array } {
  const { entityStart, cellChannel } = scope.model.layout;
  const e = entityIndex(scope.model, entity);
  const start = entityStart[e] ?? 0;
  const end = entityStart[e + 1] ?? 0;
  const sums = new Float64Array((end - start) * F);
  if (scope.empty) return { start, sums };
  for (let day = scope.first; day <= scope.last; day++) {
    const cells = scope.model.day(day).cells;
    for (let c = start; c < end; c++) {
      if (!scope.channels[cellChannel[c] ?? 0]) continue;
      addFigures(sums, (c - start) * F, cells, c * F);
    }
  }
  return { start, sums };
}

/** po-artiklima: one line per article with sales, with its per-channel breakdown; optionally only at one price. */
export function byArticle(scope: ReportScope, entity: Entity, priceCents?: number): { artikli: ArticleLineWireInput[]; ukupno: TotalsWireInput } {
  const { cellArticle, cellChannel } = scope.model.layout;
  const { start, sums } = entityCellSums(scope, entity);
  const total = new Float64Array(F);
  const artikli: ArticleLineWireInput[] = [];
  for (const article of entity.articles) {
    if (priceCents !== undefined && article.priceCents !== priceCents) continue;
    const line = new Float64Array(F);
    const perChannel = new Float64Array(CHANNELS * F);
    for (let i = 0; i < sums.length / F; i++) {
      if (cellArticle[start + i] !== article.id) continue;
      addFigures(line, 0, sums, i * F);
      addFigures(perChannel, (cellChannel[start + i] ?? 0) * F, sums, i * F);
    }
    if ((line[VC] ?? 0) + (line[IC] ?? 0) === 0) continue;
    addFigures(total, 0, line, 0);
    artikli.push({
      id: article.id,
      item: article.item,
      item_price: money(article.priceCents),
      shortcode: article.shortcode,
      zone_name: article.zone_name,
      ...totalsOf(line),
      distributeri: channelShares(scope, perChannel),
    });
  }
  return { artikli, ukupno: totalsOf(total) };
}

/** artikl-po-distributerima: the per-channel breakdown of the entity's articles at one price. */
export function articleByChannel(scope: ReportScope, entity: Entity, priceCents: number) {
  const { cellArticle, cellChannel } = scope.model.layout;
  const { start, sums } = entityCellSums(scope, entity);
  const perChannel = new Float64Array(CHANNELS * F);
  const prices = new Map(entity.articles.map((a) => [a.id, a.priceCents]));
  for (let i = 0; i < sums.length / F; i++) {
    if (prices.get(cellArticle[start + i] ?? -1) !== priceCents) continue;
    addFigures(perChannel, (cellChannel[start + i] ?? 0) * F, sums, i * F);
  }
  return { distributeri: channelRows(scope, perChannel), ukupno: totalsOf(selectedTotals(scope, perChannel)) };
}

/** detaljno: one line per day, article and channel with valid sales, oldest day first. */
export function detailLines(scope: ReportScope, entity: Entity): DetailLineWireInput[] {
  if (scope.empty) return [];
  const { entityStart, cellArticle, cellChannel } = scope.model.layout;
  const e = entityIndex(scope.model, entity);
  const start = entityStart[e] ?? 0;
  const end = entityStart[e + 1] ?? 0;
  const articles = new Map(entity.articles.map((a) => [a.id, a]));
  const lines: DetailLineWireInput[] = [];
  for (let day = scope.first; day <= scope.last; day++) {
    const cells = scope.model.day(day).cells;
    const datum = isoOfDay(day);
    for (let c = start; c < end; c++) {
      const ch = cellChannel[c] ?? 0;
      const validCount = cells[c * F + VC] ?? 0;
      if (!scope.channels[ch] || validCount === 0) continue;
      const article = articles.get(cellArticle[c] ?? -1);
      if (!article) continue;
      lines.push({
        id: day * MAX_CELLS + c,
        datum,
        item: article.item,
        item_price: money(article.priceCents),
        reseller_name: resellerName(ch + 1),
        shortcode: article.shortcode,
        zone_name: article.zone_name,
        valid_count: validCount,
        valid_amount: money(cells[c * F + VA] ?? 0),
      });
    }
  }
  return lines;
}

/* ---- Series ---- */

/** The chart axes of a range: every day, the Monday of every week and the first of every month it touches. */
export function raspon(range: DayRange) {
  const raspon_dana: string[] = [];
  const raspon_tjedana: string[] = [];
  const raspon_mjeseci: string[] = [];
  for (let day = range.begin; day <= range.end; day++) {
    const iso = isoOfDay(day);
    raspon_dana.push(iso);
    if (day === range.begin || weekdayOfDay(day) === 0) raspon_tjedana.push(isoOfDay(day - weekdayOfDay(day)));
    if (day === range.begin || iso.endsWith('-01')) raspon_mjeseci.push(`${iso.slice(0, 7)}-01`);
  }
  return { raspon_dana, raspon_tjedana, raspon_mjeseci };
}

/**
 * Daily figures (days x F, from scope.first) into day, week (from Monday) and month series; empty
 * points left out. `tag` is spread first into every point (e.g. { usluga: 1 }).
 */
export function seriesOf<T extends object = object>(
  scope: ReportScope,
  daily: Float64Array,
  tag?: T,
): { dnevno: (T & SeriesPointWireInput)[]; tjedno: (T & SeriesPointWireInput)[]; mjesecno: (T & SeriesPointWireInput)[] } {
  const dnevno: (T & SeriesPointWireInput)[] = [];
  const tjedno: (T & SeriesPointWireInput)[] = [];
  const mjesecno: (T & SeriesPointWireInput)[] = [];
  const week = new Float64Array(F);
  const month = new Float64Array(F);
  const point = (datum: string, a: ArrayLike<number>, o: number): T & SeriesPointWireInput => Object.assign({}, tag, { datum }, totalsOf(a, o));
  for (let day = scope.first; day <= scope.last; day++) {
    const o = (day - scope.first) * F;
    const weekday = weekdayOfDay(day);
    if ((daily[o + VC] ?? 0) + (daily[o + IC] ?? 0) > 0) dnevno.push(point(isoOfDay(day), daily, o));
    addFigures(week, 0, daily, o);
    addFigures(month, 0, daily, o);
    if (weekday === 6 || day === scope.last) {
      if ((week[VC] ?? 0) + (week[IC] ?? 0) > 0) tjedno.push(point(isoOfDay(day - weekday), week, 0));
      week.fill(0);
    }
    const nextIso = isoOfDay(day + 1);
    if (day === scope.last || nextIso.endsWith('-01')) {
      if ((month[VC] ?? 0) + (month[IC] ?? 0) > 0) mjesecno.push(point(`${isoOfDay(day).slice(0, 7)}-01`, month, 0));
      month.fill(0);
    }
  }
  return { dnevno, tjedno, mjesecno };
}

function dayCount(scope: ReportScope): number {
  return Math.max(0, scope.last - scope.first + 1);
}

/** intervalno of one entity. */
export function interval(scope: ReportScope, entity: Entity): IntervalnoResponseInput {
  const daily = new Float64Array(dayCount(scope) * F);
  if (!scope.empty) {
    const base = entityIndex(scope.model, entity) * CHANNELS * F;
    for (let day = scope.first; day <= scope.last; day++) {
      const ec = scope.model.day(day).entityChannel;
      for (let ch = 0; ch < CHANNELS; ch++) if (scope.channels[ch]) addFigures(daily, (day - scope.first) * F, ec, base + ch * F);
    }
  }
  return { ...seriesOf(scope, daily), ...raspon(scope.range) };
}

/* ---- Dashboard ---- */

export interface DashboardScope extends ReportScope {
  /** Selected services, by kind index (service_type_id - 1). */
  services: boolean[];
}

export function readDashboardScope(ctx: DomainContext, session: Session, params: URLSearchParams): DashboardScope {
  requirePermission(session.user, 'DashboardView');
  const errors = new FieldErrorCollector();
  const services = readIdList(params, 'usluge', errors, SERVICE_IDS);
  const scope = readScope(ctx, params, errors);
  return { ...scope, services: KINDS.map((_, i) => services === null || services.has(i + 1)) };
}

/**
 * Per day, service and channel (days x kinds x CHANNELS x F) of what the user may see: the
 * whole city from the per-service roll-up, or a partner's own entities.
 */
function dashboardCube(ctx: DomainContext, session: Session, scope: DashboardScope): Float64Array {
  const days = dayCount(scope);
  const stride = KINDS.length * CHANNELS * F;
  const cube = new Float64Array(days * stride);
  if (scope.empty) return cube;
  const own = session.user.partner_id === null ? null : scope.model.layout.entities.map((e) => canSeePartner(session.user, e.partner_id));
  for (let day = scope.first; day <= scope.last; day++) {
    const facts = scope.model.day(day);
    const o = (day - scope.first) * stride;
    if (own === null) {
      cube.set(facts.serviceChannel, o);
      continue;
    }
    own.forEach((visible, e) => {
      if (!visible) return;
      const kind = KINDS.indexOf(scope.model.layout.entities[e]?.kind ?? 'parking');
      for (let ch = 0; ch < CHANNELS; ch++) addFigures(cube, o + (kind * CHANNELS + ch) * F, facts.entityChannel, (e * CHANNELS + ch) * F);
    });
  }
  return cube;
}

/** Daily figures per key (service or channel) over the selected services and channels: keys x days x F. */
function dashboardDaily(ctx: DomainContext, session: Session, scope: DashboardScope, by: 'service' | 'channel'): Float64Array {
  // The dashboard's four calls come together with the same query: reuse the last answers.
  const key = [ctx.seed, scope.model.now.day, scope.model.now.second, scope.first, scope.last, session.user.partner_id, scope.empty, scope.services.join(), scope.channels.join(), by].join('|');
  const cached = dailyCache.get(key);
  if (cached) return cached;
  const out = computeDashboardDaily(ctx, session, scope, by);
  if (dailyCache.size >= 8) dailyCache.delete(dailyCache.keys().next().value ?? '');
  dailyCache.set(key, out);
  return out;
}
const dailyCache = new Map<string, Float64Array>();

function computeDashboardDaily(ctx: DomainContext, session: Session, scope: DashboardScope, by: 'service' | 'channel'): Float64Array {
  const cube = dashboardCube(ctx, session, scope);
  const days = dayCount(scope);
  const keys = by === 'service' ? KINDS.length : CHANNELS;
  const out = new Float64Array(keys * days * F);
  const stride = KINDS.length * CHANNELS * F;
  for (let d = 0; d < days; d++) {
    for (let k = 0; k < KINDS.length; k++) {
      if (!scope.services[k]) continue;
      for (let ch = 0; ch < CHANNELS; ch++) {
        if (!scope.channels[ch]) continue;
        const key = by === 'service' ? k : ch;
        addFigures(out, (key * days + d) * F, cube, d * stride + (k * CHANNELS + ch) * F);
      }
    }
  }
  return out;
}

function keyTotals(daily: Float64Array, key: number, days: number): Float64Array {
  const sums = new Float64Array(F);
  for (let d = 0; d < days; d++) addFigures(sums, 0, daily, (key * days + d) * F);
  return sums;
}

const SERVICE_NAMES = new Map<number, string>(SERVICES.map((s) => [s.service_type_id, s.name]));

export function dashboardByService(ctx: DomainContext, session: Session, params: URLSearchParams) {
  const scope = readDashboardScope(ctx, session, params);
  const days = dayCount(scope);
  const daily = dashboardDaily(ctx, session, scope, 'service');
  const total = new Float64Array(F);
  const usluge = KINDS.flatMap((_, k) => {
    if (!scope.services[k] || scope.empty) return [];
    const sums = keyTotals(daily, k, days);
    addFigures(total, 0, sums, 0);
    return [{ service_type_id: k + 1, service_type_name: SERVICE_NAMES.get(k + 1) ?? '', ...totalsOf(sums) }];
  });
  return { usluge, ukupno: totalsOf(total) };
}

export function dashboardByChannel(ctx: DomainContext, session: Session, params: URLSearchParams) {
  const scope = readDashboardScope(ctx, session, params);
  const days = dayCount(scope);
  const daily = dashboardDaily(ctx, session, scope, 'channel');
  const total = new Float64Array(F);
  const distributeri = Array.from({ length: CHANNELS }, (_, ch) => ch).flatMap((ch) => {
    if (!scope.channels[ch] || scope.empty) return [];
    const sums = keyTotals(daily, ch, days);
    addFigures(total, 0, sums, 0);
    return [{ reseller_id: ch + 1, reseller_name: resellerName(ch + 1), ...totalsOf(sums) }];
  });
  return { distributeri, ukupno: totalsOf(total) };
}

function keySeries<T extends object>(scope: DashboardScope, daily: Float64Array, key: number, tag: T) {
  const days = dayCount(scope);
  return seriesOf(scope, daily.subarray(key * days * F, (key + 1) * days * F), tag);
}

export function dashboardServiceSeries(ctx: DomainContext, session: Session, params: URLSearchParams) {
  const scope = readDashboardScope(ctx, session, params);
  const daily = dashboardDaily(ctx, session, scope, 'service');
  const selected = scope.empty ? [] : KINDS.map((_, k) => k).filter((k) => scope.services[k]);
  const series = selected.map((k) => keySeries(scope, daily, k, { usluga: k + 1 }));
  return {
    usluge: selected.map((k) => ({ service_type_id: k + 1, name: SERVICE_NAMES.get(k + 1) ?? '' })),
    usluge_dnevno: series.flatMap((s) => s.dnevno),
    usluge_tjedno: series.flatMap((s) => s.tjedno),
    usluge_mjesecno: series.flatMap((s) => s.mjesecno),
    ...raspon(scope.range),
  };
}

export function dashboardChannelSeries(ctx: DomainContext, session: Session, params: URLSearchParams) {
  const scope = readDashboardScope(ctx, session, params);
  const daily = dashboardDaily(ctx, session, scope, 'channel');
  const selected = scope.empty ? [] : Array.from({ length: CHANNELS }, (_, ch) => ch).filter((ch) => scope.channels[ch]);
  const series = selected.map((ch) => keySeries(scope, daily, ch, { reseller: ch + 1 }));
  return {
    distributeri: selected.map((ch) => ({ reseller_id: ch + 1, name: resellerName(ch + 1) })),
    distributeri_dnevno: series.flatMap((s) => s.dnevno),
    distributeri_tjedno: series.flatMap((s) => s.tjedno),
    distributeri_mjesecno: series.flatMap((s) => s.mjesecno),
    ...raspon(scope.range),
  };
}

/* ---- Lists ---- */

export interface ListRow {
  entity: Entity;
  perChannel: Float64Array;
  totals: Float64Array;
}

/** The list of a kind: every visible entity with its sums, and the grand total. */
export function listRows(ctx: DomainContext, session: Session, kind: EntityKind, scope: ReportScope): { rows: ListRow[]; total: Float64Array; single: boolean } {
  requirePermission(session.user, KIND_PERMISSIONS[kind].list);
  const entities = visibleEntities(ctx, session, kind);
  const total = new Float64Array(F);
  const rows = entities.map((entity) => {
    const perChannel = entityChannelSums(scope, entity);
    const totals = selectedTotals(scope, perChannel);
    addFigures(total, 0, totals, 0);
    return { entity, perChannel, totals };
  });
  const single = rows.length === 1;
  return { rows, total, single };
}
