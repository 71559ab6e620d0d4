/** The payment statistics' sections as the screens see them (camelCase, numbers). */
import { PURCHASE_BREAKDOWN, SALES_CHANNELS } from '../../../api/contract/paydo';

export interface Paged<T> {
  rows: T[];
  total: number;
  pageCount: number;
}

/** Users (private and business) and their purchases: of a day, a purchase group or a city. */
export interface SalesFigures {
  users: number;
  privateUsers: number;
  businessUsers: number;
  purchases: number;
  amount: number;
}

export interface UsersAndSales extends SalesFigures {
  date: string;
  android: number;
  ios: number;
}

export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LIST: readonly SalesChannel[] = SALES_CHANNELS;

export interface MonthlySales {
  month: number;
  year: number;
  channels: Record<SalesChannel, { count: number; amount: number }>;
}

export interface PurchaseGroup extends SalesFigures {
  /** The open group key ('1', '2', '10', '50' known), null for "none". */
  group: string | null;
}

export interface TopUser {
  email: string;
  purchases: number;
  amount: number;
}

export interface PromotionDay {
  date: string;
  count: number;
  benefit: number;
}

export interface PromotionTotal {
  promotion: string;
  count: number;
  benefit: number;
}

export interface UsedPromotions {
  date: string;
  paydo: number;
  mastercard: number;
}

export interface CitySales extends SalesFigures {
  city: string;
}

export interface UserTypesDay {
  date: string;
  privateUsers: number;
  businessUsers: number;
  guests: number;
  total: number;
  domestic: number;
  foreign: number;
  androidDownloads: number;
  iosDownloads: number;
  activeUsers: number;
}

export type PurchaseBreakdownKey = (typeof PURCHASE_BREAKDOWN)[number];
export const PURCHASE_BREAKDOWN_KEYS: readonly PurchaseBreakdownKey[] = PURCHASE_BREAKDOWN;

export interface BreakdownDay {
  date: string;
  values: Record<PurchaseBreakdownKey, number>;
}

export interface PaymentsDay {
  date: string;
  /** By payment kind (an open key; 'sve' is all of them). */
  kinds: Record<string, { count: number; value: number }>;
}

export interface UserGroups {
  userTypes: UserTypesDay[];
  purchases: BreakdownDay[];
  amounts: BreakdownDay[];
  payments: PaymentsDay[];
  /** The payment kinds present: the known ones in their order, then any other in order of appearance. */
  paymentKinds: string[];
}

export interface BusinessUser {
  id: number;
  name: string;
  city: string;
  registeredOn: string;
  balance: number;
  activeVehicles: number;
  activeUsers: number;
  paymentsBank: { count: number; amount: number };
  paymentsCard: { count: number; amount: number };
  paymentsBon: { count: number; amount: number };
  paymentsTotal: { count: number; amount: number };
  lastPayment: { date: string; amount: number | null; method: string | null } | null;
  prepaidPurchases: { count: number; amount: number };
  otherPurchases: { count: number; amount: number };
  purchasesTotal: { count: number; amount: number };
  usersPrepaid: number;
  usersCard: number;
  usersOther: number;
  usersTotal: number;
}

export interface TokenizedCardsMonth {
  month: number;
  year: number;
  mastercard: number;
  other: number;
  total: number;
}

export interface ActiveTokens {
  mastercard: number;
  other: number;
  total: number;
  tokenizedToday: number;
}

export interface Recipient {
  email: string;
  name: string;
}

/** What each section's call yields, in domain terms. */
export interface SectionData {
  korisnici_i_kupovine: Paged<UsersAndSales>;
  sve_kupovine: Paged<MonthlySales>;
  broj_kupovina: Paged<PurchaseGroup>;
  korisnik_max_kupovina: TopUser | null;
  promocija_paydo: Paged<PromotionDay>;
  promocija_mastercard: Paged<PromotionDay>;
  promocije_ukupno: PromotionTotal[];
  promocije_iskoristeno: Paged<UsedPromotions>;
  po_gradovima: Paged<CitySales>;
  novi_korisnici: UserGroups;
  svi_korisnici: UserGroups;
  web_data: UserGroups;
  mobile_data: UserGroups;
  poslovni_korisnici: Paged<BusinessUser>;
  tokenizirane_kartice: Paged<TokenizedCardsMonth>;
  trenutno_aktivni_tokeni: ActiveTokens | null;
}
