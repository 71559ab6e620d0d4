// @vitest-environment node
/**
 * The password writes and logout treat any 2xx as success, whatever the body (204 with none, 201
 * with {}, a text): the screens show only the spec's own messages. Logout forgets the stored token
 * and everything cached, even when the call fails.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { getUserInfo, sessionKeys } from '../../api/session';
import { http, onAuthFailure } from '../../api/http';
import { z } from 'zod';
import { getToken, setToken } from '../../api/token';
import { changePassword, logoutMutationOptions, requestPasswordReset, setNewPassword } from './api';
import { WRITE_SUCCESS_ANSWERS as ANSWERS, writeAnswerNames as answerNames } from '../../test-support/write-answers';

const server = setupServer();
setupApiClientTests({ apiBaseUrl: 'http://api.test/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());


describe('password writes', () => {
  it.each(answerNames)('change password answered %s is success, and sends the spec body', async (name) => {
    let sent: unknown;
    server.use(mswHttp.post('*/api/auth/change-password/', async ({ request }) => ((sent = await request.json()), ANSWERS[name]())));
    await expect(changePassword({ currentPassword: 'stara', newPassword: 'nova' })).resolves.toBeUndefined();
    expect(sent).toEqual({ current_password: 'stara', new_password: 'nova' });
  });

  it('change password refused with a field error is a failure with that error', async () => {
    server.use(mswHttp.post('*/api/auth/change-password/', () => HttpResponse.json({ current_password: ['Pogrešna lozinka.'] }, { status: 400 })));
    await expect(changePassword({ currentPassword: 'x', newPassword: 'y' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { current_password: 'Pogrešna lozinka.' },
    });
  });

  it.each(answerNames)('reset request and new password answered %s are success', async (name) => {
    server.use(
      mswHttp.post('*/api/auth/reset-password/', () => ANSWERS[name]()),
      mswHttp.post('*/api/auth/reset-password/:token/', () => ANSWERS[name]()),
    );
    await expect(requestPasswordReset({ username: 'ana', captchaToken: 'c' })).resolves.toBeUndefined();
    await expect(setNewPassword('demo-reset-token', { newPassword: 'a', confirmPassword: 'a' })).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it.each([...answerNames, '500'] as const)('answered %s, forgets the stored token and the cache', async (name) => {
    server.use(
      mswHttp.post('*/api/auth/logout/', () => (name === '500' ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : ANSWERS[name]())),
    );
    setToken('t0k');
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.user(), { fullName: 'Ana' });
    await new MutationObserver(queryClient, logoutMutationOptions(queryClient)).mutate();
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(sessionKeys.user())).toBeUndefined();
  });

  it('runs the app\'s leaving step with the forgetting, even when the screen that asked has gone', async () => {
    let answer: (() => void) | undefined;
    server.use(mswHttp.post('*/api/auth/logout/', () => new Promise<Response>((resolve) => (answer = () => resolve(new HttpResponse(null, { status: 204 }))))));
    setToken('t0k');
    const queryClient = new QueryClient();
    const left: (string | null)[] = [];
    const observer = new MutationObserver(queryClient, logoutMutationOptions(queryClient, () => left.push(getToken())));
    const done = observer.mutate();
    // The layout that asked is unmounted while the call is out.
    observer.reset();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await done.catch(() => undefined);
    await vi.waitFor(() => expect(left).toEqual(['t0k']));
    expect(getToken()).toBeNull();
  });
});

describe('after a sign-out', () => {
  it('a call the page being left still makes is refused without ending a session; once a session is known again, a refusal ends it', async () => {
    server.use(
      mswHttp.post('*/api/auth/logout/', () => new HttpResponse(null, { status: 204 })),
      mswHttp.get('*/api/garaze/', () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })),
    );
    const heard: number[] = [];
    const stop = onAuthFailure((status) => heard.push(status));
    const queryClient = new QueryClient();
    const list = () => http.get('/garaze/', { schema: z.unknown() }).catch(() => undefined);
    try {
      await list();
      expect(heard).toEqual([401]);
      await new MutationObserver(queryClient, logoutMutationOptions(queryClient)).mutate();
      await list();
      expect(heard).toEqual([401]);
      server.use(
        mswHttp.get('*/api/auth/user-info/', () =>
          HttpResponse.json({ first_name: 'Ana', last_name: 'Horvat', email: 'ana@example.test', permissions: [], settings: [], user_subscriptions: [] }),
        ),
        mswHttp.get('*/api/auth/permission-list/', () => HttpResponse.json({ permissions: [] })),
      );
      await getUserInfo();
      await list();
      expect(heard).toEqual([401, 401]);
    } finally {
      stop();
    }
  });
});

