/** Breakdowns of a day that add up (platforms, user groups, purchasers), as the sections send them. */
import { PAYDO_MIN_DATE, type UserGroupsWire } from '../../src/api/contract/paydo';
import { dayNumber } from '../core/dates';
import { money } from '../core/money';
import { type Day, dayOf } from './days';

export type Scale = { android: number; ios: number; web: number; other: number };
export const ALL: Scale = { android: 1, ios: 1, web: 1, other: 1 };

export interface Breakdown {
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

export function breakdown(day: Day, scale: Scale, unit: (count: number) => number): Breakdown {
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

export const asMoney = (b: Breakdown) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, money(v)])) as Record<keyof Breakdown, string>;

/** Purchasing users of a day: about 1.6 purchases each; business users are 15%. */
export function purchasers(day: Day): { total: number; business: number } {
  const total = Math.max(1, Math.round((day.android + day.ios + day.web + day.other) / 1.6));
  const business = Math.round(total * 0.15);
  return { total, business };
}

export function purchases(day: Day): number {
  return day.android + day.ios + day.web + day.other;
}

export function userGroups(seed: number, days: Day[], kind: 'novi' | 'svi' | 'web' | 'mobile'): UserGroupsWire {
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

export function registeredBefore(seed: number, date: string): { p: number; b: number; g: number; f: number } {
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
