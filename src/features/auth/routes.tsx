/** Sign-in and password routes (reporting.md §2). */
import type { FeatureRoutes } from '../../routing/feature-routes';

export const authRoutes: FeatureRoutes = {
  routes: [
    { name: 'login', load: () => import('./components/LoginPage').then((m) => ({ Component: m.LoginPage })) },
    {
      name: 'resetPassword',
      load: () => import('./components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
    },
    {
      name: 'setNewPassword',
      load: () => import('./components/SetNewPasswordPage').then((m) => ({ Component: m.SetNewPasswordPage })),
    },
    {
      name: 'changePassword',
      load: () => import('./components/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })),
    },
  ],
  menu: [],
  i18n: { namespace: 'auth', load: (language) => import(`./i18n/${language}.json`) },
};
