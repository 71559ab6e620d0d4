/**
 * Mobile payment statistics (operations.md §2): /paydo-statistika and its child routes behind
 * PaydoStatistikaView, and "Platform statistics" in the top bar.
 */
import type { FeatureRoutes } from '../../routing/feature-routes';

const page = () => import('./components/PaydoStatisticsPage').then((m) => ({ Component: m.PaydoStatisticsPage }));

export const paydoStatisticsRoutes: FeatureRoutes = {
  routes: [
    { name: 'paydoStatistics', permission: 'PaydoStatistikaView', load: page },
    { name: 'paydoStatisticsTab', permission: 'PaydoStatistikaView', load: page },
  ],
  menu: [{ route: 'paydoStatistics', labelKey: 'nav.platformStatistics', permission: 'PaydoStatistikaView', order: 60 }],
  i18n: { namespace: 'paydo-statistics', load: (language) => import(`./i18n/${language}.json`) },
};
