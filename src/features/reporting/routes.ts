/** Sales reports (reporting.md §2): the dashboard at the root and the list and detail reports, each behind its permission. */
import { defineFeature } from '../../routing/feature-routes';

const lists = () => import('./components/EntityListPage');
const details = () => import('./components/EntityDetailPage');
const entityCalls = () => import('./api/entity-page');

export const reportingRoutes = defineFeature({
  routes: {
    home: {
      path: '/',
      title: 'home',
      spec: 'reporting.md §2 Dashboard (home)',
      access: 'DashboardView',
      load: () => import('./components/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
      prefetch: () => import('./api/dashboard-page').then((m) => m.prefetchDashboard),
    },
    parking: {
      path: '/parking',
      title: 'parking',
      spec: 'reporting.md §2 Parking list',
      access: 'ParkingView',
      load: () => lists().then((m) => ({ Component: m.ParkingListPage })),
    },
    garages: {
      path: '/garaze',
      title: 'garages',
      spec: 'reporting.md §2 Garages list',
      access: 'GarazeView',
      load: () => lists().then((m) => ({ Component: m.GaragesListPage })),
    },
    parks: {
      path: '/ulaznice',
      title: 'parks',
      spec: 'reporting.md §2 Parks list and park details',
      access: 'ParkoviView',
      load: () => lists().then((m) => ({ Component: m.ParksListPage })),
    },
    sales: {
      path: '/prodaja',
      title: 'sales',
      spec: 'reporting.md §2 Sales list and sale details',
      access: 'ProdajaView',
      load: () => import('./components/SalesListPage').then((m) => ({ Component: m.SalesListPage })),
    },
    parkingProvider: {
      path: '/parking/provider/:id',
      title: 'parkingProvider',
      spec: 'reporting.md §2 Parking provider page',
      access: 'ParkingProviderView',
      sideMenu: true,
      load: () => details().then((m) => ({ Component: m.ParkingProviderPage })),
      prefetch: () => entityCalls().then((m) => m.prefetchEntityPage('parking')),
    },
    garageDetails: {
      path: '/garaze/garaza/:id',
      title: 'garage',
      spec: 'reporting.md §2 Garage details',
      access: 'GarazaDetaljiView',
      sideMenu: true,
      load: () => details().then((m) => ({ Component: m.GarageDetailsPage })),
      prefetch: () => entityCalls().then((m) => m.prefetchEntityPage('garage')),
    },
    parkDetails: {
      path: '/parkovi/park/:id',
      title: 'park',
      spec: 'reporting.md §2 Parks list and park details',
      access: 'ParkDetaljiView',
      sideMenu: true,
      load: () => details().then((m) => ({ Component: m.ParkDetailsPage })),
      prefetch: () => entityCalls().then((m) => m.prefetchEntityPage('park')),
    },
    saleDetails: {
      path: '/prodaja/provider/:id',
      title: 'salesProvider',
      spec: 'reporting.md §2 Sales list and sale details',
      access: 'ProdajaDetaljiView',
      sideMenu: true,
      load: () => details().then((m) => ({ Component: m.SaleDetailsPage })),
      prefetch: () => entityCalls().then((m) => m.prefetchEntityPage('sales')),
    },
  },
  menu: [
    { route: 'parking', labelKey: 'nav.parking', order: 10 },
    { route: 'garages', labelKey: 'nav.garages', order: 20 },
    { route: 'parks', labelKey: 'nav.parks', order: 30 },
    { route: 'sales', labelKey: 'nav.sales', order: 40 },
  ],
  i18n: { namespace: 'reporting', load: (language) => import(`./i18n/${language}.json`) },
});
