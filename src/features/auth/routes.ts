/** Sign-in and password routes (reporting.md §2). */
import { defineFeature } from '../../routing/feature-routes';

export const authRoutes = defineFeature({
  routes: {
    login: {
      path: '/login',
      title: 'login',
      spec: 'reporting.md §2 Public routes',
      access: 'public',
      load: () => import('./components/LoginPage').then((m) => ({ Component: m.LoginPage })),
    },
    resetPassword: {
      path: '/reset-password',
      title: 'resetPassword',
      spec: 'reporting.md §2 Public routes',
      access: 'public',
      load: () => import('./components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
    },
    setNewPassword: {
      path: '/reset-password/:uuid',
      title: 'setNewPassword',
      spec: 'reporting.md §2 Public routes',
      access: 'public',
      sampleParams: { uuid: 'demo-reset-token' },
      load: () => import('./components/SetNewPasswordPage').then((m) => ({ Component: m.SetNewPasswordPage })),
    },
    changePassword: {
      path: '/promijeni-lozinku',
      title: 'changePassword',
      spec: 'reporting.md §2 Change password',
      access: 'signed-in',
      load: () => import('./components/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })),
    },
  },
  menu: [],
  i18n: { namespace: 'auth', load: (language) => import(`./i18n/${language}.json`) },
});
