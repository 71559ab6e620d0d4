/**
 * Zones, working hours and closing rules of parking providers and garages (operations.md §2), each
 * screen behind its permission (§6): the parking forms behind ParkingProviderNew/EditWorkingPeriodView,
 * the garage forms (the spec names no view permission for them) behind ChangeGarageRequests.
 */
import { defineFeature } from '../../routing/feature-routes';

/** One screen for a new period at provider level and for one zone. */
const parkingNewWorkingPeriod = () => import('./components/ParkingNewWorkingPeriodPage').then((m) => ({ Component: m.ParkingNewWorkingPeriodPage }));

export const zonesRoutes = defineFeature({
  routes: {
    parkingProviderZones: {
      path: '/parking/provider/:id/zone',
      title: 'zones',
      spec: 'operations.md §2 Parking provider zones page',
      access: 'ParkingProviderZonesView',
      load: () => import('./components/ZonesPage').then((m) => ({ Component: m.ZonesPage })),
    },
    parkingProviderZoneDetails: {
      path: '/parking/provider/:id/zone/:zoneId/details',
      title: 'zone',
      spec: 'operations.md §2 Zone details page',
      access: 'ParkingProviderZoneDetailsView',
      load: () => import('./components/ZoneDetailsPage').then((m) => ({ Component: m.ZoneDetailsPage })),
    },
    zoneGeo: {
      path: '/parking/provider/:id/zone/:zoneId/geo',
      title: 'zoneBorders',
      spec: 'operations.md §2 Zone map editor (full page or modal)',
      access: 'ParkingProviderZoneDetailsView',
      modal: true,
      load: () => import('./components/ZoneGeoPage').then((m) => ({ Component: m.ZoneGeoPage })),
    },
    parkingProviderNewWorkingPeriod: {
      path: '/parking/provider/:id/working-periods/new',
      title: 'newWorkingPeriod',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ParkingProviderNewWorkingPeriodView',
      load: parkingNewWorkingPeriod,
    },
    parkingProviderZoneNewWorkingPeriod: {
      path: '/parking/provider/:id/zone/:zoneId/working-periods/new',
      title: 'newWorkingPeriod',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ParkingProviderNewWorkingPeriodView',
      load: parkingNewWorkingPeriod,
    },
    parkingProviderEditWorkingPeriod: {
      path: '/parking/provider/:id/zone/:zoneId/working-period/:workingPeriodId/edit',
      title: 'editWorkingPeriod',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ParkingProviderEditWorkingPeriodView',
      load: () => import('./components/ParkingEditWorkingPeriodPage').then((m) => ({ Component: m.ParkingEditWorkingPeriodPage })),
    },
    parkingProviderEditWorkingPeriodRequest: {
      path: '/parking/provider/:id/zone/:zoneId/working-period-request/:workingPeriodRequestId/edit',
      title: 'editWorkingPeriodRequest',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ParkingProviderEditWorkingPeriodView',
      load: () => import('./components/ParkingEditWorkingPeriodRequestPage').then((m) => ({ Component: m.ParkingEditWorkingPeriodRequestPage })),
    },
    garageWorkingHours: {
      path: '/garaze/garaza/:id/working-hours',
      title: 'garageWorkingPeriods',
      spec: 'operations.md §2 Screens and routes (garageWorkingHours); reporting.md §2 Garage details',
      access: 'GarazaWorkingHoursView',
      load: () => import('./components/GarageWorkingPeriodsPage').then((m) => ({ Component: m.GarageWorkingPeriodsPage })),
    },
    garageNewWorkingPeriod: {
      path: '/garaze/garaza/:id/working-periods/new',
      title: 'newWorkingPeriod',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ChangeGarageRequests',
      load: () => import('./components/GarageNewWorkingPeriodPage').then((m) => ({ Component: m.GarageNewWorkingPeriodPage })),
    },
    garageEditWorkingPeriod: {
      path: '/garaze/garaza/:id/working-period/:workingPeriodId/edit',
      title: 'editWorkingPeriod',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ChangeGarageRequests',
      load: () => import('./components/GarageEditWorkingPeriodPage').then((m) => ({ Component: m.GarageEditWorkingPeriodPage })),
    },
    garageEditWorkingPeriodRequest: {
      path: '/garaze/garaza/:id/working-period-request/:workingPeriodRequestId/edit',
      title: 'editWorkingPeriodRequest',
      spec: 'operations.md §2 New and edit working period forms',
      access: 'ChangeGarageRequests',
      load: () => import('./components/GarageEditWorkingPeriodRequestPage').then((m) => ({ Component: m.GarageEditWorkingPeriodRequestPage })),
    },
  },
  menu: [],
  i18n: { namespace: 'zones', load: (language) => import(`./i18n/${language}.json`) },
});
