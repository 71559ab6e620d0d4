/**
 * Landing rule (reporting.md §2): dashboard, else parking, else garages, else parks, else sales,
 * else system status. The rule knows permissions and routes only, not the screens behind them.
 */
import { routePermission, type RouteName } from '../../routing/route-table';

/** The candidates in order, each reached with its route's permission. */
const ORDER: RouteName[] = ['home', 'parking', 'garages', 'parks', 'sales'];

export function landingRoute(permissions: ReadonlySet<string>): RouteName {
  return (
    ORDER.find((route) => {
      const permission = routePermission(route);
      return permission !== undefined && permissions.has(permission);
    }) ?? 'systemStatus'
  );
}
