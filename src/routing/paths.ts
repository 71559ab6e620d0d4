/**
 * Every route of both specs, by the spec's route name. A leaf module: features build links
 * from it and the app mounts the screens that are built. Imports nothing.
 */
type Id = string | number;

export const routePatterns = {
  login: '/login',
  resetPassword: '/reset-password',
  setNewPassword: '/reset-password/:uuid',
  permissionDenied: '/denied',
  home: '/',
  parking: '/parking',
  parkingProvider: '/parking/provider/:id',
  parkingProviderTransactions: '/parking/provider/:id/transakcije',
  parkingProviderReceipts: '/parking/provider/:id/racuni',
  garages: '/garaze',
  garageDetails: '/garaze/garaza/:id',
  garageTransactions: '/garaze/garaza/:id/transakcije',
  parks: '/ulaznice',
  parkDetails: '/parkovi/park/:id',
  parkTransactions: '/parkovi/park/:id/transakcije',
  parkTickets: '/parkovi/park/:id/ulaznice',
  sales: '/prodaja',
  saleDetails: '/prodaja/provider/:id',
  prodajaTransactions: '/prodaja/provider/:id/transakcije',
  statements: '/obracuni',
  changePassword: '/promijeni-lozinku',
  systemStatus: '/status-sustava',
  parkingProviderZones: '/parking/provider/:id/zone',
  parkingProviderZoneDetails: '/parking/provider/:id/zone/:zoneId/details',
  zoneGeo: '/parking/provider/:id/zone/:zoneId/geo',
  parkingProviderNewWorkingPeriod: '/parking/provider/:id/working-periods/new',
  parkingProviderZoneNewWorkingPeriod: '/parking/provider/:id/zone/:zoneId/working-periods/new',
  parkingProviderEditWorkingPeriod:
    '/parking/provider/:id/zone/:zoneId/working-period/:workingPeriodId/edit',
  parkingProviderEditWorkingPeriodRequest:
    '/parking/provider/:id/zone/:zoneId/working-period-request/:workingPeriodRequestId/edit',
  garageWorkingHours: '/garaze/garaza/:id/working-hours',
  garageNewWorkingPeriod: '/garaze/garaza/:id/working-periods/new',
  garageEditWorkingPeriod: '/garaze/garaza/:id/working-period/:workingPeriodId/edit',
  garageEditWorkingPeriodRequest:
    '/garaze/garaza/:id/working-period-request/:workingPeriodRequestId/edit',
  incidents: '/incidenti',
  settings: '/settings',
  paydoStatistics: '/paydo-statistika',
  /** One child route per statistics view (operations.md §2): users-and-sales, all-sales, … tokenized-cards. */
  paydoStatisticsTab: '/paydo-statistika/:tab',
} as const;

export type RouteName = keyof typeof routePatterns;

/** Fills a pattern's `:params`. */
export function routePath(name: RouteName, params: Record<string, Id> = {}): string {
  return routePatterns[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A base that no real page has: a candidate that resolves elsewhere is not a path of the app. */
const IN_APP_ORIGIN = 'http://portal.invalid';

/**
 * Only paths inside the app are honoured after login: a single leading slash, no scheme,
 * no protocol-relative `//host`, no backslash tricks, no control characters.
 */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/')) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return '/';
  }
  // eslint-disable-next-line no-control-regex -- the pattern matches control characters on purpose
  if (/[\u0000-\u001f\\]/.test(decoded)) return '/';
  let url: URL;
  try {
    url = new URL(candidate, IN_APP_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== IN_APP_ORIGIN) return '/';
  // Decide on the path as the browser will resolve it: `/.//x`, `/%2e//x` and `/a/..//x` all become
  // `//x`, which a router or a later redirect would read as another host.
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return '/';
  }
  if (url.pathname.startsWith('//') || path.startsWith('//') || path.includes('\\')) return '/';
  if (url.pathname.startsWith(routePatterns.login)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
