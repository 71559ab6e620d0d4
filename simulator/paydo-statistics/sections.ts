/**
 * Mobile payment statistics (operations.md §2, §3, §7): every section is derived from one
 * generated daily series (a pure function of the seed and the day, cached per seed, never stored
 * rows), so that totals agree: total = private + business (+ guests), total purchases = by channel
 * = domestic + foreign = prepaid + card + promo, card = tokenized + one-time, all payments = the sum
 * of the payment kinds, monthly sums = daily sums, city and purchase-group rows sum to the totals.
 */
import { PAYDO_MIN_DATE, PAYDO_PAGE_SIZE, type PaydoSection, type UserGroupsWire } from '../../src/api/contract/paydo';
import { requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { isIsoDate, dayNumber, isoOfDay } from '../core/dates';
import { DATE_FORMAT } from '../core/drf-validation';
import { ValidationError } from '../core/errors';
import { paginate } from '../core/paging';
import { dayShareBefore } from '../core/sales-facts';
import { money } from '../core/money';
import { REQUIRED } from '../core/validation';
import { type Day, daysBetween, apportion, CITIES, dayOf } from './days';
import { purchasers, purchases, userGroups } from './breakdowns';
import { businessUsers } from './business-users';

export const PAYDO_RECIPIENTS = [
  { email: 'uprava@bmove.hr', ime: 'Uprava' },
  { email: 'financije@bmove.hr', ime: 'Financije' },
  { email: 'marketing@bmove.hr', ime: 'Marketing' },
  { email: 'podrska@bmove.hr', ime: 'Korisnička podrška' },
] as const;

/** The query of the statistics calls: the spec's parameter names (operations.md §7); absent values are null. */
export interface PaydoQuery {
  beginDate: string | null;
  endDate: string | null;
  page: string | null;
}

export const END_BEFORE_BEGIN = 'The end date must not be before the start date.';

export function yesterday(ctx: DomainContext): string {
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
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { begin, end };
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
    throw new ValidationError({ recipient: [`"${query.recipient}" is not a valid choice.`] });
  }
  if (!to) throw new ValidationError({ recipient: [REQUIRED] });
  return { message: `Statistika za razdoblje ${begin} – ${end} poslana je na ${to}.` };
}
