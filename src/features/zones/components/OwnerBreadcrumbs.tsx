/**
 * The breadcrumb of every zones and garage working-period screen: the list, the provider or garage, its
 * zones or working hours, the zone, and the current screen. A step links only when its screen is
 * built and the user may open it.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../api/contract/permissions';
import { hasPermission, useUser } from '../../../api/session';
import { Breadcrumbs, type BreadcrumbItem } from '../../../design-system/components/Breadcrumbs';
import { routePath, type RouteName } from '../../../routing/paths';
import { useDocumentEntity } from '../../../routing/document-title';

export interface OwnerBreadcrumbsProps {
  area: 'parking' | 'garage';
  id: number;
  name: string | undefined;
  zone?: { id: number; name: string };
  /** The current screen's title; absent when the last step is the current screen. */
  current?: string;
}

export function OwnerBreadcrumbs({ area, id, name, zone, current }: OwnerBreadcrumbsProps) {
  const { t } = useTranslation('zones');
  const user = useUser();
  // The title names the most specific entity on screen: the zone, else the provider or garage.
  useDocumentEntity(zone?.name ?? name);
  const href = (route: RouteName, permission: Permission, params: Record<string, number> = {}) =>
    hasPermission(user, permission) ? routePath(route, params) : undefined;
  const items: BreadcrumbItem[] =
    area === 'parking'
      ? [
          { label: t('breadcrumb.parking'), href: href('parking', 'ParkingView') },
          { label: name ?? '…', href: href('parkingProvider', 'ParkingProviderView', { id }) },
          { label: t('breadcrumb.zones'), href: href('parkingProviderZones', 'ParkingProviderZonesView', { id }) },
          ...(zone
            ? [{ label: zone.name, href: href('parkingProviderZoneDetails', 'ParkingProviderZoneDetailsView', { id, zoneId: zone.id }) }]
            : []),
        ]
      : [
          { label: t('breadcrumb.garages'), href: href('garages', 'GarazeView') },
          { label: name ?? '…', href: href('garageDetails', 'GarazaDetaljiView', { id }) },
          { label: t('breadcrumb.workingPeriods'), href: href('garageWorkingHours', 'GarazaWorkingHoursView', { id }) },
        ];
  if (current) items.push({ label: current });
  else {
    const last = items.pop();
    if (last) items.push({ label: last.label });
  }
  return (
    <Breadcrumbs
      items={items}
      renderLink={({ href: to, children, className }) => (
        <RouterLink to={to} className={className}>
          {children}
        </RouterLink>
      )}
    />
  );
}
