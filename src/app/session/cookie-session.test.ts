// @vitest-environment node
/**
 * Sign-in with a session cookie (token auth off): the login answer carries no token, the session is
 * the user info the server answers for the cookie, and RequireSession lets the signed-in user through
 * to the screen (the dashboard here). With token auth on, no stored token still means signed out
 * without a call. The server below keeps one session, as a cookie would; Node's fetch keeps no
 * cookies, so "has the cookie" is that flag, and what the client must send is checked per request.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { onAuthFailure } from '../../api/http';
import { parseRuntimeConfig, setRuntimeConfig } from '../../api/runtime-config';
import { sessionKeys, sessionMayExist, userInfoQueryOptions, type User } from '../../api/session';
import { getToken, setToken } from '../../api/token';
import { loginMutationOptions } from '../../features/auth/api';
import { RequireSession, sessionState } from './guards';

const USER_INFO = {
  first_name: 'Ana',
  last_name: 'Horvat',
  email: 'ana@example.hr',
  permissions: ['DashboardView'],
  settings: [],
  user_subscriptions: [],
};

let signedIn = false;
const calls: { method: string; path: string; csrf: string | null; authorization: string | null }[] = [];
const server = setupServer(
  // A session-cookie login: 200 with a message and no token.
  mswHttp.post('*/api/auth/login/', () => ((signedIn = true), HttpResponse.json({ detail: 'Prijavljeni ste.' }))),
  mswHttp.post('*/api/auth/logout/', () => ((signedIn = false), new HttpResponse(null, { status: 204 }))),
  mswHttp.get('*/api/auth/user-info/', () =>
    signedIn ? HttpResponse.json(USER_INFO) : HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
  ),
  mswHttp.get('*/api/auth/permission-list/', () =>
    signedIn ? HttpResponse.json({ permissions: ['DashboardView'] }) : HttpResponse.json({ detail: 'No.' }, { status: 401 }),
  ),
);

const COOKIE_SESSION = { enabled: false, header: 'Authorization', scheme: 'Token' };
setupApiClientTests({ apiBaseUrl: 'http://api.test/api', tokenAuth: COOKIE_SESSION, csrf: { enabled: true, cookie: 'csrftoken', header: 'X-CSRFToken' } });

const published: number[] = [];
let stopListening: () => void = () => undefined;
// Every request, whichever handler answers it (a test's own included).
server.events.on('request:start', ({ request }) => {
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    csrf: request.headers.get('X-CSRFToken'),
    authorization: request.headers.get('Authorization'),
  });
});
beforeAll(() => {
  vi.stubGlobal('document', { cookie: 'csrftoken=c5rf' });
  server.listen({ onUnhandledRequest: 'error' });
  stopListening = onAuthFailure((status) => published.push(status));
});
beforeEach(() => {
  signedIn = false;
  calls.length = 0;
  published.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  stopListening();
  server.close();
});

/** The private root as the app mounts it: RequireSession around the screen, /login beside it. */
function renderApp(queryClient: QueryClient): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        { initialEntries: ['/'] },
        createElement(
          Routes,
          null,
          createElement(Route, { path: '/', element: createElement(RequireSession, null, createElement('h1', null, 'Dashboard')) }),
          createElement(Route, { path: '/login', element: createElement('h1', null, 'Login') }),
        ),
      ),
    ),
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('sign-in with a session cookie (token auth off)', () => {
  it('signs in with a login answer that has no token; the session is the user info; RequireSession shows the dashboard', async () => {
    const queryClient = newClient();
    const user: User = await new MutationObserver(queryClient, loginMutationOptions(queryClient)).mutate({ username: 'ana', password: 'demo' });
    expect(user.fullName).toBe('Ana Horvat');
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(sessionKeys.user())).toBe(user);
    expect(renderApp(queryClient)).toContain('Dashboard');
    // The login is a write: CSRF header; no Token header on any call.
    expect(calls.find((c) => c.path === '/api/auth/login/')).toMatchObject({ method: 'POST', csrf: 'c5rf', authorization: null });
    expect(calls.every((c) => c.authorization === null)).toBe(true);
  });

  it('on a later visit asks for user info without a stored token, and lets the user through', async () => {
    signedIn = true;
    expect(getToken()).toBeNull();
    expect(sessionMayExist()).toBe(true);
    const queryClient = newClient();
    expect(userInfoQueryOptions().enabled).toBe(true);
    const user = await queryClient.fetchQuery(userInfoQueryOptions());
    expect(sessionState(true, { isError: false, data: user })).toBe('signed-in');
    expect(renderApp(queryClient)).toContain('Dashboard');
  });

  it('treats a 401 on user info as signed out, without publishing it (the guard sends the user to login itself)', async () => {
    const queryClient = newClient();
    await expect(queryClient.fetchQuery(userInfoQueryOptions())).rejects.toMatchObject({ status: 401 });
    const state = queryClient.getQueryState(sessionKeys.user());
    expect(sessionState(sessionMayExist(), { isError: state?.status === 'error', data: state?.data })).toBe('signed-out');
    expect(published).toEqual([]);
  });

  it('fails the login when the server refuses it, and the user info is never asked for', async () => {
    server.use(mswHttp.post('*/api/auth/login/', () => HttpResponse.json({ non_field_errors: ['Unable to log in.'] }, { status: 400 })));
    const queryClient = newClient();
    await expect(
      new MutationObserver(queryClient, loginMutationOptions(queryClient)).mutate({ username: 'ana', password: 'x' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login/']);
  });
});

describe('sign-in with token auth on', () => {
  beforeEach(() => {
    setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test/api', csrf: { enabled: false }, timeoutMs: 2000 }));
  });

  it('is signed out without a stored token, and asks for nothing', async () => {
    signedIn = true;
    expect(sessionMayExist()).toBe(false);
    expect(userInfoQueryOptions().enabled).toBe(false);
    expect(sessionState(false, { isError: false, data: undefined })).toBe('signed-out');
    expect(renderApp(newClient())).not.toContain('Dashboard');
    expect(calls).toEqual([]);
  });

  it('keeps the token of the login answer and sends it; an answer without one fails the login', async () => {
    server.use(mswHttp.post('*/api/auth/login/', () => ((signedIn = true), HttpResponse.json({ token: 'abc' }))));
    const queryClient = newClient();
    await new MutationObserver(queryClient, loginMutationOptions(queryClient)).mutate({ username: 'ana', password: 'demo' });
    expect(getToken()).toBe('abc');
    expect(calls.find((c) => c.path === '/api/auth/user-info/')?.authorization).toBe('Token abc');
    expect(sessionMayExist()).toBe(true);

    server.use(mswHttp.post('*/api/auth/login/', () => HttpResponse.json({ detail: 'ok' })));
    calls.length = 0;
    await expect(
      new MutationObserver(queryClient, loginMutationOptions(queryClient)).mutate({ username: 'ana', password: 'demo' }),
    ).rejects.toMatchObject({ kind: 'contract' });
    expect(getToken()).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login/']);
  });

  it('drops a token left from an earlier session before signing in', async () => {
    setToken('old');
    server.use(mswHttp.post('*/api/auth/login/', () => ((signedIn = true), HttpResponse.json({ token: 'new' }))));
    const queryClient = newClient();
    await new MutationObserver(queryClient, loginMutationOptions(queryClient)).mutate({ username: 'ana', password: 'demo' });
    expect(calls.find((c) => c.path === '/api/auth/login/')?.authorization).toBeNull();
    expect(getToken()).toBe('new');
  });
});
