/**
 * Zones, working hours and closing rules of parking providers and garages (operations.md §2), each
 * screen behind its permission (§6): the parking forms behind ParkingProviderNew/EditWorkingPeriodView,
 * the garage forms (the spec names no view permission for them) behind ChangeGarageRequests.
 */
import type { FeatureRoutes } from '../../routing/feature-routes';

const forms = () => import('./components/WorkingPeriodPages');

export const zonesRoutes: FeatureRoutes = {
  routes: [
    {
      name: 'parkingProviderZones',
      permission: 'ParkingProviderZonesView',
      load: () => import('./components/ZonesPage').then((m) => ({ Component: m.ZonesPage })),
    },
    {
      name: 'parkingProviderZoneDetails',
      permission: 'ParkingProviderZoneDetailsView',
      load: () => import('./components/ZoneDetailsPage').then((m) => ({ Component: m.ZoneDetailsPage })),
    },
    {
      name: 'zoneGeo',
      permission: 'ParkingProviderZoneDetailsView',
      modal: true,
      load: () => import('./components/ZoneGeoPage').then((m) => ({ Component: m.ZoneGeoPage })),
    },
    { name: 'parkingProviderNewWorkingPeriod', permission: 'ParkingProviderNewWorkingPeriodView', load: () => forms().then((m) => ({ Component: m.ParkingNewWorkingPeriodPage })) },
    { name: 'parkingProviderZoneNewWorkingPeriod', permission: 'ParkingProviderNewWorkingPeriodView', load: () => forms().then((m) => ({ Component: m.ParkingNewWorkingPeriodPage })) },
    { name: 'parkingProviderEditWorkingPeriod', permission: 'ParkingProviderEditWorkingPeriodView', load: () => forms().then((m) => ({ Component: m.ParkingEditWorkingPeriodPage })) },
    {
      name: 'parkingProviderEditWorkingPeriodRequest',
      permission: 'ParkingProviderEditWorkingPeriodView',
      load: () => forms().then((m) => ({ Component: m.ParkingEditWorkingPeriodRequestPage })),
    },
    {
      name: 'garageWorkingHours',
      permission: 'GarazaWorkingHoursView',
      load: () => import('./components/GarageWorkingPeriodsPage').then((m) => ({ Component: m.GarageWorkingPeriodsPage })),
    },
    { name: 'garageNewWorkingPeriod', permission: 'ChangeGarageRequests', load: () => forms().then((m) => ({ Component: m.GarageNewWorkingPeriodPage })) },
    { name: 'garageEditWorkingPeriod', permission: 'ChangeGarageRequests', load: () => forms().then((m) => ({ Component: m.GarageEditWorkingPeriodPage })) },
    {
      name: 'garageEditWorkingPeriodRequest',
      permission: 'ChangeGarageRequests',
      load: () => forms().then((m) => ({ Component: m.GarageEditWorkingPeriodRequestPage })),
    },
  ],
  menu: [],
  i18n: { namespace: 'zones', load: (language) => import(`./i18n/${language}.json`) },
};
