/**
 * Settings (operations.md §2): open to every signed-in user (the e-mail and the subscriptions are
 * everyone's); the user menu shows the entry only with the zagreb_sms or magic_button setting.
 */
import { defineFeature } from '../../routing/feature-routes';

export const settingsRoutes = defineFeature({
  routes: {
    settings: {
      path: '/settings',
      title: 'settings',
      spec: 'operations.md §2 Settings page',
      access: 'signed-in',
      load: () => import('./components/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
    },
  },
  menu: [],
  i18n: { namespace: 'settings', load: (language) => import(`./i18n/${language}.json`) },
});
