/**
 * Mobile payment statistics (operations.md §2, §3, §7): every section is derived from one
 * generated daily series (a pure function of the seed and the day, cached per seed, never stored
 * rows), so that totals agree: total = private + business (+ guests), total purchases = by channel
 * = domestic + foreign = prepaid + card + promo, card = tokenized + one-time, all payments = the sum
 * of the payment kinds, monthly sums = daily sums, city and purchase-group rows sum to the totals.
 */
import type { z } from 'zod';
import {
  PAYDO_MIN_DATE,
  PAYDO_PAGE_SIZE,
  type PaydoSection,
  type businessUserRow,
  type userGroupsResponse,
} from '../../src/api/contract/paydo';
import { requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { isIsoDate } from '../core/dates';
import { dayNumber, isoOfDay, weekdayOfDay } from '../core/dates';
import { DrfValidationError, DATE_FORMAT } from '../core/drf-validation';
import { paginate } from '../core/paging';
import { EXPORT_FAILED, croatianDate } from '../core/detail-texts';
import { dayShareBefore } from '../core/sales-facts';
import { createRandom, type Random } from '../core/random';
import { money } from '../core/money';
import { REQUIRED } from '../core/validation';

/** What the simulator sends (amounts as DRF decimal strings); the client parses them to numbers. */
type UserGroupsWire = z.input<typeof userGroupsResponse>;
type BusinessUserWire = z.input<typeof businessUserRow>;

export const PAYDO_RECIPIENTS = [
  { email: 'uprava@bmove.hr', ime: 'Uprava' },
  { email: 'financije@bmove.hr', ime: 'Financije' },
  { email: 'marketing@bmove.hr', ime: 'Marketing' },
  { email: 'podrska@bmove.hr', ime: 'Korisnička podrška' },
] as const;

const CITIES: readonly [string, number][] = [
  ['Zagreb', 0.46],
  ['Split', 0.12],
  ['Rijeka', 0.09],
  ['Osijek', 0.07],
  ['Zadar', 0.06],
  ['Pula', 0.05],
  ['Varaždin', 0.04],
  ['Dubrovnik', 0.04],
  ['Šibenik', 0.03],
  ['Karlovac', 0.02],
  ['Velika Gorica', 0.02],
];


/** Splits an integer total by weights so that the parts sum to it exactly (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    rest--;
  }
  return parts;
}

/** One day of the mobile payment app: counts, and amounts in cents. */
interface Day {
  date: string;
  newPrivate: number;
  newBusiness: number;
  newGuest: number;
  newForeign: number;
  downloadsAndroid: number;
  downloadsIos: number;
  /** Purchases by channel; split (split-payment app) is part of `other`. */
  android: number;
  ios: number;
  web: number;
  other: number;
  split: number;
  domesticShare: number;
  prepaidShare: number;
  promoShare: number;
  tokenizedShare: number;
  price: number;
  payments: Record<'fiks_prepaid' | 'payway_prepaid' | 'admin_prepaid' | 'bon', { count: number; cents: number }>;
  promoPaydo: { count: number; cents: number };
  promoMastercard: { count: number; cents: number };
  tokensMastercard: number;
  tokensOther: number;
}

function generateDay(seed: number, day: number): Day {
  const random: Random = createRandom(seed, `paydo-${day}`);
  const start = dayNumber(PAYDO_MIN_DATE);
  const years = (day - start) / 365;
  const growth = 1 + years * 0.55;
  const weekday = [1.05, 1.05, 1.08, 1.1, 1.15, 0.8, 0.45][weekdayOfDay(day)] ?? 1;
  const noise = 0.85 + random.next() * 0.3;
  const base = 180 * growth * weekday * noise;
  const android = Math.round(base * 0.46);
  const ios = Math.round(base * 0.34);
  const web = Math.round(base * 0.14);
  const split = Math.round(base * 0.02);
  const other = Math.round(base * 0.02) + split;
  const newUsers = Math.max(1, Math.round(base * 0.06 * (0.7 + random.next() * 0.6)));
  const pay = (count: number, avg: number) => ({ count, cents: count * avg + random.int(0, count * 50) });
  const promo = (count: number, avg: number) => ({ count, cents: count * avg });
  return {
    date: isoOfDay(day),
    newPrivate: Math.round(newUsers * 0.82),
    newBusiness: Math.round(newUsers * 0.06),
    newGuest: newUsers - Math.round(newUsers * 0.82) - Math.round(newUsers * 0.06),
    newForeign: Math.round(newUsers * 0.12),
    downloadsAndroid: Math.round(newUsers * 1.3),
    downloadsIos: Math.round(newUsers * 0.9),
    android,
    ios,
    web,
    other,
    split,
    domesticShare: 0.86 + random.next() * 0.06,
    prepaidShare: 0.38 + random.next() * 0.08,
    promoShare: 0.02 + random.next() * 0.02,
    tokenizedShare: 0.55 + years * 0.03,
    price: 180 + random.int(0, 60),
    payments: {
      fiks_prepaid: pay(Math.round(base * 0.05), 2000),
      payway_prepaid: pay(Math.round(base * 0.08), 2500),
      admin_prepaid: pay(random.int(0, 3), 5000),
      bon: pay(Math.round(base * 0.01), 1000),
    },
    promoPaydo: promo(Math.round(base * 0.015), 100),
    promoMastercard: promo(Math.round(base * 0.012), 150),
    tokensMastercard: Math.round(newUsers * 0.35),
    tokensOther: Math.round(newUsers * 0.2),
  };
}

const cache = new Map<number, Map<number, Day>>();

function dayOf(seed: number, day: number): Day {
  let days = cache.get(seed);
  if (!days) {
    if (cache.size > 4) cache.clear();
    days = new Map();
    cache.set(seed, days);
  }
  let value = days.get(day);
  if (!value) {
    value = generateDay(seed, day);
    days.set(day, value);
  }
  return value;
}

function daysBetween(seed: number, begin: string, end: string): Day[] {
  const out: Day[] = [];
  for (let d = dayNumber(begin); d <= dayNumber(end); d++) out.push(dayOf(seed, d));
  return out;
}

// ---------------------------------------------------------------- breakdowns that add up

type Scale = { android: number; ios: number; web: number; other: number };
const ALL: Scale = { android: 1, ios: 1, web: 1, other: 1 };

interface Breakdown {
  android: number;
  ios: number;
  web: number;
  ostalo: number;
  ukupno: number;
  domaci: number;
  strani: number;
  prepaid: number;
  kartica: number;
  promo: number;
  tokenizirana_kartica: number;
  jednokratna_kartica: number;
  mastercard_tokenizirana: number;
  maestro_jednokratna: number;
}

function breakdown(day: Day, scale: Scale, unit: (count: number) => number): Breakdown {
  const android = unit(Math.round(day.android * scale.android));
  const ios = unit(Math.round(day.ios * scale.ios));
  const web = unit(Math.round(day.web * scale.web));
  const ostalo = unit(Math.round(day.other * scale.other));
  const ukupno = android + ios + web + ostalo;
  const domaci = Math.round(ukupno * day.domesticShare);
  const prepaid = Math.round(ukupno * day.prepaidShare);
  const promo = Math.round(ukupno * day.promoShare);
  const kartica = ukupno - prepaid - promo;
  const tokenizirana = Math.round(kartica * Math.min(0.9, day.tokenizedShare));
  const jednokratna = kartica - tokenizirana;
  return {
    android,
    ios,
    web,
    ostalo,
    ukupno,
    domaci,
    strani: ukupno - domaci,
    prepaid,
    kartica,
    promo,
    tokenizirana_kartica: tokenizirana,
    jednokratna_kartica: jednokratna,
    mastercard_tokenizirana: Math.round(tokenizirana * 0.62),
    maestro_jednokratna: Math.round(jednokratna * 0.3),
  };
}

const asMoney = (b: Breakdown) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, money(v)])) as Record<keyof Breakdown, string>;

