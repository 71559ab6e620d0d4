/**
 * Transactions, receipts and park tickets (reporting.md §2): the lists under a provider, garage,
 * sales provider or park, each behind its permission. The report pages show their side links once
 * these routes are registered.
 */
import { defineFeature } from '../../routing/feature-routes';

const transactions = () => import('./components/TransactionsPage');

export const transactionsRoutes = defineFeature({
  routes: {
    parkingProviderTransactions: {
      path: '/parking/provider/:id/transakcije',
      title: 'parkingTransactions',
      spec: 'reporting.md §2 Parking provider transactions, garage transactions, sales transactions',
      access: 'ParkingTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.ParkingTransactionsPage })),
    },
    garageTransactions: {
      path: '/garaze/garaza/:id/transakcije',
      title: 'garageTransactions',
      spec: 'reporting.md §2 Parking provider transactions, garage transactions, sales transactions',
      access: 'GarazaTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.GarageTransactionsPage })),
    },
    prodajaTransactions: {
      path: '/prodaja/provider/:id/transakcije',
      title: 'salesTransactions',
      spec: 'reporting.md §2 Parking provider transactions, garage transactions, sales transactions',
      access: 'ProdajaTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.SalesTransactionsPage })),
    },
    parkingProviderReceipts: {
      path: '/parking/provider/:id/racuni',
      title: 'receipts',
      spec: 'reporting.md §2 Parking receipts',
      access: 'ParkingRacuniView',
      load: () => import('./components/ReceiptsPage').then((m) => ({ Component: m.ReceiptsPage })),
    },
    parkTickets: {
      path: '/parkovi/park/:id/ulaznice',
      title: 'parkTickets',
      spec: 'reporting.md §2 Parks list and park details',
      access: 'ParkUlazniceView',
      load: () => import('./components/ParkTicketsPage').then((m) => ({ Component: m.ParkTicketsPage })),
    },
    parkTransactions: {
      path: '/parkovi/park/:id/transakcije',
      title: 'parkTransactions',
      spec: 'reporting.md §2 Routes inside the main layout (legacy park/garage transactions view)',
      // The legacy park/garage transactions view: the garage transactions list, its call and permission.
      access: 'GarazaTransakcijeView',
      load: () => transactions().then((m) => ({ Component: m.ParkTransactionsPage })),
    },
  },
  menu: [],
  i18n: { namespace: 'transactions', load: (language) => import(`./i18n/${language}.json`) },
});
