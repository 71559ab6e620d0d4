// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { obracuniResponse } from './contract/statements';
import type { ApiError } from './errors';
import { ContractError } from './errors';
import { download, fileNameFromDisposition, http, onAuthFailure, sendWrite, setRequestLanguage, toApiDate, toSearchParams } from './http';
import { setupApiClientTests } from '../test-support/api-client';
import { parseRuntimeConfig, setRuntimeConfig } from './runtime-config';
import { getToken, setToken } from './token';
import { startBackendOnDemand } from './backend-ready';

const server = setupServer();
// The runtime config's own defaults (CSRF on), with a short timeout.
setupApiClientTests({ apiBaseUrl: 'http://api.test/api', timeoutMs: 500, csrf: { enabled: true, cookie: 'csrftoken', header: 'X-CSRFToken' } });

beforeAll(() => {
  vi.stubGlobal('document', { cookie: 'other=1; csrftoken=abc%3D123' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = z.object({ id: z.number(), naziv: z.string() });

describe('http client', () => {
  it('sends the token and CSRF headers and parses by the contract', async () => {
    setToken('t0k');
    let headers: Headers | undefined;
    let url = '';
    server.use(
      mswHttp.get('*/api/x/', ({ request }) => {
        headers = request.headers;
        url = request.url;
        return HttpResponse.json({ id: 1, naziv: 'Ana' });
      }),
    );
    await expect(http.get('/x/', { schema: item, query: { a: [1, 2], b: '', c: undefined } })).resolves.toEqual({
      id: 1,
      naziv: 'Ana',
    });
    expect(headers?.get('Authorization')).toBe('Token t0k');
    expect(headers?.get('X-CSRFToken')).toBe('abc=123');
    expect(url).toBe('http://api.test/api/x/?a=1&a=2');
  });

  it("asks in the UI's language (Accept-Language), and in none before the app has one", async () => {
    const seen: (string | null)[] = [];
    server.use(mswHttp.get('*/api/x/', ({ request }) => (seen.push(request.headers.get('Accept-Language')), HttpResponse.json({ id: 1, naziv: 'a' }))));
    setRequestLanguage(null);
    await http.get('/x/', { schema: item });
    setRequestLanguage('en');
    await http.get('/x/', { schema: item });
    setRequestLanguage(null);
    expect(seen).toEqual([null, 'en']);
  });

  it('leaves the token and CSRF out when the config turns them off', async () => {
    setToken('t0k');
    setRuntimeConfig(
      parseRuntimeConfig({
        apiBaseUrl: 'http://api.test/api',
        tokenAuth: { enabled: false },
        csrf: { enabled: false },
      }),
    );
    let headers: Headers | undefined;
    server.use(mswHttp.get('*/api/x/', ({ request }) => ((headers = request.headers), HttpResponse.json({ id: 1, naziv: 'a' }))));
    await http.get('/x/', { schema: item });
    expect(headers?.get('Authorization')).toBeNull();
    expect(headers?.get('X-CSRFToken')).toBeNull();
  });

  it('names the path and the field of a contract violation', async () => {
    server.use(mswHttp.get('*/api/x/', () => HttpResponse.json({ id: '1', naziv: 'Ana' })));
    const error = await http.get('/x/', { schema: item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).kind).toBe('contract');
    expect((error as ContractError).path).toBe('/x/');
    expect((error as ContractError).issues[0]?.field).toBe('id');
    expect((error as ContractError).message).toContain('/x/');
  });

  it('parses numbers from strings, and names the field of a non-numeric one', async () => {
    const statement = { naziv: 'Obračun 1', partner_naziv: 'Partner', download_url: '/obracun/1/download/' };
    server.use(
      mswHttp.get('*/api/numbers/', () =>
        HttpResponse.json({ obracuni: [{ ...statement, id: '12' }], ukupno_obracuna: '21', broj_stranica: '3' }),
      ),
      mswHttp.get('*/api/not-numbers/', () =>
        HttpResponse.json({ obracuni: [{ ...statement, id: 12 }], ukupno_obracuna: 'abc', broj_stranica: 3 }),
      ),
    );
    await expect(http.get('/numbers/', { schema: obracuniResponse })).resolves.toEqual({
      obracuni: [{ ...statement, id: 12 }],
      ukupno_obracuna: 21,
      broj_stranica: 3,
    });
    const error = await http.get('/not-numbers/', { schema: obracuniResponse }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues).toEqual([
      { field: 'ukupno_obracuna', message: 'expected a non-negative integer (a number or a numeric string)' },
    ]);
    expect((error as ContractError).message).toContain('ukupno_obracuna');
  });

  it('normalises a 400: first message per field, non-field errors, server text', async () => {
    server.use(
      mswHttp.post('*/api/x/', () =>
        HttpResponse.json(
          { email: ['Neispravna adresa.', 'Druga poruka.'], non_field_errors: ['Cijeli obrazac.'], error_msg: 'Nije spremljeno.' },
          { status: 400 },
        ),
      ),
    );
    const error = (await http.post('/x/', { schema: item, body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: 'Neispravna adresa.' });
    expect(error.nonFieldErrors).toEqual(['Cijeli obrazac.']);
    expect(error.serverMessage).toBe('Nije spremljeno.');
    expect(error.serverText).toBe('Nije spremljeno.');
  });

  it('reads the text of a 400 on a transactions list or download from detail, beside the field errors', async () => {
    const body = { detail: 'Razdoblje može početi najranije prije 30 dana.', begin_date: ['Datum je izvan dopuštenog razdoblja.'] };
    server.use(
      mswHttp.get('*/api/transakcije/', () => HttpResponse.json(body, { status: 400 })),
      mswHttp.get('*/api/transakcije.xlsx', () => HttpResponse.json(body, { status: 400 })),
    );
    const error = (await http.get('/transakcije/', { schema: item }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverText).toBe(body.detail);
    expect(error.message).toBe(body.detail);
    expect(error.fieldErrors).toEqual({ begin_date: 'Datum je izvan dopuštenog razdoblja.' });
    await expect(download('/transakcije.xlsx', { fallbackName: 'transakcije.xlsx' })).rejects.toMatchObject({
      status: 400,
      serverText: body.detail,
      fieldErrors: { begin_date: 'Datum je izvan dopuštenog razdoblja.' },
    });
  });

  it('forgets the token and tells the app on 401; tells it on 403', async () => {
    setToken('t0k');
    const seen: number[] = [];
    const stop = onAuthFailure((status) => seen.push(status));
    server.use(mswHttp.get('*/api/forbidden/', () => HttpResponse.json({ detail: 'No.' }, { status: 403 })));
    server.use(mswHttp.get('*/api/gone/', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await http.get('/forbidden/', { schema: item }).catch(() => undefined);
    expect(getToken()).toBe('t0k');
    await http.get('/gone/', { schema: item }).catch(() => undefined);
    expect(getToken()).toBeNull();
    expect(seen).toEqual([403, 401]);
    stop();
  });

  it('tells the app the page a 401 or 403 came on', async () => {
    vi.stubGlobal('location', { pathname: '/login' });
    const seen: unknown[] = [];
    const stop = onAuthFailure((_, failure) => seen.push(failure));
    server.use(mswHttp.get('*/api/gone/', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await http.get('/gone/', { schema: item }).catch(() => undefined);
    expect(seen).toEqual([{ method: 'GET', path: '/gone/', page: '/login' }]);
    stop();
    vi.stubGlobal('location', undefined);
  });

  it('reports a network failure, a timeout and an abort as their own kinds', async () => {
    server.use(mswHttp.get('*/api/down/', () => HttpResponse.error()));
    server.use(mswHttp.get('*/api/slow/', async () => (await delay('infinite'), HttpResponse.json({}))));
    await expect(http.get('/down/', { schema: item })).rejects.toMatchObject({ kind: 'network' });
    await expect(http.get('/slow/', { schema: item })).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const pending = http.get('/slow/', { schema: item, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('downloads with the server file name, or the fallback, and parses a JSON error body', async () => {
    server.use(
      mswHttp.get('*/api/file/', () =>
        new HttpResponse('%PDF-1.4', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''Obra%C4%8Dun%2010.pdf" },
        }),
      ),
      mswHttp.get('*/api/plain/', () => new HttpResponse('x')),
      mswHttp.get('*/api/broken/', () => HttpResponse.json({ error: 'Obračun nije pronađen.' }, { status: 404 })),
    );
    const file = await download('/file/', { fallbackName: 'x.pdf' });
    expect(file.fileName).toBe('Obračun 10.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect((await download('/plain/', { fallbackName: 'izvjestaj.xlsx' })).fileName).toBe('izvjestaj.xlsx');
    await expect(download('/broken/', { fallbackName: 'x' })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Obračun nije pronađen.',
    });
  });
});

describe('writes checked by their status only (sendWrite)', () => {
  it.each([
    ['204 with no body', () => new HttpResponse(null, { status: 204 }), 204, undefined],
    ['201 with {}', () => HttpResponse.json({}, { status: 201 }), 201, {}],
    ['200 with JSON', () => HttpResponse.json({ detail: 'Spremljeno.' }), 200, { detail: 'Spremljeno.' }],
    ['200 with an empty body', () => new HttpResponse('', { status: 200 }), 200, undefined],
    ['200 with a text that is not JSON', () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } }), 200, undefined],
    ['200 announced as JSON but broken', () => new HttpResponse('{"detail": tru', { headers: { 'Content-Type': 'application/json' } }), 200, undefined],
  ] as const)('treats %s as success and hands back the body it could read', async (_name, answer, status, body) => {
    server.use(mswHttp.post('*/api/write/', () => answer()));
    await expect(sendWrite('POST', '/write/', { body: { a: 1 } })).resolves.toEqual({ status, body });
  });

  it('sends the JSON body, the query and the method, with the same headers as any call', async () => {
    setToken('t0k');
    let seen: { method: string; url: string; body: unknown; headers: Headers } | undefined;
    server.use(
      mswHttp.all('*/api/write/7/', async ({ request }) => {
        seen = { method: request.method, url: request.url, body: await request.json(), headers: request.headers };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await sendWrite('PATCH', '/write/7/', { body: { title: 'x' }, query: { lang: 'hr' } });
    expect(seen?.method).toBe('PATCH');
    expect(seen?.url).toBe('http://api.test/api/write/7/?lang=hr');
    expect(seen?.body).toEqual({ title: 'x' });
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
    expect(seen?.headers.get('Authorization')).toBe('Token t0k');
    expect(seen?.headers.get('X-CSRFToken')).toBe('abc=123');
  });

  it('fails a non-2xx as any call does: field errors, server text, and a published 401', async () => {
    const seen: number[] = [];
    const stop = onAuthFailure((status) => seen.push(status));
    server.use(
      mswHttp.post('*/api/write/', () => HttpResponse.json({ email: ['Neispravna adresa.'], error_msg: 'Nije spremljeno.' }, { status: 400 })),
      mswHttp.delete('*/api/write/', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
    );
    await expect(sendWrite('POST', '/write/', { body: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      fieldErrors: { email: 'Neispravna adresa.' },
      serverText: 'Nije spremljeno.',
    });
    await expect(sendWrite('DELETE', '/write/')).rejects.toMatchObject({ status: 401 });
    await expect(sendWrite('DELETE', '/write/', { authFailure: 'ignore' })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([401]);
    stop();
  });
});

describe('session cookie (token auth off)', () => {
  it('sends cookies with every call, the CSRF header on writes, and no token even if one is stored', async () => {
    setRuntimeConfig(
      parseRuntimeConfig({ apiBaseUrl: 'http://api.test/api', tokenAuth: { enabled: false }, timeoutMs: 500 }),
    );
    setToken('stale');
    const seen: { method: string; credentials: RequestCredentials; csrf: string | null; authorization: string | null }[] = [];
    const record = (request: Request) =>
      seen.push({
        method: request.method,
        credentials: request.credentials,
        csrf: request.headers.get('X-CSRFToken'),
        authorization: request.headers.get('Authorization'),
      });
    server.use(
      mswHttp.get('*/api/x/', ({ request }) => (record(request), HttpResponse.json({ id: 1, naziv: 'a' }))),
      mswHttp.post('*/api/x/', ({ request }) => (record(request), new HttpResponse(null, { status: 204 }))),
    );
    await http.get('/x/', { schema: item });
    await sendWrite('POST', '/x/', { body: {} });
    expect(seen).toEqual([
      { method: 'GET', credentials: 'include', csrf: 'abc=123', authorization: null },
      { method: 'POST', credentials: 'include', csrf: 'abc=123', authorization: null },
    ]);
  });

  it('keeps cookies to the same origin with token auth on', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(mswHttp.get('*/api/x/', ({ request }) => ((credentials = request.credentials), HttpResponse.json({ id: 1, naziv: 'a' }))));
    await http.get('/x/', { schema: item });
    expect(credentials).toBe('same-origin');
  });
});

describe('helpers', () => {
  it('reads Content-Disposition names', () => {
    expect(fileNameFromDisposition('attachment; filename="transakcije.xlsx"')).toBe('transakcije.xlsx');
    expect(fileNameFromDisposition('attachment; filename=a.pdf')).toBe('a.pdf');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
  it('sends dates as YYYY-MM-DD from the local calendar date', () => {
    expect(toApiDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('serialises queries', () => {
    expect(toSearchParams({ page: 2, search: 'Čakovec', empty: '', none: null }).toString()).toBe('page=2&search=%C4%8Cakovec');
    expect(toSearchParams({ usluge: [1, 2], distributeri: [] }).toString()).toBe('usluge=1&usluge=2&distributeri=');
  });
});

describe('calls made before the backend is ready', () => {
  afterEach(() => void startBackendOnDemand(() => Promise.resolve()));

  it('wait for it, then go out', async () => {
    let resolveBackend: () => void = () => undefined;
    startBackendOnDemand(() => new Promise<void>((resolve) => (resolveBackend = resolve)));
    let asked = 0;
    server.use(mswHttp.get('*/api/x/', () => ((asked += 1), HttpResponse.json({ id: 1, naziv: 'a' }))));
    const call = http.get('/x/', { schema: item });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    resolveBackend();
    await expect(call).resolves.toEqual({ id: 1, naziv: 'a' });
    expect(asked).toBe(1);
  });

  it('fail as a network error when it could not start', async () => {
    const failed = Promise.reject(new Error('no worker'));
    failed.catch(() => undefined);
    startBackendOnDemand(() => failed);
    await expect(http.get('/x/', { schema: item })).rejects.toMatchObject({ kind: 'network', message: 'no worker' });
  });
});
