/**
 * The child routes of the statistics area (operations.md §2), in the order of the tab strip.
 * The path segments are the spec's names; by-promotions is the cities view (named byCities).
 */
export const STATS_TABS = [
  'users-and-sales',
  'all-sales',
  'num-of-sales',
  'paydo-promotion',
  'mastercard-promotion',
  'total-promotions',
  'used-promotions',
  'by-promotions',
  'newUsers',
  'allUsers',
  'web',
  'mobile',
  'business-users',
  'tokenized-cards',
] as const;

export type StatsTab = (typeof STATS_TABS)[number];

export const DEFAULT_TAB: StatsTab = 'users-and-sales';

export function isStatsTab(value: string | undefined): value is StatsTab {
  return (STATS_TABS as readonly string[]).includes(value ?? '');
}
