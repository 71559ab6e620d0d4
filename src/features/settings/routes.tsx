/**
 * Settings (operations.md §2): open to every signed-in user (the e-mail and the subscriptions are
 * everyone's); the user menu shows the entry only with the zagreb_sms or magic_button setting.
 */
import type { FeatureRoutes } from '../../routing/feature-routes';

export const settingsRoutes: FeatureRoutes = {
  routes: [
    {
      name: 'settings',
      load: () => import('./components/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
    },
  ],
  menu: [],
  i18n: { namespace: 'settings', load: (language) => import(`./i18n/${language}.json`) },
};
