/**
 * Every route's path pattern by route name (`/parking/provider/:id`), from the route table
 * (route-table.ts): features build links with `routePath`, the app mounts the screens.
 */
import { routeNames, routeTable, type RouteName } from './route-table';

export type { RouteName };

type Id = string | number;

export const routePatterns = Object.fromEntries(routeNames.map((name) => [name, routeTable[name].path])) as Record<RouteName, string>;

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
