/** System status (operations.md §2; reporting.md §2 Layout): the page and its top-bar entry, with no permission check. */
import { defineFeature } from '../../routing/feature-routes';

export const systemStatusRoutes = defineFeature({
  routes: {
    systemStatus: {
      path: '/status-sustava',
      title: 'systemStatus',
      spec: 'operations.md §2 System status page',
      access: 'signed-in',
      load: () => import('./components/SystemStatusPage').then((m) => ({ Component: m.SystemStatusPage })),
    },
  },
  menu: [{ route: 'systemStatus', labelKey: 'nav.systemStatus', order: 90 }],
  i18n: { namespace: 'system-status', load: (language) => import(`./i18n/${language}.json`) },
});
