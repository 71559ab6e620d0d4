/**
 * The generated daily series every statistics section derives from: a pure function of the seed
 * and the day, cached per seed, never stored rows.
 */
import { PAYDO_MIN_DATE } from '../../src/api/contract/paydo';
import { dayNumber, isoOfDay, weekdayOfDay } from '../core/dates';
import { createRandom, type Random } from '../core/random';

export const CITIES: readonly [string, number][] = [
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
export interface Day {
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

export function generateDay(seed: number, day: number): Day {
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

export function dayOf(seed: number, day: number): Day {
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

export function daysBetween(seed: number, begin: string, end: string): Day[] {
  const out: Day[] = [];
  for (let d = dayNumber(begin); d <= dayNumber(end); d++) out.push(dayOf(seed, d));
  return out;
}
