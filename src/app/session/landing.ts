/**
 * Landing rule (reporting.md §2): dashboard, else parking, else garages, else parks, else sales,
 * else system status. The rule knows permissions and routes only, not the screens behind them.
 */
import type { Permission } from '../../api/contract/permissions';
import type { RouteName } from '../../routing/paths';

const ORDER: { permission: Permission; route: RouteName }[] = [
  { permission: 'DashboardView', route: 'home' },
  { permission: 'ParkingView', route: 'parking' },
  { permission: 'GarazeView', route: 'garages' },
  { permission: 'ParkoviView', route: 'parks' },
  { permission: 'ProdajaView', route: 'sales' },
];

export function landingRoute(permissions: ReadonlySet<string>): RouteName {
  return ORDER.find((entry) => permissions.has(entry.permission))?.route ?? 'systemStatus';
}