/** Purchasing users of a day: about 1.6 purchases each; business users are 15%. */
function purchasers(day: Day): { total: number; business: number } {
  const total = Math.max(1, Math.round((day.android + day.ios + day.web + day.other) / 1.6));
  const business = Math.round(total * 0.15);
  return { total, business };
}

function purchases(day: Day): number {
  return day.android + day.ios + day.web + day.other;
}

function userGroups(seed: number, days: Day[], kind: 'novi' | 'svi' | 'web' | 'mobile'): UserGroupsWire {
  const scale: Scale =
    kind === 'web'
      ? { android: 0, ios: 0, web: 1, other: 0 }
      : kind === 'mobile'
        ? { android: 1, ios: 1, web: 0, other: 0 }
        : kind === 'novi'
          ? { android: 0.12, ios: 0.12, web: 0.12, other: 0.12 }
          : ALL;
  const cumulative = kind === 'svi' ? registeredBefore(seed, days[0]?.date ?? PAYDO_MIN_DATE) : { p: 0, b: 0, g: 0, f: 0 };
  const typeOfUserList = days.map((day) => {
    if (kind === 'svi') {
      cumulative.p += day.newPrivate;
      cumulative.b += day.newBusiness;
      cumulative.g += day.newGuest;
      cumulative.f += day.newForeign;
    }
    const [privatni, poslovni, gost, strani] =
      kind === 'svi' ? [cumulative.p, cumulative.b, cumulative.g, cumulative.f] : [day.newPrivate, day.newBusiness, day.newGuest, day.newForeign];
    const ukupno = privatni + poslovni + gost;
    const channelFactor = kind === 'web' ? 0.2 : kind === 'mobile' ? 0.8 : 1;
    const scaled = (n: number) => Math.round(n * channelFactor);
    return {
      datum: day.date,
      privatni: scaled(privatni),
      poslovni: scaled(poslovni),
      gost: scaled(gost),
      ukupno: scaled(privatni) + scaled(poslovni) + scaled(gost),
      domaci: scaled(privatni) + scaled(poslovni) + scaled(gost) - Math.min(scaled(strani), scaled(privatni) + scaled(poslovni) + scaled(gost)),
      strani: Math.min(scaled(strani), scaled(privatni) + scaled(poslovni) + scaled(gost)),
      android_preuzimanja: kind === 'web' ? 0 : day.downloadsAndroid,
      ios_preuzimanja: kind === 'web' ? 0 : day.downloadsIos,
      activeUsersCount: Math.min(scaled(ukupno), Math.round(purchasers(day).total * channelFactor)),
    };
  });
  const purchasesList = days.map((day) => ({ datum: day.date, ...breakdown(day, scale, (n) => n) }));
  const amountsList = days.map((day) => ({ datum: day.date, ...asMoney(breakdown(day, scale, (n) => n * day.price)) }));
  const paymentFactor = kind === 'novi' ? 0.12 : kind === 'web' ? 0.2 : kind === 'mobile' ? 0.8 : 1;
  const paymentsList = days.flatMap((day) => {
    const kinds = (['fiks_prepaid', 'payway_prepaid', 'admin_prepaid', 'bon'] as const).map((vrsta) => ({
      vrsta,
      count: Math.round(day.payments[vrsta].count * paymentFactor),
      cents: Math.round(day.payments[vrsta].cents * paymentFactor),
    }));
    const all = { vrsta: 'sve' as const, count: kinds.reduce((a, k) => a + k.count, 0), cents: kinds.reduce((a, k) => a + k.cents, 0) };
    return [all, ...kinds].map((k) => ({ datum: day.date, vrsta: k.vrsta, paymentsCount: k.count, paymentsValue: money(k.cents) }));
  });
  return { typeOfUserList, purchasesList, amountsList, paymentsList };
}

