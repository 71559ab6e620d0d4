/**
 * Mobile payment statistics (operations.md §2): /paydo-statistika and its child routes behind
 * PaydoStatistikaView, and "Platform statistics" in the top bar.
 */
import { defineFeature } from '../../routing/feature-routes';

const page = () => import('./components/PaydoStatisticsPage').then((m) => ({ Component: m.PaydoStatisticsPage }));

export const paydoStatisticsRoutes = defineFeature({
  routes: {
    paydoStatistics: {
      path: '/paydo-statistika',
      title: 'paydoStatistics',
      spec: 'operations.md §2 Mobile payment statistics area',
      access: 'PaydoStatistikaView',
      load: page,
    },
    paydoStatisticsTab: {
      path: '/paydo-statistika/:tab',
      title: 'paydoStatistics',
      spec: 'operations.md §2 Mobile payment statistics area',
      access: 'PaydoStatistikaView',
      load: page,
    },
  },
  menu: [{ route: 'paydoStatistics', labelKey: 'nav.platformStatistics', order: 60 }],
  i18n: { namespace: 'paydo-statistics', load: (language) => import(`./i18n/${language}.json`) },
});
