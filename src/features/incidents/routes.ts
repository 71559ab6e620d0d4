/**
 * Incidents (operations.md §2): the page is open to every signed-in user; the server's permission
 * check decides between the full list and the public one. No top-bar entry: System status links here.
 */
import { defineFeature } from '../../routing/feature-routes';

export const incidentsRoutes = defineFeature({
  routes: {
    incidents: {
      path: '/incidenti',
      title: 'incidents',
      spec: 'operations.md §2 Incidents page',
      access: 'signed-in',
      load: () => import('./components/IncidentsPage').then((m) => ({ Component: m.IncidentsPage })),
    },
  },
  menu: [],
  i18n: { namespace: 'incidents', load: (language) => import(`./i18n/${language}.json`) },
});