function registeredBefore(seed: number, date: string): { p: number; b: number; g: number; f: number } {
  const sum = { p: 0, b: 0, g: 0, f: 0 };
  for (let d = dayNumber(PAYDO_MIN_DATE); d < dayNumber(date); d++) {
    const day = dayOf(seed, d);
    sum.p += day.newPrivate;
    sum.b += day.newBusiness;
    sum.g += day.newGuest;
    sum.f += day.newForeign;
  }
  return sum;
}

// ---------------------------------------------------------------- business users

const COMPANY_WORDS = ['Prijevoz', 'Logistika', 'Građevina', 'Servis', 'Trgovina', 'Dostava', 'Inženjering', 'Consulting', 'Medika', 'Turist'];
const COMPANY_FORMS = ['d.o.o.', 'j.d.o.o.', 'd.d.', 'obrt'];

function businessUsers(seed: number, days: Day[], end: string): BusinessUserWire[] {
  const random = createRandom(seed, 'paydo-business');
  const span = days.length;
  const out: BusinessUserWire[] = [];
  for (let i = 0; i < 46; i++) {
    const registered = isoOfDay(dayNumber(PAYDO_MIN_DATE) + random.int(0, 2900));
    const vehicles = random.int(1, 40);
    const users = random.int(1, Math.max(1, Math.round(vehicles * 0.8)));
    const intensity = vehicles * (0.3 + random.next());
    const bank = { n: Math.round((span / 30) * random.int(0, 2)), avg: random.int(5000, 50000) };
    const card = { n: Math.round((span / 30) * random.int(0, 4)), avg: random.int(2000, 10000) };
    const bon = { n: Math.round((span / 60) * random.int(0, 1)), avg: 1000 };
    const prepaid = { n: Math.round(span * intensity * 0.6), avg: random.int(150, 300) };
    const otherBuys = { n: Math.round(span * intensity * 0.4), avg: random.int(150, 300) };
    const name = `${random.pick(COMPANY_WORDS)} ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 2 : ''} ${random.pick(COMPANY_FORMS)}`;
    const city = random.pick(CITIES)[0];
    if (registered > end) continue;
    const [kp, kk] = apportion(users, [random.next() + 0.1, random.next() + 0.1, random.next() * 0.3]);
    const paid = bank.n + card.n + bon.n;
    const lastKind = bank.n ? 'banka' : card.n ? 'kartica' : bon.n ? 'bon' : null;
    const lastAvg = bank.n ? bank.avg : card.n ? card.avg : bon.avg;
    out.push({
      id: i + 1,
      naziv: name,
      grad: city,
      datum_registracije: registered,
      stanje: money(random.int(-5000, 200000)),
      aktivna_vozila: vehicles,
      aktivni_korisnici: users,
      uplate_banka_broj: bank.n,
      uplate_banka_iznos: money(bank.n * bank.avg),
      uplate_kartica_broj: card.n,
      uplate_kartica_iznos: money(card.n * card.avg),
      uplate_bon_broj: bon.n,
      uplate_bon_iznos: money(bon.n * bon.avg),
      uplate_ukupno_broj: paid,
      uplate_ukupno_iznos: money(bank.n * bank.avg + card.n * card.avg + bon.n * bon.avg),
      zadnja_uplata_datum: lastKind ? isoOfDay(dayNumber(end) - random.int(0, 20)) : null,
      zadnja_uplata_iznos: lastKind ? money(lastAvg) : null,
      zadnja_uplata_nacin: lastKind,
      prepaid_kupovine_broj: prepaid.n,
      prepaid_kupovine_iznos: money(prepaid.n * prepaid.avg),
      ostale_kupovine_broj: otherBuys.n,
      ostale_kupovine_iznos: money(otherBuys.n * otherBuys.avg),
      kupovine_ukupno_broj: prepaid.n + otherBuys.n,
      kupovine_ukupno_iznos: money(prepaid.n * prepaid.avg + otherBuys.n * otherBuys.avg),
      korisnici_prepaid: kp ?? 0,
      korisnici_kartica: kk ?? 0,
      korisnici_ostalo: users - (kp ?? 0) - (kk ?? 0),
      korisnici_ukupno: users,
    });
  }
  return out.sort((a, b) => a.naziv.localeCompare(b.naziv, 'hr'));
}

