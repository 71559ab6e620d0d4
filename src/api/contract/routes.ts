/**
 * Every route of the API with its contract: one table for the simulator's contract tests, the
 * contract suite (`npm run contract`) and the API layer. Areas append to their own arrays:
 * common (auth, lists, statements) here, reporting (reporting.md §7) in `reportingRoutes`,
 * operations (operations.md §7) in routes-operations.ts.
 */
import {
  changePasswordRequest,
  loginRequest,
  resetPasswordRequest,
  setNewPasswordRequest,
  loginResponse,
  logoutResponse,
  okResponse,
  permissionListResponse,
  userInfoResponse,
} from './auth';
import { distributeriResponse, popisDanaResponse, uslugeResponse } from './common';
import { endpointPatterns, endpoints } from './endpoints';
import { reportingRoutes } from './routes-reporting';
import { CONTENT_TYPES, type ContractRoute } from './route-types';
import { operationsRoutes } from './routes-operations';
import { obracuniQuery, obracuniResponse } from './statements';

export type { ContractRoute } from './route-types';

export const commonRoutes: ContractRoute[] = [
  { area: 'auth', method: 'POST', path: endpoints.login, request: loginRequest, response: loginResponse, kind: 'json' },
  { area: 'auth', method: 'POST', path: endpoints.logout, response: logoutResponse, kind: 'json' },
  { area: 'auth', method: 'POST', path: endpoints.changePassword, request: changePasswordRequest, response: okResponse, kind: 'json' },
  { area: 'auth', method: 'POST', path: endpoints.resetPassword, request: resetPasswordRequest, response: okResponse, kind: 'json' },
  { area: 'auth', method: 'POST', path: endpointPatterns.setNewPassword, request: setNewPasswordRequest, response: okResponse, kind: 'json' },
  { area: 'auth', method: 'GET', path: endpoints.userInfo, response: userInfoResponse, kind: 'json' },
  { area: 'auth', method: 'GET', path: endpoints.permissionList, response: permissionListResponse, kind: 'json' },
  { area: 'common', method: 'GET', path: endpoints.usluge, response: uslugeResponse, kind: 'json' },
  { area: 'common', method: 'GET', path: endpoints.distributeri, response: distributeriResponse, kind: 'json' },
  { area: 'common', method: 'GET', path: endpoints.popisDana, response: popisDanaResponse, kind: 'json' },
  {
    area: 'statements',
    method: 'GET',
    path: endpoints.obracuni,
    query: obracuniQuery,
    response: obracuniResponse,
    kind: 'json',
  },
  {
    area: 'statements',
    method: 'GET',
    path: endpointPatterns.obracunDownload,
    response: null,
    kind: 'file',
    contentType: CONTENT_TYPES.pdf,
    example: { path: '/obracun/1/download/' },
  },
];

export { reportingRoutes, operationsRoutes };

export const contractRoutes: ContractRoute[] = [...commonRoutes, ...reportingRoutes, ...operationsRoutes];
