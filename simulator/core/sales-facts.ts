/**
 * Sales facts: how many transactions, and for how much, each (entity, article, channel) sold on a
 * day. They are a pure function of (seed, cell, day), never stored rows: a day's figures are drawn
 * on first use and kept as typed arrays, and the same draw reproduces every transaction of the day
 * (transactions/rules.ts), so every report agrees with its rows. The reports (reporting/), the
 * lists' rows (transactions/) and the statistics' share of today (paydo-statistics/) all serve them.
 *
 * Shape: weekday/weekend profile and season per service, Croatian public holidays, yearly growth,
 * per-day noise, a channel-dependent share of invalid transactions, and a few entities that start
 * selling later. A transaction sells `kolicina` units of its article: 1 plus the cell's extra units.
 *
 * The simulator's clock cuts them here, once for every report and every row: `servedFacts(ctx)`
 * serves the days before the clock's day whole, its day only up to the clock's second (each row's
 * time of day is drawn here too, `rowSecond`), and nothing after it.
 */
import { MULBERRY32_STEP, mulberry32Output } from '../../src/api/contract/random';
import { cityOf, type CityReference, type Entity, type EntityKind } from './city';
import type { DomainContext } from './context';
import { DAY_MS, DAY_SECONDS, dayNumber, instantMs, isoOfDay, weekdayOfDay } from './dates';

export const KINDS: readonly EntityKind[] = ['parking', 'garage', 'park', 'sales'];
export const CHANNELS = 8;
/** Figures per slot: valid count, invalid count, valid amount (cents), invalid amount (cents). */
export const F = 4;
export const VC = 0;
export const IC = 1;
export const VA = 2;
export const IA = 3;
/** History kept before "today" (two years). */
export const HISTORY_DAYS = 730;

/** Ids: (day * MAX_CELLS + cell) * MAX_ROWS + k. */
export const MAX_CELLS = 4096;
export const MAX_ROWS = 65536;

/** Weekday factors, Monday first. */
const WEEKDAY: Record<EntityKind, number[]> = {
  parking: [1.08, 1.1, 1.1, 1.12, 1.15, 0.8, 0.25],
  garage: [1.05, 1.05, 1.05, 1.08, 1.15, 0.9, 0.5],
  park: [0.55, 0.5, 0.55, 0.6, 0.8, 1.8, 2.0],
  sales: [1.05, 1.05, 1.05, 1.05, 1.1, 0.9, 0.55],
};
/** Season by month, January first. */
const SEASON: Record<EntityKind, number[]> = {
  parking: [0.85, 0.9, 1, 1, 1.05, 1.05, 0.85, 0.7, 1.05, 1.05, 1, 1.2],
  garage: [0.9, 0.92, 1, 1, 1.02, 1, 0.88, 0.78, 1.02, 1.04, 1.02, 1.18],
  park: [0.3, 0.35, 0.6, 1, 1.3, 1.5, 1.6, 1.6, 1.2, 0.9, 0.5, 0.4],
  sales: [0.95, 0.95, 1, 1, 1, 1, 0.95, 0.9, 1, 1, 1, 1.15],
};
/** Share of invalid transactions per reseller id (index 0 = reseller 1). */
const INVALID_SHARE = [0.045, 0.022, 0.035, 0.03, 0.02, 0.015, 0.028, 0.025];
/** Croatian public holidays with a fixed date (MM-DD): sold like a Sunday. */
const HOLIDAYS = new Set(['01-01', '01-06', '05-01', '05-30', '06-22', '08-05', '08-15', '11-01', '11-18', '12-25', '12-26']);
const GROWTH_EPOCH = Date.UTC(2025, 0, 1) / DAY_MS;

/** A 32-bit hash of four integers (murmur-style finaliser). */
export function hash4(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h ^ b, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ c, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h ^ d, 0x165667b1);
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * The facts' fast stream: mulberry32 (src/api/contract/random.ts) on one module-level state rather
 * than a closure per stream, because a year of the city re-draws millions of rows and each row
 * starts a stream of its own.
 */