// ---------------------------------------------------------------- sections

/** The query of the statistics calls: the spec's parameter names (operations.md §7); absent values are null. */
export interface PaydoQuery {
  beginDate: string | null;
  endDate: string | null;
  page: string | null;
}

const END_BEFORE_BEGIN = 'The end date must not be before the start date.';

function yesterday(ctx: DomainContext): string {
  return isoOfDay(dayNumber(ctx.today) - 1);
}

/**
 * beginDate and endDate, both required, YYYY-MM-DD, between 2018-04-16 and yesterday, begin ≤ end;
 * errors are keyed by those names. Only the spec's names are read (begin_date is not a synonym).
 */
export function validateRange(ctx: DomainContext, query: PaydoQuery): { begin: string; end: string } {
  const errors: Record<string, string[]> = {};
  const max = yesterday(ctx);
  for (const field of ['beginDate', 'endDate'] as const) {
    const value = query[field];
    if (!value) errors[field] = [REQUIRED];
    else if (!isIsoDate(value)) errors[field] = [DATE_FORMAT];
    else if (value < PAYDO_MIN_DATE) errors[field] = [`Ensure this date is on or after ${PAYDO_MIN_DATE}.`];
    else if (value > max) errors[field] = [`Ensure this date is on or before ${max}.`];
  }
  const begin = query.beginDate ?? '';
  const end = query.endDate ?? '';
  if (!errors.beginDate && !errors.endDate && end < begin) errors.endDate = [END_BEFORE_BEGIN];
  if (Object.keys(errors).length) throw new DrfValidationError(errors);
  return { begin, end };
}

