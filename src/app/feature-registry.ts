/**
 * The features' routes, top-bar entries and i18n namespaces as the app mounts them, from the route
 * table (src/routing/route-table.ts). A route no feature defines (/denied) has no screen here: the app
 * mounts it itself.
 */
import type { Permission } from '../api/contract/permissions';
import type { FeatureNamespace, MenuEntry, RouteDefinition } from '../routing/feature-routes';
import { matchRoutes } from 'react-router-dom';
import { features, routePermission, routeTable, type RouteName } from '../routing/route-table';

/** A feature's route with its name and the namespace of the feature, loaded before the route renders. */
export interface RegisteredRoute extends RouteDefinition {
  name: RouteName;
  i18n?: FeatureNamespace;
}

export function featureRoutes(): RegisteredRoute[] {
  return features.flatMap((feature) =>
    Object.entries<RouteDefinition>(feature.routes).map(([name, route]) => ({ ...route, name: name as RouteName, i18n: feature.i18n })),
  );
}

/** A top-bar entry, shown to whoever may open its route. */
export interface RegisteredMenuEntry extends MenuEntry<RouteName> {
  permission?: Permission;
}

export function menuEntries(): RegisteredMenuEntry[] {
  return features
    .flatMap((feature): MenuEntry<RouteName>[] => feature.menu)
    .map((entry) => {
      const permission = routePermission(entry.route);
      return permission ? { ...entry, permission } : entry;
    })
    .sort((a, b) => a.order - b.order);
}

/** Whether the screen at `pathname` puts links in the side menu (RouteDefinition.sideMenu). */
export function hasSideMenu(pathname: string): boolean {
  const routes = featureRoutes()
    .filter((route) => route.sideMenu)
    .map((route) => ({ path: route.path }));
  return (matchRoutes(routes, pathname)?.length ?? 0) > 0;
}

export function isBuilt(route: RouteName): boolean {
  return routeTable[route].load !== undefined;
}