let rngState = 0;
/** Starts the shared fast stream at a hash. */
export function seedStream(h: number): void {
  rngState = h | 0;
}
/** The next float in [0, 1) of the shared stream (mulberry32). */
export function nextUniform(): number {
  rngState = (rngState + MULBERRY32_STEP) | 0;
  return mulberry32Output(rngState);
}

/** The draw of one cell on one day. Rows k < invalid are invalid; row k sells 1 + q units, plus one when (k + s) mod n < r. */
export interface CellDraw {
  n: number;
  invalid: number;
  q: number;
  r: number;
  s: number;
}

/** How many of the rows j < x (counting j modulo n) get an extra unit: those with j mod n < r. */
export function unitsBelow(x: number, n: number, r: number): number {
  const m = x % n;
  return Math.floor(x / n) * r + (m < r ? m : r);
}

/* ---- Time of day of a row ---- */

/** Salt of the draws of a row (its time here, its customer and status in transactions/rules.ts). */
export const ROW_SALT = 0x7f4a7c15;

/** Hour-of-day weights (Zagreb local time) per kind. */
const HOURS: Record<EntityKind, number[]> = {
  parking: [0.1, 0.05, 0.02, 0.02, 0.05, 0.3, 1.5, 4, 6, 6, 5.5, 5.5, 5.5, 5, 5, 5, 4.5, 4, 3, 2, 1, 0.6, 0.3, 0.15],
  garage: [0.3, 0.2, 0.1, 0.1, 0.1, 0.3, 1.5, 3.5, 4.5, 4, 3.5, 3.5, 4, 4, 4, 4.5, 5, 5, 4.5, 3.5, 2.5, 1.5, 1, 0.5],
  park: [0, 0, 0, 0, 0, 0, 0.2, 1, 3, 5, 6, 6, 5.5, 5, 4.5, 4, 3, 2, 1, 0.3, 0.1, 0, 0, 0],
  sales: [0.05, 0, 0, 0, 0, 0.2, 2, 4, 4.5, 4.5, 4, 4, 4, 4, 4, 4, 4, 4, 3.5, 2.5, 1, 0.5, 0.2, 0.05],
};
/** Cumulative share of a kind's day by the end of each hour. */
const HOUR_CDF: readonly Float64Array[] = KINDS.map((kind) => {
  const weights = HOURS[kind];
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return Float64Array.from(weights, (w) => (acc += w / sum));
});

/**
 * The local second of day (0 ... DAY_SECONDS - 1) at which row k of a cell sold on a day, for an entity
 * of kind index `kind`. Leaves the shared stream after its two draws: the row's further draws
 * (its customer: transactions/rules.ts) continue from there.
 */
export function rowSecond(seed: number, kind: number, cell: number, day: number, k: number): number {
  seedStream(hash4(seed ^ ROW_SALT, cell, day, k));
  const cdf = HOUR_CDF[kind] ?? HOUR_CDF[0];
  const u = nextUniform();
  let hour = 23;
  for (let h = 0; h < 24; h++) {
    if (u < (cdf?.[h] ?? 1)) {
      hour = h;
      break;
    }
  }
  return hour * 3600 + Math.floor(nextUniform() * 3600);
}

/** The expected share of a kind's daily sales made in the first `seconds` of a day (for daily counts not drawn as rows). */
export function dayShareBefore(kind: EntityKind, seconds: number): number {
  if (seconds >= DAY_SECONDS) return 1;
  if (seconds <= 0) return 0;
  const cdf = HOUR_CDF[KINDS.indexOf(kind)] ?? new Float64Array(24);
  const hour = Math.floor(seconds / 3600);
  const before = hour === 0 ? 0 : (cdf[hour - 1] ?? 0);
  return before + ((cdf[hour] ?? 1) - before) * ((seconds % 3600) / 3600);
}

/* ---- The simulator's clock ---- */

/**
 * The simulator's now as the facts see it: a day number and how many seconds of it (Europe/Zagreb
 * local time) have passed, 0 ... DAY_SECONDS. A row sold at local second t is served when t < second.
 */
export interface FactsNow {
  day: number;
  second: number;
}

/** The clock's now of a context: its day at its second. */
export function factsNowOf(ctx: Pick<DomainContext, 'today' | 'nowSecond'>): FactsNow {
  return { day: dayNumber(ctx.today), second: ctx.nowSecond };
}

