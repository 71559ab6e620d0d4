import { apiPath } from './path';

/**
 * The paths of the API, relative to the API base (/api). One table serves the API layer,
 * the simulator's handlers and the contract suite. Trailing slashes as in the spec.
 */
export const endpoints = {
  login: '/auth/login/',
  logout: '/auth/logout/',
  changePassword: '/auth/change-password/',
  resetPassword: '/auth/reset-password/',
  setNewPassword: (token: string) => apiPath`/auth/reset-password/${token}/`,
  userInfo: '/auth/user-info/',
  permissionList: '/auth/permission-list/',
  usluge: '/common/usluge/',
  distributeri: '/common/distributeri/',
  popisDana: '/radna-vremena/popis-dana/',
  obracuni: '/obracuni/',
  obracunDownload: (id: number | string) => apiPath`/obracun/${id}/download/`,
} as const;

/** Route patterns for msw handlers (`:param` placeholders), matched under any host. */
export const endpointPatterns = {
  setNewPassword: '/auth/reset-password/:token/',
  obracunDownload: '/obracun/:id/download/',
} as const;
