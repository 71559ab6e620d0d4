/**
 * The features that are built, each handing its routes, menu entries and i18n namespace to the app.
 * A screen that is not built is not here: it has no route and no menu item.
 */
import type { FeatureNamespace, FeatureRoute, FeatureRoutes, MenuEntry } from '../routing/feature-routes';
import { matchRoutes } from 'react-router-dom';
import { routePatterns, type RouteName } from '../routing/paths';
import { statementsRoutes } from '../features/statements/routes';
import { authRoutes } from '../features/auth/routes';
import { reportingRoutes } from '../features/reporting/routes';
import { transactionsRoutes } from '../features/transactions/routes';
import { systemStatusRoutes } from '../features/system-status/routes';
import { incidentsRoutes } from '../features/incidents/routes';
import { settingsRoutes } from '../features/settings/routes';
import { paydoStatisticsRoutes } from '../features/paydo-statistics/routes';
import { zonesRoutes } from '../features/zones/routes';

export const features: FeatureRoutes[] = [authRoutes, reportingRoutes, transactionsRoutes, statementsRoutes, systemStatusRoutes, incidentsRoutes, settingsRoutes, paydoStatisticsRoutes, zonesRoutes];

/** A route with the namespace of the feature that declares it, loaded before the route renders. */
export interface RegisteredRoute extends FeatureRoute {
  i18n?: FeatureNamespace;
}

export function featureRoutes(): RegisteredRoute[] {
  return features.flatMap((feature) => feature.routes.map((route) => ({ ...route, i18n: feature.i18n })));
}

export function menuEntries(): MenuEntry[] {
  return features.flatMap((feature) => feature.menu).sort((a, b) => a.order - b.order);
}

/** Whether the screen at `pathname` puts links in the side menu (FeatureRoute.sideMenu). */
export function hasSideMenu(pathname: string): boolean {
  const routes = featureRoutes()
    .filter((route) => route.sideMenu)
    .map((route) => ({ path: routePatterns[route.name] }));
  return (matchRoutes(routes, pathname)?.length ?? 0) > 0;
}

export function isBuilt(route: RouteName): boolean {
  return featureRoutes().some((r) => r.name === route);
}