/** The range of the spreadsheet download: its 400 carries a Croatian text beside the field errors. */
function exportRange(ctx: DomainContext, query: PaydoQuery): { begin: string; end: string } {
  try {
    return validateRange(ctx, query);
  } catch (error) {
    if (!(error instanceof DrfValidationError)) throw error;
    const messages = Object.values(error.errors).flat().filter((m): m is string => typeof m === 'string');
    const text = messages.includes(REQUIRED)
      ? 'Odaberite početni i završni datum.'
      : messages.includes(DATE_FORMAT)
        ? 'Datum nije ispravan (oblik GGGG-MM-DD).'
        : messages.includes(END_BEFORE_BEGIN)
          ? 'Početni datum ne smije biti nakon završnog.'
          : `Statistika je dostupna za razdoblje od ${croatianDate(dayNumber(PAYDO_MIN_DATE))} do ${croatianDate(dayNumber(yesterday(ctx)))}`;
    throw new DrfValidationError(error.errors, `${EXPORT_FAILED} ${text}`);
  }
}

function paged<T>(rows: T[], page: string | null) {
  const result = paginate(rows, page, PAYDO_PAGE_SIZE);
  return { content: result.items, records_total: result.count };
}

function monthsOf(days: Day[]): { mjesec: number; godina: number; days: Day[] }[] {
  const months = new Map<string, Day[]>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), day]);
  }
  return [...months].map(([key, list]) => ({ godina: Number(key.slice(0, 4)), mjesec: Number(key.slice(5, 7)), days: list }));
}

const sum = <T>(items: readonly T[], f: (item: T) => number) => items.reduce((a, item) => a + f(item), 0);

/** Sections that group the days: nothing to group, no rows. */
const GROUPED: readonly PaydoSection[] = ['broj_kupovina', 'korisnik_max_kupovina', 'promocije_ukupno', 'po_gradovima'];

