/**
 * The features that are built, each handing its routes and menu entries to the app.
 * A screen that is not built is not here: it has no route and no menu item.
 */
import type { FeatureRoute, FeatureRoutes, MenuEntry } from '../routing/feature-routes';
import type { RouteName } from '../routing/paths';
import { statementsRoutes } from '../features/statements/routes';
import { authRoutes } from '../features/auth/routes';

export const features: FeatureRoutes[] = [authRoutes, statementsRoutes];

export function featureRoutes(): FeatureRoute[] {
  return features.flatMap((feature) => feature.routes);
}

export function menuEntries(): MenuEntry[] {
  return features.flatMap((feature) => feature.menu).sort((a, b) => a.order - b.order);
}

export function isBuilt(route: RouteName): boolean {
  return featureRoutes().some((r) => r.name === route);
}