export interface DayFacts {
  /** Per cell: F figures. */
  cells: Int32Array;
  /** Per entity and channel: F figures. */
  entityChannel: Int32Array;
  /** Per service (kind) and channel: F figures. */
  serviceChannel: Int32Array;
}

/** The city laid out as cells (entity x article x channel), with the parameters of each cell's draw. */
export class SalesFacts {
  readonly city: CityReference;
  readonly entities: readonly Entity[];
  readonly cellCount: number;
  readonly cellEntity: Uint16Array;
  readonly cellArticle: Int32Array;
  readonly cellChannel: Uint8Array;
  readonly cellPrice: Int32Array;
  private readonly cellLambda: Float32Array;
  private readonly cellExtra: Float32Array;
  private readonly cellInvalid: Float32Array;
  /** Cells of entity e: [entityStart[e], entityStart[e + 1]). */
  readonly entityStart: Int32Array;
  private readonly entityKind: Uint8Array;
  private readonly entitySince: Float64Array;
  private readonly days = new Map<number, DayFacts>();
  private readonly cutDays = new Map<string, DayFacts>();
  private empty: DayFacts | undefined;
  private readonly drawScratch: CellDraw = { n: 0, invalid: 0, q: 0, r: 0, s: 0 };

  constructor(readonly seed: number) {
    this.city = cityOf(seed);
    this.entities = this.city.entities;
    const cells: { entity: number; article: number; channel: number; lambda: number; price: number; extra: number }[] = [];
    const starts: number[] = [];
    this.entities.forEach((entity, e) => {
      starts.push(cells.length);
      for (const article of entity.articles) {
        for (const channel of entity.channels) {
          cells.push({
            entity: e,
            article: article.id,
            channel: channel.reseller_id - 1,
            lambda: entity.dailyVolume * article.share * channel.share,
            price: Math.round(article.priceCents),
            extra: article.extraUnits,
          });
        }
      }
    });
    starts.push(cells.length);
    if (cells.length >= MAX_CELLS) throw new Error(`Too many cells: ${cells.length}`);
    this.cellCount = cells.length;
    this.cellEntity = Uint16Array.from(cells, (c) => c.entity);
    this.cellArticle = Int32Array.from(cells, (c) => c.article);
    this.cellChannel = Uint8Array.from(cells, (c) => c.channel);
    this.cellPrice = Int32Array.from(cells, (c) => c.price);
    this.cellLambda = Float32Array.from(cells, (c) => c.lambda);
    this.cellExtra = Float32Array.from(cells, (c) => c.extra);
    this.cellInvalid = Float32Array.from(cells, (c) => INVALID_SHARE[c.channel] ?? 0.03);
    this.entityStart = Int32Array.from(starts);
    this.entityKind = Uint8Array.from(this.entities, (e) => KINDS.indexOf(e.kind));
    this.entitySince = Float64Array.from(this.entities, (e) => (e.since ? dayNumber(e.since) : -Infinity));
  }

  /** The whole day's figures, every hour of it (drawn on first use, then kept). What is served: `servedFacts`. */
  day(day: number): DayFacts {
    let facts = this.days.get(day);
    if (!facts) {
      if (this.days.size > 1600) this.days.clear();
      facts = this.drawDay(day, DAY_SECONDS);
      this.days.set(day, facts);
    }
    return facts;
  }

  /**
   * The day's figures of the rows sold in its first `second` seconds (local time). Every row of
   * the day is timed (rowSecond) once per cut asked for; the last few answers are kept, so a clock
   * that stands still, or moves by the minute, costs one pass over one day's rows.
   */
  dayBefore(day: number, second: number): DayFacts {
    if (second >= DAY_SECONDS) return this.day(day);
    if (second <= 0) return this.emptyDay();
    const key = `${day}:${second}`;
    let facts = this.cutDays.get(key);
    if (!facts) {
      if (this.cutDays.size >= 4) this.cutDays.delete(this.cutDays.keys().next().value ?? '');
      facts = this.drawDay(day, second);
      this.cutDays.set(key, facts);
    }
    return facts;
  }

