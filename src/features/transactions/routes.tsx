/**
 * Transactions, receipts and park tickets (reporting.md §2): the lists under a provider, garage,
 * sales provider or park, each behind its permission. The report pages show their side links once
 * these routes are registered.
 */
import type { FeatureRoutes } from '../../routing/feature-routes';

const transactions = () => import('./components/TransactionsPage');

export const transactionsRoutes: FeatureRoutes = {
  routes: [
    {
      name: 'parkingProviderTransactions',
      permission: 'ParkingTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.ParkingTransactionsPage })),
    },
    {
      name: 'garageTransactions',
      permission: 'GarazaTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.GarageTransactionsPage })),
    },
    {
      name: 'prodajaTransactions',
      permission: 'ProdajaTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.SalesTransactionsPage })),
    },
    {
      name: 'parkingProviderReceipts',
      permission: 'ParkingRacuniView',
      load: () => import('./components/ReceiptsPage').then((m) => ({ Component: m.ReceiptsPage })),
    },
    {
      name: 'parkTickets',
      permission: 'ParkUlazniceView',
      load: () => import('./components/ParkTicketsPage').then((m) => ({ Component: m.ParkTicketsPage })),
    },
    {
      name: 'parkTransactions',
      // The legacy park/garage transactions view: the garage transactions list, its call and permission.
      permission: 'GarazaTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.ParkTransactionsPage })),
    },
  ],
  menu: [],
  i18n: { namespace: 'transactions', load: (language) => import(`./i18n/${language}.json`) },
};