/** Everything a section answers, unpaged (the Excel file takes the same rows). */
export function sectionRows(ctx: DomainContext, section: PaydoSection, begin: string, end: string): unknown[] | UserGroupsWire {
  const days = ctx.flags.emptyLists ? [] : daysBetween(ctx.seed, begin, end);
  // No data at all (the empty scenario): the grouped answers have no groups either, as a GROUP BY
  // over no rows; the top-user call answers an empty array.
  if (days.length === 0 && GROUPED.includes(section)) return [];
  switch (section) {
    case 'korisnici_i_kupovine':
      return days.map((day) => {
        const users = purchasers(day);
        return {
          datum: day.date,
          broj_korisnika: users.total,
          privatni: users.total - users.business,
          poslovni: users.business,
          broj_kupovina: purchases(day),
          iznos: money(purchases(day) * day.price),
          android: day.android,
          ios: day.ios,
        };
      });
    case 'sve_kupovine':
      return monthsOf(days).map(({ mjesec, godina, days: list }) => {
        const pair = (f: (d: Day) => number) => [sum(list, f), sum(list, (d) => f(d) * d.price)] as const;
        const channels = {
          nepoznato: pair((d) => d.other - d.split),
          web: pair((d) => d.web),
          android: pair((d) => d.android),
          ios: pair((d) => d.ios),
          split: pair((d) => d.split),
        };
        const add = (...pairs: (readonly [number, number])[]) =>
          [sum(pairs, (p) => p[0]), sum(pairs, (p) => p[1])] as const;
        const mobilna = add(channels.android, channels.ios, channels.split);
        const ukupno = add(channels.nepoznato, channels.web, mobilna);
        const row: Record<string, number | string> = { mjesec, godina };
        for (const [name, [count, cents]] of Object.entries({ ukupno, ...channels, mobilna })) {
          row[`${name}_broj`] = count;
          row[`${name}_iznos`] = money(cents);
        }
        return row;
      });
    case 'broj_kupovina': {
      const total = sum(days, purchases);
      const cents = sum(days, (d) => purchases(d) * d.price);
      const users = Math.round(sum(days, (d) => purchasers(d).total) * 0.35);
      const groups = [1, 2, 10, 50, null] as const;
      const groupUsers = apportion(users, [40, 35, 18, 5, 2]);
      const perUser = [1, 5, 22, 70, 0];
      const raw = groupUsers.map((u, i) => u * (perUser[i] ?? 0));
      const groupPurchases = apportion(total, raw.some((r) => r > 0) ? raw : [1, 0, 0, 0, 0]);
      return groups.map((grupa, i) => {
        const u = groupUsers[i] ?? 0;
        const business = Math.round(u * 0.15);
        const n = groupPurchases[i] ?? 0;
        return { grupa, broj_korisnika: u, privatni: u - business, poslovni: business, broj_kupovina: n, iznos: money(total ? (cents * n) / total : 0) };
      });
    }
    case 'korisnik_max_kupovina': {
      const n = Math.round(sum(days, purchases) / 900) + (days.length ? 1 : 0);
      return [{ email: 'ivan.horvat@example.hr', broj_kupovina: n, iznos: money(n * 215) }];
    }
    case 'promocija_paydo':
    case 'promocija_mastercard':
      return days.map((day) => {
        const promo = section === 'promocija_paydo' ? day.promoPaydo : day.promoMastercard;
        return { datum: day.date, broj: promo.count, korist: money(promo.cents) };
      });
    case 'promocije_ukupno':
      return [
        { promocija: 'paydo', broj: sum(days, (d) => d.promoPaydo.count), korist: money(sum(days, (d) => d.promoPaydo.cents)) },
        { promocija: 'mastercard', broj: sum(days, (d) => d.promoMastercard.count), korist: money(sum(days, (d) => d.promoMastercard.cents)) },
      ];
    case 'promocije_iskoristeno':
      return days.map((day) => ({ datum: day.date, paydo: money(day.promoPaydo.cents), mastercard: money(day.promoMastercard.cents) }));
    case 'po_gradovima': {
      const weights = CITIES.map(([, w]) => w);
      const users = apportion(Math.round(sum(days, (d) => purchasers(d).total) * 0.35), weights);
      const bought = apportion(sum(days, purchases), weights);
      const cents = apportion(sum(days, (d) => purchases(d) * d.price), weights);
      return CITIES.map(([grad], i) => {
        const u = users[i] ?? 0;
        const business = Math.round(u * 0.15);
        return { grad, broj_korisnika: u, privatni: u - business, poslovni: business, broj_kupovina: bought[i] ?? 0, iznos: money(cents[i] ?? 0) };
      });
    }
    case 'novi_korisnici':
      return userGroups(ctx.seed, days, 'novi');
    case 'svi_korisnici':
      return userGroups(ctx.seed, days, 'svi');
    case 'web_data':
      return userGroups(ctx.seed, days, 'web');
    case 'mobile_data':
      return userGroups(ctx.seed, days, 'mobile');
    case 'poslovni_korisnici':
      return ctx.flags.emptyLists ? [] : businessUsers(ctx.seed, days, end);
    case 'tokenizirane_kartice':
      return monthsOf(days).map(({ mjesec, godina, days: list }) => {
        const mastercard = sum(list, (d) => d.tokensMastercard);
        const ostale = sum(list, (d) => d.tokensOther);
        return { mjesec, godina, mastercard, ostale, ukupno: mastercard + ostale };
      });
    case 'trenutno_aktivni_tokeni': {
      const all = ctx.flags.emptyLists ? [] : daysBetween(ctx.seed, PAYDO_MIN_DATE, yesterday(ctx));
      const mastercard = Math.round(sum(all, (d) => d.tokensMastercard) * 0.7);
      const ostale = Math.round(sum(all, (d) => d.tokensOther) * 0.7);
      const today = dayOf(ctx.seed, dayNumber(ctx.today));
      // Today's cards only up to the clock's now: the day's count spread over its hours.
      const soFar = Math.floor((today.tokensMastercard + today.tokensOther) * dayShareBefore('sales', ctx.nowSecond));
      return [{ mastercard, ostale, ukupno: mastercard + ostale, tokenizirano_danas: soFar }];
    }
  }
}

