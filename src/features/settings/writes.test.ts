// @vitest-environment node
/**
 * Settings saves treat any 2xx as success, whatever the body (204 with none, 201 with {}, a JSON
 * echo), and end on what the server holds: the user info is fetched again instead of trusting an
 * echo. A failure changes nothing and fetches nothing.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { sessionKeys, userInfoQueryOptions, type User } from '../../api/session';
import { setToken } from '../../api/token';
import { saveEmailMutationOptions, saveSettingMutationOptions, saveSubscriptionMutationOptions } from './api';
import { WRITE_SUCCESS_ANSWERS as ANSWERS, writeAnswerNames as answerNames } from '../../test-support/write-answers';

/** What the server holds; the user info answers from it. */
const held = { email: '', magic: 'false', mgarage: false };
let userInfoCalls = 0;

const userInfo = () => ({
  first_name: 'Ana',
  last_name: 'Horvat',
  email: held.email,
  permissions: [],
  settings: [{ sifra: 'magic_button', naziv: 'Čarobni gumb', opis: '', tip: 'boolean', vrijednost: held.magic }],
  user_subscriptions: [
    { id: 9, is_enabled: held.mgarage, service_group: { id: 2, service_group_code: 'mgarage', service_group_description: 'Mobilna garaža' } },
  ],
});

const server = setupServer(
  mswHttp.get('*/api/auth/user-info/', () => ((userInfoCalls += 1), HttpResponse.json(userInfo()))),
  mswHttp.get('*/api/auth/permission-list/', () => HttpResponse.json({ permissions: [] })),
);
setupApiClientTests({ apiBaseUrl: 'http://api.test/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Object.assign(held, { email: '', magic: 'false', mgarage: false });
  userInfoCalls = 0;
  setToken('t0k');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());


/** A client whose user info is on screen (an active query), loaded once. */
async function screenWithUser(): Promise<{ queryClient: QueryClient; user: () => User | undefined; stop: () => void }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, userInfoQueryOptions());
  const stop = observer.subscribe(() => undefined);
  await queryClient.fetchQuery(userInfoQueryOptions());
  userInfoCalls = 0;
  return { queryClient, user: () => queryClient.getQueryData<User>(sessionKeys.user()), stop };
}

describe('settings saves', () => {
  it.each(answerNames)('a setting save answered %s is success; the switch ends on the value fetched again', async (name) => {
    server.use(
      mswHttp.post('*/api/korisnicke-postavke/', async ({ request }) => {
        held.magic = ((await request.json()) as { vrijednost: string }).vrijednost;
        return ANSWERS[name]();
      }),
    );
    const { queryClient, user, stop } = await screenWithUser();
    await new MutationObserver(queryClient, saveSettingMutationOptions(queryClient)).mutate({ code: 'magic_button', enabled: true });
    expect(userInfoCalls).toBe(1);
    expect(user()?.settings[0]).toMatchObject({ code: 'magic_button', value: 'true', enabled: true });
    stop();
  });

  it('does not trust an echo: the screen shows what the user info says after the save', async () => {
    server.use(
      mswHttp.post('*/api/korisnicke-postavke/', () => {
        held.magic = 'true';
        // An echo that disagrees with what the server then holds.
        return HttpResponse.json({ detail: 'ok', postavka: { sifra: 'magic_button', naziv: 'x', opis: '', tip: 'boolean', vrijednost: 'false' } });
      }),
    );
    const { queryClient, user, stop } = await screenWithUser();
    await new MutationObserver(queryClient, saveSettingMutationOptions(queryClient)).mutate({ code: 'magic_button', enabled: true });
    expect(user()?.settings[0]?.enabled).toBe(true);
    stop();
  });

  it.each(answerNames)('an e-mail save answered %s is success; the stored e-mail is fetched again', async (name) => {
    server.use(
      mswHttp.post('*/api/postavi-email/', async ({ request }) => {
        held.email = ((await request.json()) as { email: string }).email;
        return ANSWERS[name]();
      }),
    );
    const { queryClient, user, stop } = await screenWithUser();
    await new MutationObserver(queryClient, saveEmailMutationOptions(queryClient)).mutate('ana@example.hr');
    expect(userInfoCalls).toBe(1);
    expect(user()?.email).toBe('ana@example.hr');
    stop();
  });

  it.each(answerNames)('a subscription save answered %s (no list) is success; the list is fetched again', async (name) => {
    server.use(
      mswHttp.post('*/api/system/user-subscription/', async ({ request }) => {
        held.mgarage = ((await request.json()) as { is_enabled: boolean }).is_enabled;
        return ANSWERS[name]();
      }),
    );
    const { queryClient, user, stop } = await screenWithUser();
    await new MutationObserver(queryClient, saveSubscriptionMutationOptions(queryClient)).mutate({ code: 'mgarage', enabled: true });
    expect(userInfoCalls).toBe(1);
    expect(user()?.subscriptions).toEqual([{ id: 9, isEnabled: true, serviceGroup: { id: 2, code: 'mgarage', description: 'Mobilna garaža' } }]);
    stop();
  });

  it('a failed save changes nothing and fetches nothing', async () => {
    server.use(mswHttp.post('*/api/korisnicke-postavke/', () => HttpResponse.json({ error_msg: 'Postavka ne postoji.' }, { status: 400 })));
    const { queryClient, user, stop } = await screenWithUser();
    await expect(
      new MutationObserver(queryClient, saveSettingMutationOptions(queryClient)).mutate({ code: 'magic_button', enabled: true }),
    ).rejects.toMatchObject({ status: 400, serverText: 'Postavka ne postoji.' });
    expect(userInfoCalls).toBe(0);
    expect(user()?.settings[0]?.enabled).toBe(false);
    stop();
  });
});
