/** Each statistics section's answer mapped to what the screens show. */
import type { z } from 'zod';
import {
  PAYDO_PAGE_SIZE,
  PAYMENT_KINDS,
  PURCHASE_BREAKDOWN,
  SALES_CHANNELS,
  type paydoSections,
  type PaydoSection,
} from '../../../api/contract/paydo';
import type {
  UserGroups,
  Paged,
  PromotionDay,
  PaymentsDay,
  BreakdownDay,
  PurchaseBreakdownKey,
  SalesFigures,
  SectionData,
  MonthlySales,
} from './statistics';

export type Wire<S extends PaydoSection> = z.output<(typeof paydoSections)[S]>;

export function paged<W, T>(wire: { content: W[]; records_total: number; broj_stranica?: number }, map: (row: W) => T): Paged<T> {
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

export const sectionMappers: { [S in PaydoSection]: (wire: Wire<S>) => SectionData[S] } = {
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
