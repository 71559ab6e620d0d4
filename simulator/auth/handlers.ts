/**
 * /api/auth/*: login, logout, change and reset password, user info, permissions. In the minimal wire
 * login starts a cookie session (session and CSRF cookies, no token), user-info sets the CSRF cookie,
 * and logout ends the session and clears its cookie (simulator/core/wire/minimal.ts).
 */
import { http } from '../core/msw-http';
import {
  loginResponse,
  logoutResponse,
  okResponse,
  permissionListResponse,
  userInfoResponse,
} from '../../src/api/contract/auth';
import { endpointPatterns, endpoints } from '../../src/api/contract/endpoints';
import { wireMode } from '../core/control/state';
import { changePassword, login, logout, requestPasswordReset, setNewPassword, startSession } from './rules';
import { clearedSessionCookie, CSRF_COOKIE, csrfCookie, randomKey, sessionCookie, withCookies } from '../core/wire/minimal';
import { apiPath, contractJson, param, privateRoute, publicRoute, readJson } from '../core/http';

export const authHandlers = [
  http.post(
    apiPath(endpoints.login),
    publicRoute(async ({ request, ctx }) => {
      if (wireMode() !== 'minimal') return contractJson(loginResponse, await login(ctx, await readJson(request)));
      const { key } = await startSession(ctx, await readJson(request));
      // Django rotates the CSRF secret at sign-in.
      return withCookies(contractJson(loginResponse, {}), [sessionCookie(key), csrfCookie(randomKey(16))]);
    }),
  ),
  http.post(
    apiPath(endpoints.logout),
    privateRoute(({ ctx, session }) => {
      logout(ctx, session);
      const answer = contractJson(logoutResponse, { detail: 'Successfully logged out.' });
      return wireMode() === 'minimal' ? withCookies(answer, [clearedSessionCookie]) : answer;
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
    privateRoute(({ session, cookies }) => {
      const { first_name, last_name, email, permissions, settings, user_subscriptions } = session.user;
      const answer = contractJson(userInfoResponse, { first_name, last_name, email, permissions, settings, user_subscriptions });
      // ensure_csrf_cookie: the view sets the CSRF cookie, keeping its value when there is one.
      return wireMode() === 'minimal' ? withCookies(answer, [csrfCookie(cookies[CSRF_COOKIE] ?? randomKey(16))]) : answer;
    }),
  ),
  http.get(
    apiPath(endpoints.permissionList),
    privateRoute(({ session }) => contractJson(permissionListResponse, { permissions: session.user.permissions })),
  ),
];
