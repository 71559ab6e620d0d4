/**
 * The document title of every route: "<screen name> · <app name>", so each tab, bookmark and
 * history entry names its screen and a screen reader announces where a navigation led.
 *
 * The screen names live in the app's namespace (`titles.*`), not in the features': the title is
 * needed before a feature's namespace has loaded (the lazy route waits for it) and for routes no
 * feature owns (/denied, not found). The map is typed by RouteName, so a new route without a title
 * fails the typecheck, and by the keys of hr.json, so a title key that does not exist fails it too;
 * a unit test holds en to the same keys.
 */
import { matchRoutes } from 'react-router-dom';
import { routePatterns, type RouteName } from '../routing/paths';
import type appHr from './i18n/hr.json';

export type ScreenTitle = keyof typeof appHr.titles;

/** Each route's screen name; several routes show one screen (a form for a zone or for all zones). */
export const routeTitles: Record<RouteName, ScreenTitle> = {
  login: 'login',
  resetPassword: 'resetPassword',
  setNewPassword: 'setNewPassword',
  permissionDenied: 'permissionDenied',
  home: 'home',
  parking: 'parking',
  parkingProvider: 'parkingProvider',
  parkingProviderTransactions: 'parkingTransactions',
  parkingProviderReceipts: 'receipts',
  garages: 'garages',
  garageDetails: 'garage',
  garageTransactions: 'garageTransactions',
  parks: 'parks',
  parkDetails: 'park',
  parkTransactions: 'parkTransactions',
  parkTickets: 'parkTickets',
  sales: 'sales',
  saleDetails: 'salesProvider',
  prodajaTransactions: 'salesTransactions',
  statements: 'statements',
  changePassword: 'changePassword',
  systemStatus: 'systemStatus',
  parkingProviderZones: 'zones',
  parkingProviderZoneDetails: 'zone',
  zoneGeo: 'zoneBorders',
  parkingProviderNewWorkingPeriod: 'newWorkingPeriod',
  parkingProviderZoneNewWorkingPeriod: 'newWorkingPeriod',
  parkingProviderEditWorkingPeriod: 'editWorkingPeriod',
  parkingProviderEditWorkingPeriodRequest: 'editWorkingPeriodRequest',
  garageWorkingHours: 'garageWorkingPeriods',
  garageNewWorkingPeriod: 'newWorkingPeriod',
  garageEditWorkingPeriod: 'editWorkingPeriod',
  garageEditWorkingPeriodRequest: 'editWorkingPeriodRequest',
  incidents: 'incidents',
  settings: 'settings',
  paydoStatistics: 'paydoStatistics',
  paydoStatisticsTab: 'paydoStatistics',
};

/** The i18n key (namespace `app`) of a screen name. */
export function screenTitleKey(screen: ScreenTitle): string {
  return `titles.${screen}`;
}

/**
 * The screen a path shows, by the same rules the route table ranks patterns with: a route the app
 * mounts (`mounted`), else not found, as the catch-all route renders. The root is always mounted
 * (the landing rule).
 */
export function screenAt(pathname: string, mounted: (route: RouteName) => boolean): ScreenTitle {
  const candidates = (Object.keys(routePatterns) as RouteName[])
    .filter((name) => name === 'home' || mounted(name))
    .map((name) => ({ name, path: routePatterns[name] }));
  const match = matchRoutes(candidates, pathname)?.at(-1);
  return match ? routeTitles[match.route.name] : 'notFound';
}
