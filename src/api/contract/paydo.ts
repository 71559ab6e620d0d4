/**
 * Mobile payment statistics (paydo-statistika): operations.md §2 (statistics area), §3 (records),
 * §5 (date range), §7. Keys are Croatian snake_case except the four list names the spec gives.
 * Amounts are decimals (usually strings), counts integers; both may arrive as numbers or numeric
 * strings and parse to numbers. Group, payment-kind and promotion keys are open: the spec does not
 * show their values, so any is accepted; the known ones are listed for labels.
 */
import { z } from 'zod';
import { count, decimal, id, integer, isoDate } from './wire';

/** The earliest date of the statistics (operations.md §9); the latest is yesterday. */
export const PAYDO_MIN_DATE = '2018-04-16';
/** Rows per page of the paged sections. */
export const PAYDO_PAGE_SIZE = 20;
export const PAYDO_EXCEL_FILENAME = 'BmoveStatistika.xlsx';

/**
 * The query of every statistics call, with the spec's parameter names (operations.md §7):
 * beginDate and endDate (both required), page for the paged sections; on GET /paydo-statistika/
 * also excel=true (the spreadsheet) or recipient (the mail).
 */
export const paydoQuery = z.object({
  beginDate: isoDate,
  endDate: isoDate,
  page: z.string().regex(/^[1-9]\d*$/, 'expected a page number').optional(),
  excel: z.enum(['true', 'false']).optional(),
  recipient: z.string().optional(),
});

export const recipientWire = z.object({ email: z.string(), ime: z.string() });
export const recipientListResponse = z.object({ recipient_list: z.array(recipientWire) });
export const paydoMailResponse = z.object({ message: z.string() });

export const usersAndSalesRow = z.object({
  datum: isoDate,
  broj_korisnika: count,
  privatni: count,
  poslovni: count,
  broj_kupovina: count,
  iznos: decimal,
  android: count,
  ios: count,
});

const channelPair = (name: string) => ({ [`${name}_broj`]: count, [`${name}_iznos`]: decimal });
export const SALES_CHANNELS = ['ukupno', 'nepoznato', 'web', 'mobilna', 'android', 'ios', 'split'] as const;
/** A month number, 1 to 12, as a number or a numeric string. */
const month = z.pipe(integer, z.number().refine((m) => m >= 1 && m <= 12, 'expected a month, 1 to 12'));

export const monthlySalesRow = z
  .object({ mjesec: month, godina: integer })
  .extend(Object.assign({}, ...SALES_CHANNELS.map(channelPair)) as Record<string, typeof count | typeof decimal>);

/** The purchase-count groups we know: 1 one purchase, 2 two to ten, 10 ten to fifty, 50 more than fifty. */
export const PURCHASE_GROUPS = ['1', '2', '10', '50'] as const;
export type PurchaseGroup = (typeof PURCHASE_GROUPS)[number];
/** The known group a key stands for, or null for one we have no label for (shown as itself). */
export function knownPurchaseGroup(value: string): PurchaseGroup | null {
  return (PURCHASE_GROUPS as readonly string[]).includes(value) ? (value as PurchaseGroup) : null;
}

/** grupa: an open key (number or string on the wire, read as a string); null is "none". */
export const purchaseGroupRow = z.object({
  grupa: z.union([z.string(), z.number()]).transform(String).nullable(),
  broj_korisnika: count,
  privatni: count,
  poslovni: count,
  broj_kupovina: count,
  iznos: decimal,
});

export const topUserRow = z.object({ email: z.string(), broj_kupovina: count, iznos: decimal });
export const promotionRow = z.object({ datum: isoDate, broj: count, korist: decimal });
/** The promotions we know; promocija is an open key. */
export const PROMOTIONS = ['paydo', 'mastercard'] as const;
export function knownPromotion(value: string): (typeof PROMOTIONS)[number] | null {
  return (PROMOTIONS as readonly string[]).includes(value) ? (value as (typeof PROMOTIONS)[number]) : null;
}
export const promotionTotalRow = z.object({ promocija: z.string(), broj: count, korist: decimal });
export const usedPromotionRow = z.object({ datum: isoDate, paydo: decimal, mastercard: decimal });
export const cityRow = z.object({
  grad: z.string(),
  broj_korisnika: count,
  privatni: count,
  poslovni: count,
  broj_kupovina: count,
  iznos: decimal,
});

export const userTypeRow = z.object({
  datum: isoDate,
  privatni: count,
  poslovni: count,
  gost: count,
  ukupno: count,
  domaci: count,
  strani: count,
  android_preuzimanja: count,
  ios_preuzimanja: count,
  activeUsersCount: count,
});

export const PURCHASE_BREAKDOWN = [
  'android',
  'ios',
  'web',
  'ostalo',
  'ukupno',
  'domaci',
  'strani',
  'prepaid',
  'kartica',
  'promo',
  'tokenizirana_kartica',
  'jednokratna_kartica',
  'mastercard_tokenizirana',
  'maestro_jednokratna',
] as const;
export const purchasesRow = z
  .object({ datum: isoDate })
  .extend(Object.fromEntries(PURCHASE_BREAKDOWN.map((k) => [k, count])) as Record<(typeof PURCHASE_BREAKDOWN)[number], typeof count>);
