/** Statements (reporting.md §2): the page and its top-bar entry, both behind ObracuniView. */
import type { FeatureRoutes } from '../../routing/feature-routes';

export const statementsRoutes: FeatureRoutes = {
  routes: [
    {
      name: 'statements',
      permission: 'ObracuniView',
      load: () => import('./components/StatementsPage').then((m) => ({ Component: m.StatementsPage })),
    },
  ],
  menu: [{ route: 'statements', labelKey: 'nav.statements', permission: 'ObracuniView', order: 50 }],
  i18n: { namespace: 'statements', load: (language) => import(`./i18n/${language}.json`) },
};
