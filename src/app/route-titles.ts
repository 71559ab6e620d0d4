/**
 * The document title of every route: "<screen name> · <app name>", so each tab, bookmark and
 * history entry names its screen and a screen reader announces where a navigation led.
 *
 * The screen names live in the app's namespace (`titles.*`), not in the features': the title is
 * needed before a feature's namespace has loaded (the lazy route waits for it) and for routes no
 * feature owns (/denied, not found). Each route's definition names its title (RouteFacts.title), typed
 * by the keys of hr.json, so a title key that does not exist fails the typecheck; a unit test holds
 * en to the same keys.
 */
import { matchRoutes } from 'react-router-dom';
import type { ScreenTitle } from '../routing/feature-routes';
import { routeNames, routeTable, type RouteName } from '../routing/route-table';

export type { ScreenTitle };

/** Each route's screen name; several routes show one screen (a form for a zone or for all zones). */
export const routeTitles = Object.fromEntries(routeNames.map((name) => [name, routeTable[name].title])) as Record<RouteName, ScreenTitle>;

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
  const candidates = routeNames
    .filter((name) => name === 'home' || mounted(name))
    .map((name) => ({ name, path: routeTable[name].path }));
  const match = matchRoutes(candidates, pathname)?.at(-1);
  return match ? routeTitles[match.route.name] : 'notFound';
}
