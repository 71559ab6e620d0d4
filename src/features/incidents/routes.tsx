/**
 * Incidents (operations.md §2): the page is open to every signed-in user; the server's permission
 * check decides between the full list and the public one. No top-bar entry: System status links here.
 */
import type { FeatureRoutes } from '../../routing/feature-routes';

export const incidentsRoutes: FeatureRoutes = {
  routes: [
    {
      name: 'incidents',
      load: () => import('./components/IncidentsPage').then((m) => ({ Component: m.IncidentsPage })),
    },
  ],
  menu: [],
  i18n: { namespace: 'incidents', load: (language) => import(`./i18n/${language}.json`) },
};
