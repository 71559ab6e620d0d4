/** Statements (reporting.md §2): the page and its top-bar entry, both behind ObracuniView. */
import { defineFeature } from '../../routing/feature-routes';

export const statementsRoutes = defineFeature({
  routes: {
    statements: {
      path: '/obracuni',
      title: 'statements',
      spec: 'reporting.md §2 Statements',
      access: 'ObracuniView',
      load: () => import('./components/StatementsPage').then((m) => ({ Component: m.StatementsPage })),
    },
  },
  menu: [{ route: 'statements', labelKey: 'nav.statements', order: 50 }],
  i18n: { namespace: 'statements', load: (language) => import(`./i18n/${language}.json`) },
});