  /** No sales: a day after the clock's. */
  emptyDay(): DayFacts {
    this.empty ??= {
      cells: new Int32Array(this.cellCount * F),
      entityChannel: new Int32Array(this.entities.length * CHANNELS * F),
      serviceChannel: new Int32Array(KINDS.length * CHANNELS * F),
    };
    return this.empty;
  }

  /** How many days are drawn and kept. */
  get cachedDays(): number {
    return this.days.size;
  }

  /** Re-draws one cell of one day (the same numbers drawDay used). The result is reused: copy what you keep. */
  draw(cell: number, day: number): CellDraw {
    const out = this.drawScratch;
    const entity = this.cellEntity[cell] ?? 0;
    if (day < (this.entitySince[entity] ?? 0)) {
      out.n = 0;
      return out;
    }
    const kind = KINDS[this.entityKind[entity] ?? 0] ?? 'parking';
    const date = new Date(day * DAY_MS);
    const month = date.getUTCMonth();
    const holiday = HOLIDAYS.has(isoOfDay(day).slice(5));
    const weekday = holiday ? 6 : weekdayOfDay(day);
    const growth = Math.max(0.5, 1 + (0.1 * (day - GROWTH_EPOCH)) / 365);
    seedStream(hash4(this.seed, entity, day, 0x51));
    const dayNoise = 0.85 + 0.3 * nextUniform();
    const factor = (WEEKDAY[kind][weekday] ?? 1) * (SEASON[kind][month] ?? 1) * growth * dayNoise;
    this.drawWith(cell, day, (this.cellLambda[cell] ?? 0) * factor, out);
    return out;
  }

  private drawWith(cell: number, day: number, lambda: number, out: CellDraw): void {
    // No closures here: tsx and vite wrap every function they create in a naming helper.
    seedStream(hash4(this.seed, cell, day, 0));
    const u = nextUniform;
    let n = Math.floor(lambda * (0.75 + 0.5 * u()) + u());
    if (n > MAX_ROWS - 1) n = MAX_ROWS - 1;
    out.n = n;
    if (n === 0) {
      out.invalid = out.q = out.r = out.s = 0;
      return;
    }
    const invalid = Math.floor(n * (this.cellInvalid[cell] ?? 0) * (0.5 + u()) + u() * 0.6);
    out.invalid = invalid > n ? n : invalid;
    const extra = Math.floor(n * (this.cellExtra[cell] ?? 0) * (0.6 + 0.8 * u()) + u());
    out.q = Math.floor(extra / n);
    out.r = extra % n;
    out.s = Math.floor(u() * n);
  }

