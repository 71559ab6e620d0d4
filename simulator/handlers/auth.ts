/** /api/auth/*: login, logout, change and reset password, user info, permissions. */
import { http } from 'msw';
import {
  loginResponse,
  logoutResponse,
  okResponse,
  permissionListResponse,
  userInfoResponse,
} from '../../src/api/contract/auth';
import { endpointPatterns, endpoints } from '../../src/api/contract/endpoints';
import { changePassword, login, logout, requestPasswordReset, setNewPassword } from '../domain/auth';
import { apiPath, contractJson, param, privateRoute, publicRoute, readJson } from './http';

export const authHandlers = [
  http.post(
    apiPath(endpoints.login),
    publicRoute(async ({ request, ctx }) => contractJson(loginResponse, await login(ctx, await readJson(request)))),
  ),
  http.post(
    apiPath(endpoints.logout),
    privateRoute(({ ctx, session }) => {
      logout(ctx, session);
      return contractJson(logoutResponse, { detail: 'Successfully logged out.' });
    }),
  ),
  http.post(
    apiPath(endpoints.changePassword),
    privateRoute(async ({ request, ctx, session }) => {
      await changePassword(ctx, session, await readJson(request));
      return contractJson(okResponse, { detail: 'Password has been changed.' });
    }),
  ),
  http.post(
    apiPath(endpoints.resetPassword),
    publicRoute(async ({ request, ctx }) => {
      await requestPasswordReset(ctx, await readJson(request));
      return contractJson(okResponse, { detail: 'Password reset e-mail has been sent.' });
    }),
  ),
  http.post(
    apiPath(endpointPatterns.setNewPassword),
    publicRoute(async ({ request, ctx, params }) => {
      await setNewPassword(ctx, param(params, 'token'), await readJson(request));
      return contractJson(okResponse, { detail: 'Password has been reset with the new password.' });
    }),
  ),
  http.get(
    apiPath(endpoints.userInfo),
    privateRoute(({ session }) => {
      const { first_name, last_name, email, permissions, settings, user_subscriptions } = session.user;
      return contractJson(userInfoResponse, { first_name, last_name, email, permissions, settings, user_subscriptions });
    }),
  ),
  http.get(
    apiPath(endpoints.permissionList),
    privateRoute(({ session }) => contractJson(permissionListResponse, { permissions: session.user.permissions })),
  ),
];
