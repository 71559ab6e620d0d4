// @vitest-environment node
/**
 * Incident create and edit treat any 2xx as success, whatever the body (204 with none, 201 with {}),
 * and the lists on screen are fetched again instead of trusting an echo.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { setToken } from '../../api/token';
import { incidentListQueryOptions, saveIncidentMutationOptions, type IncidentPage } from './api';
import type { IncidentFormValues } from './model/incident';
import { WRITE_SUCCESS_ANSWERS as ANSWERS, writeAnswerNames as answerNames } from '../../test-support/write-answers';

const listed: { id: number; title: string }[] = [];
let listCalls = 0;
const wire = (incident: { id: number; title: string }) => ({
  ...incident,
  begin_time: '2026-11-21T07:15:00Z',
  end_time: null,
  description: '',
  component: '',
  service_group: 'smspark',
  incident_level: 2,
  is_public: true,
});

const server = setupServer(
  mswHttp.get('*/api/system/incident-list/', () => {
    listCalls += 1;
    return HttpResponse.json({ incidenti: listed.map(wire), ukupno_incidenata: listed.length, broj_stranica: 1 });
  }),
);
setupApiClientTests({ apiBaseUrl: 'http://api.test/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listed.length = 0;
  listed.push({ id: 1, title: 'Prvi' });
  listCalls = 0;
  setToken('t0k');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());


const values = (title: string): IncidentFormValues => ({
  title,
  level: '2',
  serviceGroup: 'smspark',
  beginTime: '2026-11-21T08:15',
  endTime: '',
  description: '',
  components: [],
});

/** A client showing the full list (an active query), loaded once. */
async function screenWithList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(queryClient, incidentListQueryOptions({ scope: 'all', search: '' }));
  const stop = observer.subscribe(() => undefined);
  await queryClient.fetchInfiniteQuery(incidentListQueryOptions({ scope: 'all', search: '' }));
  listCalls = 0;
  const titles = () =>
    (observer.getCurrentResult().data?.pages as IncidentPage[] | undefined)?.flatMap((p) => p.incidents.map((i) => i.title));
  return { queryClient, titles, stop };
}

describe('incident saves', () => {
  it.each(answerNames)('a create answered %s is success; the list is fetched again and shows it', async (name) => {
    server.use(
      mswHttp.post('*/api/system/incident-list/', async ({ request }) => {
        listed.push({ id: 2, title: ((await request.json()) as { title: string }).title });
        return ANSWERS[name]();
      }),
    );
    const { queryClient, titles, stop } = await screenWithList();
    await new MutationObserver(queryClient, saveIncidentMutationOptions(queryClient)).mutate({ values: values('Novi') });
    expect(listCalls).toBe(1);
    expect(titles()).toEqual(['Prvi', 'Novi']);
    stop();
  });

  it.each(answerNames)('an edit answered %s is success; the list is fetched again and shows it', async (name) => {
    let patched: unknown;
    server.use(
      mswHttp.patch('*/api/system/incident/1/', async ({ request }) => {
        patched = await request.json();
        listed[0] = { id: 1, title: (patched as { title: string }).title };
        return ANSWERS[name]();
      }),
    );
    const { queryClient, titles, stop } = await screenWithList();
    await new MutationObserver(queryClient, saveIncidentMutationOptions(queryClient)).mutate({ values: values('Riješeno'), id: 1 });
    expect(patched).toMatchObject({ title: 'Riješeno', service_group: 'smspark', incident_level: 2, end_time: null });
    expect(listCalls).toBe(1);
    expect(titles()).toEqual(['Riješeno']);
    stop();
  });

  it('a refused save keeps its field errors and reloads nothing', async () => {
    server.use(mswHttp.post('*/api/system/incident-list/', () => HttpResponse.json({ title: ['Obavezno polje.'] }, { status: 400 })));
    const { queryClient, stop } = await screenWithList();
    await expect(
      new MutationObserver(queryClient, saveIncidentMutationOptions(queryClient)).mutate({ values: values('x') }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { title: 'Obavezno polje.' } });
    expect(listCalls).toBe(0);
    stop();
  });
});