const UNPAGED: readonly PaydoSection[] = ['korisnik_max_kupovina', 'trenutno_aktivni_tokeni', 'novi_korisnici', 'svi_korisnici', 'web_data', 'mobile_data'];

/** GET /paydo-statistika/{section}/ */
export function paydoSection(ctx: DomainContext, session: Session, section: PaydoSection, query: PaydoQuery) {
  requirePermission(session.user, 'PaydoStatistikaView');
  const { begin, end } = validateRange(ctx, query);
  const rows = sectionRows(ctx, section, begin, end);
  if (UNPAGED.includes(section) || !Array.isArray(rows)) return rows;
  if (section === 'promocije_ukupno') return { content: rows, records_total: rows.length };
  return paged(rows, query.page);
}

export function paydoRecipients(session: Session) {
  requirePermission(session.user, 'PaydoStatistikaView');
  return { recipient_list: PAYDO_RECIPIENTS.map((r) => ({ ...r })) };
}

/** GET /paydo-statistika/?recipient=: "sends" the statistics by mail (nothing leaves the simulator). */
export function mailStatistics(ctx: DomainContext, session: Session, query: PaydoQuery & { recipient: string | null }) {
  requirePermission(session.user, 'PaydoStatistikaView');
  const { begin, end } = validateRange(ctx, query);
  const to = query.recipient ?? session.user.email;
  // A listed recipient, or the user's own address (the toolbar's first option).
  const allowed = (email: string) => email === session.user.email || PAYDO_RECIPIENTS.some((r) => r.email === email);
  if (query.recipient !== null && !allowed(query.recipient)) {
    throw new DrfValidationError({ recipient: [`"${query.recipient}" is not a valid choice.`] });
  }
  if (!to) throw new DrfValidationError({ recipient: [REQUIRED] });
  return { message: `Statistika za razdoblje ${begin} – ${end} poslana je na ${to}.` };
}

const SHEETS: readonly [PaydoSection, string][] = [
  ['korisnici_i_kupovine', 'Korisnici i kupovine'],
  ['sve_kupovine', 'Sve kupovine'],
  ['broj_kupovina', 'Broj kupovina'],
  ['promocija_paydo', 'Paydo promocija'],
  ['promocija_mastercard', 'Mastercard promocija'],
  ['promocije_iskoristeno', 'Iskorištene promocije'],
  ['po_gradovima', 'Po gradovima'],
  ['poslovni_korisnici', 'Poslovni korisnici'],
  ['tokenizirane_kartice', 'Tokenizirane kartice'],
];

/** GET /paydo-statistika/?excel=true: BmoveStatistika.xlsx with a sheet per table (exceljs, loaded lazily). */
export async function statisticsWorkbook(ctx: DomainContext, session: Session, query: PaydoQuery): Promise<Uint8Array> {
  requirePermission(session.user, 'PaydoStatistikaView');
  const { begin, end } = exportRange(ctx, query);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  workbook.created = new Date(`${ctx.today}T00:00:00Z`);
  for (const [section, title] of SHEETS) {
    const rows = sectionRows(ctx, section, begin, end) as Record<string, unknown>[];
    const sheet = workbook.addWorksheet(title);
    const keys = Object.keys(rows[0] ?? {});
    sheet.columns = keys.map((key) => ({ header: key, key, width: Math.max(12, key.length + 2) }));
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(keys.map((k) => [k, typeof row[k] === 'string' && /^-?\d+\.\d{2}$/.test(row[k] as string) ? Number(row[k]) : row[k]])));
    }
    sheet.getRow(1).font = { bold: true };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
