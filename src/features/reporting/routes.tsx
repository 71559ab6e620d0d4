/** Sales reports (reporting.md §2): the dashboard at the root and the list and detail reports, each behind its permission. */
import type { FeatureRoutes } from '../../routing/feature-routes';

const lists = () => import('./components/EntityListPage');
const details = () => import('./components/EntityDetailPage');

export const reportingRoutes: FeatureRoutes = {
  routes: [
    {
      name: 'home',
      permission: 'DashboardView',
      load: () => import('./components/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
    },
    { name: 'parking', permission: 'ParkingView', load: () => lists().then((m) => ({ Component: m.ParkingListPage })) },
    { name: 'garages', permission: 'GarazeView', load: () => lists().then((m) => ({ Component: m.GaragesListPage })) },
    { name: 'parks', permission: 'ParkoviView', load: () => lists().then((m) => ({ Component: m.ParksListPage })) },
    { name: 'sales', permission: 'ProdajaView', load: () => import('./components/SalesListPage').then((m) => ({ Component: m.SalesListPage })) },
    { name: 'parkingProvider', permission: 'ParkingProviderView', sideMenu: true, load: () => details().then((m) => ({ Component: m.ParkingProviderPage })) },
    { name: 'garageDetails', permission: 'GarazaDetaljiView', sideMenu: true, load: () => details().then((m) => ({ Component: m.GarageDetailsPage })) },
    { name: 'parkDetails', permission: 'ParkDetaljiView', sideMenu: true, load: () => details().then((m) => ({ Component: m.ParkDetailsPage })) },
    { name: 'saleDetails', permission: 'ProdajaDetaljiView', sideMenu: true, load: () => details().then((m) => ({ Component: m.SaleDetailsPage })) },
  ],
  menu: [
    { route: 'parking', labelKey: 'nav.parking', permission: 'ParkingView', order: 10 },
    { route: 'garages', labelKey: 'nav.garages', permission: 'GarazeView', order: 20 },
    { route: 'parks', labelKey: 'nav.parks', permission: 'ParkoviView', order: 30 },
    { route: 'sales', labelKey: 'nav.sales', permission: 'ProdajaView', order: 40 },
  ],
  i18n: { namespace: 'reporting', load: (language) => import(`./i18n/${language}.json`) },
};