export const amountsRow = z
  .object({ datum: isoDate })
  .extend(Object.fromEntries(PURCHASE_BREAKDOWN.map((k) => [k, decimal])) as Record<(typeof PURCHASE_BREAKDOWN)[number], typeof decimal>);

/** The payment kinds we know; vrsta is an open key. */
export const PAYMENT_KINDS = ['sve', 'fiks_prepaid', 'payway_prepaid', 'admin_prepaid', 'bon'] as const;
export function knownPaymentKind(value: string): (typeof PAYMENT_KINDS)[number] | null {
  return (PAYMENT_KINDS as readonly string[]).includes(value) ? (value as (typeof PAYMENT_KINDS)[number]) : null;
}
export const paymentsRow = z.object({
  datum: isoDate,
  vrsta: z.string(),
  paymentsCount: count,
  paymentsValue: decimal,
});

export const userGroupsResponse = z.object({
  typeOfUserList: z.array(userTypeRow),
  purchasesList: z.array(purchasesRow),
  amountsList: z.array(amountsRow),
  paymentsList: z.array(paymentsRow),
});

export const businessUserRow = z.object({
  id,
  naziv: z.string(),
  grad: z.string(),
  datum_registracije: isoDate,
  stanje: decimal,
  aktivna_vozila: count,
  aktivni_korisnici: count,
  uplate_banka_broj: count,
  uplate_banka_iznos: decimal,
  uplate_kartica_broj: count,
  uplate_kartica_iznos: decimal,
  uplate_bon_broj: count,
  uplate_bon_iznos: decimal,
  uplate_ukupno_broj: count,
  uplate_ukupno_iznos: decimal,
  zadnja_uplata_datum: z.nullable(isoDate),
  zadnja_uplata_iznos: z.nullable(decimal),
  zadnja_uplata_nacin: z.string().nullable(),
  prepaid_kupovine_broj: count,
  prepaid_kupovine_iznos: decimal,
  ostale_kupovine_broj: count,
  ostale_kupovine_iznos: decimal,
  kupovine_ukupno_broj: count,
  kupovine_ukupno_iznos: decimal,
  korisnici_prepaid: count,
  korisnici_kartica: count,
  korisnici_ostalo: count,
  korisnici_ukupno: count,
});

export const tokenizedCardsRow = z.object({
  mjesec: month,
  godina: integer,
  mastercard: count,
  ostale: count,
  ukupno: count,
});
export const activeTokensRow = z.object({ mastercard: count, ostale: count, ukupno: count, tokenizirano_danas: count });

/**
 * A paged section: content and records_total (operations.md §5). The page size is not in the spec:
 * a server that sends its page count (broj_stranica, as the other paged lists do) is believed;
 * otherwise the client assumes PAYDO_PAGE_SIZE rows a page.
 */
const paged = <T extends z.ZodType>(row: T) =>
  z.object({ content: z.array(row), records_total: count, broj_stranica: z.optional(count) });

/** Every report key of §7 with the schema of its answer. */
export const paydoSections = {
  korisnici_i_kupovine: paged(usersAndSalesRow),
  sve_kupovine: paged(monthlySalesRow),
  broj_kupovina: paged(purchaseGroupRow),
  korisnik_max_kupovina: z.array(topUserRow),
  promocija_paydo: paged(promotionRow),
  promocija_mastercard: paged(promotionRow),
  promocije_ukupno: paged(promotionTotalRow),
  promocije_iskoristeno: paged(usedPromotionRow),
  po_gradovima: paged(cityRow),
  novi_korisnici: userGroupsResponse,
  svi_korisnici: userGroupsResponse,
  web_data: userGroupsResponse,
  mobile_data: userGroupsResponse,
  poslovni_korisnici: paged(businessUserRow),
  tokenizirane_kartice: paged(tokenizedCardsRow),
  trenutno_aktivni_tokeni: z.array(activeTokensRow),
} as const;

export type PaydoSection = keyof typeof paydoSections;
export const PAYDO_SECTIONS = Object.keys(paydoSections) as PaydoSection[];
/** Sections that take ?page= (the others answer everything at once). */
export const PAYDO_PAGED_SECTIONS: readonly PaydoSection[] = [
  'korisnici_i_kupovine',
  'sve_kupovine',
  'broj_kupovina',
  'promocija_paydo',
  'promocija_mastercard',
  'promocije_iskoristeno',
  'po_gradovima',
  'poslovni_korisnici',
  'tokenizirane_kartice',
];

/** What a server may send (z.input) and what the client reads (z.output). */
export type UserGroupsWire = z.input<typeof userGroupsResponse>;
export type UserGroups = z.output<typeof userGroupsResponse>;
export type BusinessUserWire = z.input<typeof businessUserRow>;
export type PaydoQuery = z.input<typeof paydoQuery>;
