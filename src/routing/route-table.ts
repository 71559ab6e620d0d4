/**
 * Every route of the app, by route name, assembled from the features' definitions (each feature's
 * `routes.ts`) and the routes no feature owns. The one module of src/routing that imports from
 * features, and only their `routes.ts` (the `portal/layers` lint rule), which are data: a feature
 * links to another's screens through `routePath` (paths.ts) without loading it.
 */
import type { Permission } from '../api/contract/permissions';
import type { FeatureRoutes, RouteDefinition, RouteFacts } from './feature-routes';
import { authRoutes } from '../features/auth/routes';
import { reportingRoutes } from '../features/reporting/routes';
import { transactionsRoutes } from '../features/transactions/routes';
import { statementsRoutes } from '../features/statements/routes';
import { systemStatusRoutes } from '../features/system-status/routes';
import { incidentsRoutes } from '../features/incidents/routes';
import { settingsRoutes } from '../features/settings/routes';
import { paydoStatisticsRoutes } from '../features/paydo-statistics/routes';
import { zonesRoutes } from '../features/zones/routes';

/** Every feature, in the order the app mounts their routes and lists their namespaces. */
export const features = [
  authRoutes,
  reportingRoutes,
  transactionsRoutes,
  statementsRoutes,
  systemStatusRoutes,
  incidentsRoutes,
  settingsRoutes,
  paydoStatisticsRoutes,
  zonesRoutes,
] as const satisfies readonly FeatureRoutes[];

/**
 * Routes no feature owns: the app mounts their screens itself. The root's landing rule is the app's
 * (src/app/session/landing.ts); its route, the dashboard, is the reporting feature's (`home`).
 * Not found has no route: it is whatever no pattern matches (its title is `notFound`).
 */
const appRoutes = {
  permissionDenied: {
    path: '/denied',
    title: 'permissionDenied',
    spec: 'reporting.md §2 Public routes',
    access: 'public',
  },
} as const satisfies Record<string, RouteFacts>;

/** The route names of a feature: the keys of its `routes`. */
type NamesOf<Feature> = Feature extends FeatureRoutes<infer Name> ? Name : never;

export type RouteName = NamesOf<(typeof features)[number]> | keyof typeof appRoutes;

/** A route as the app reads it: its facts, and the screen when a feature defines it. */
export type RouteEntry = RouteFacts & Partial<Pick<RouteDefinition, 'load' | 'modal' | 'sideMenu'>>;

/** Every route by name: the features' in their order, then the app's. */
export const routeTable = Object.assign(
  {},
  ...features.map((feature) => feature.routes),
  appRoutes,
) as Record<RouteName, RouteEntry>;

/** Every route name, in the table's order. */
export const routeNames = Object.keys(routeTable) as RouteName[];

/** The permission a route asks for, if any: none for a public route or one open to every signed-in user. */
export function routePermission(route: RouteName): Permission | undefined {
  const { access } = routeTable[route];
  return access === 'public' || access === 'signed-in' ? undefined : access;
}