  /** The day's figures of the rows sold before local second `before` (DAY_SECONDS: the whole day). */
  private drawDay(day: number, before: number): DayFacts {
    const cells = new Int32Array(this.cellCount * F);
    const entityChannel = new Int32Array(this.entities.length * CHANNELS * F);
    const serviceChannel = new Int32Array(KINDS.length * CHANNELS * F);
    const date = new Date(day * DAY_MS);
    const month = date.getUTCMonth();
    const holiday = HOLIDAYS.has(isoOfDay(day).slice(5));
    const weekday = holiday ? 6 : weekdayOfDay(day);
    const growth = Math.max(0.5, 1 + (0.1 * (day - GROWTH_EPOCH)) / 365);
    const out = this.drawScratch;
    for (let e = 0; e < this.entities.length; e++) {
      if (day < (this.entitySince[e] ?? 0)) continue;
      const kindIndex = this.entityKind[e] ?? 0;
      const kind = KINDS[kindIndex] ?? 'parking';
      seedStream(hash4(this.seed, e, day, 0x51));
      const dayNoise = 0.85 + 0.3 * nextUniform();
      const factor = (WEEKDAY[kind][weekday] ?? 1) * (SEASON[kind][month] ?? 1) * growth * dayNoise;
      const end = this.entityStart[e + 1] ?? 0;
      for (let c = this.entityStart[e] ?? 0; c < end; c++) {
        this.drawWith(c, day, (this.cellLambda[c] ?? 0) * factor, out);
        const { n, invalid: drawnInvalid, q, r, s } = out;
        if (n === 0) continue;
        let valid = n - drawnInvalid;
        let invalid = drawnInvalid;
        let validUnits = valid * (1 + q) + unitsBelow(n + s, n, r) - unitsBelow(drawnInvalid + s, n, r);
        let totalUnits = n * (1 + q) + r;
        if (before < DAY_SECONDS) {
          // Only the rows sold by then: time each one (as transactions/rules.ts does) and count it.
          valid = invalid = validUnits = totalUnits = 0;
          for (let k = 0; k < n; k++) {
            if (rowSecond(this.seed, kindIndex, c, day, k) >= before) continue;
            const units = 1 + q + ((k + s) % n < r ? 1 : 0);
            totalUnits += units;
            if (k < drawnInvalid) invalid++;
            else {
              valid++;
              validUnits += units;
            }
          }
          if (valid + invalid === 0) continue;
        }
        const price = this.cellPrice[c] ?? 0;
        const va = validUnits * price;
        const ia = (totalUnits - validUnits) * price;
        const ch = this.cellChannel[c] ?? 0;
        const ci = c * F;
        cells[ci] = valid;
        cells[ci + 1] = invalid;
        cells[ci + 2] = va;
        cells[ci + 3] = ia;
        const ei = (e * CHANNELS + ch) * F;
        entityChannel[ei] = (entityChannel[ei] ?? 0) + valid;
        entityChannel[ei + 1] = (entityChannel[ei + 1] ?? 0) + invalid;
        entityChannel[ei + 2] = (entityChannel[ei + 2] ?? 0) + va;
        entityChannel[ei + 3] = (entityChannel[ei + 3] ?? 0) + ia;
        const si = (kindIndex * CHANNELS + ch) * F;
        serviceChannel[si] = (serviceChannel[si] ?? 0) + valid;
        serviceChannel[si + 1] = (serviceChannel[si + 1] ?? 0) + invalid;
        serviceChannel[si + 2] = (serviceChannel[si + 2] ?? 0) + va;
        serviceChannel[si + 3] = (serviceChannel[si + 3] ?? 0) + ia;
      }
    }
    return { cells, entityChannel, serviceChannel };
  }
}

const models = new Map<number, SalesFacts>();

/** The facts of a seed (laid out once per seed and kept). */
export function salesFacts(seed: number): SalesFacts {
  let model = models.get(seed);
  if (!model) {
    if (models.size > 2) models.clear();
    model = new SalesFacts(seed);
    models.set(seed, model);
  }
  return model;
}

/** The seed's city laid out as cells: what the generator and every served view of it share. */
export type FactsLayout = Pick<
  SalesFacts,
  'seed' | 'city' | 'entities' | 'cellCount' | 'cellEntity' | 'cellArticle' | 'cellChannel' | 'cellPrice' | 'entityStart'
>;

/**
 * The facts as the simulator serves them at its clock's now (the one cut every report and every
 * row goes through): days before now's day whole, now's day up to now's second, later days empty.
 * The layout (entities, cells) is the seed's; `source` is the uncut generator.
 */
export class ServedFacts {
  readonly layout: FactsLayout;

  constructor(
    readonly source: SalesFacts,
    readonly now: FactsNow,
  ) {
    this.layout = source;
  }

  /** The figures of a day as served now. */
  day(day: number): DayFacts {
    if (day < this.now.day) return this.source.day(day);
    if (day > this.now.day) return this.source.emptyDay();
    return this.source.dayBefore(day, this.now.second);
  }

  /** How many seconds of a day have passed by now: all before now's day, none after it. Rows sold before that are served. */
  secondsPassed(day: number): number {
    return day < this.now.day ? DAY_SECONDS : day > this.now.day ? 0 : this.now.second;
  }

  /** The UTC instant (ms) of now. */
  get nowMs(): number {
    return instantMs(this.now.day, this.now.second);
  }

  /** The seed's draw of a cell on a day (the whole day's: its rows are cut by time, not by count). */
  draw(cell: number, day: number): CellDraw {
    return this.source.draw(cell, day);
  }
}

/** The facts as served by a context's clock. */
export function servedFacts(ctx: Pick<DomainContext, 'seed' | 'today' | 'nowSecond'>): ServedFacts {
  return new ServedFacts(salesFacts(ctx.seed), factsNowOf(ctx));
}
