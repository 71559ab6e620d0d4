/**
 * The simulator's handlers read a request's cookies only in the handler that answers it: msw's own
 * handlers parsed them in every handler tried, a hundred times for a call late in the list.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getResponse, HttpResponse, http as mswHttp } from 'msw';
import { apiPath, bindSimulator, literalStart } from './base';
import { http } from './msw-http';
import { handlers } from '../handlers';

/** A request that counts how often its Cookie header is read. */
function countingRequest(url: string, init: RequestInit = {}): { request: Request; reads: () => number } {
  const request = new Request(url, { ...init, headers: { Cookie: 'sessionid=abc; csrftoken=xyz', ...init.headers } });
  let reads = 0;
  const get = request.headers.get.bind(request.headers);
  request.headers.get = (name: string) => {
    if (name.toLowerCase() === 'cookie') reads += 1;
    return get(name);
  };
  return { request, reads: () => reads };
}

describe('the simulator handlers (msw-http)', () => {
  bindSimulator({ apiBaseUrl: '/api', origin: 'http://localhost' });
  afterAll(() => bindSimulator({ apiBaseUrl: '/api', origin: 'http://localhost' }));

  it('answer as msw would: path params and cookies reach the resolver', async () => {
    const handler = http.get(apiPath('/things/:id/'), ({ params, cookies }) => HttpResponse.json({ id: params.id, session: cookies.sessionid }));
    const { request } = countingRequest('http://localhost/api/things/7/');
    const response = await getResponse([handler], request);
    expect(await response?.json()).toEqual({ id: '7', session: 'abc' });
  });

  it('leave a request of another method or path to the next handler', async () => {
    const handler = http.post(apiPath('/things/:id/'), () => HttpResponse.json({}));
    expect(await getResponse([handler], new Request('http://localhost/api/things/7/'))).toBeUndefined();
    expect(await getResponse([handler], new Request('http://localhost/api/other/7/', { method: 'POST' }))).toBeUndefined();
  });

  it('read the cookies only in the handler that matches, however many come before it', async () => {
    const before = Array.from({ length: 50 }, (_, i) => http.get(apiPath(`/unrelated-${i}/`), () => HttpResponse.json({})));
    const target = http.get(apiPath('/target/'), ({ cookies }) => HttpResponse.json({ csrf: cookies.csrftoken }));
    const { request, reads } = countingRequest('http://localhost/api/target/');
    const response = await getResponse([...before, target], request);
    expect(await response?.json()).toEqual({ csrf: 'xyz' });
    expect(reads()).toBe(1);
  });

  it('match the URLs msw’s own matcher matches, and no others', async () => {
    const patterns = ['/things/:id/', '/obracun/:id/', '/geo/tiles/:layer/:z/:x/:file', '/auth/login/', '/*'];
    const paths = ['/things/7/', '/things/7', '/THINGS/7/', '/things/', '/thing/7/', '/obracun/3/', '/Obracun/3', '/obracuni/', '/geo/tiles/street/1/0/0.svg', '/auth/login', '/AUTH/LOGIN/', '/auth/login/x', '/anything'];
    for (const pattern of patterns) {
      const ours = http.get(apiPath(pattern), () => HttpResponse.json({ by: 'ours' }));
      const msws = mswHttp.get(`http://localhost/api${pattern}`, () => HttpResponse.json({ by: 'msw' }));
      for (const path of paths) {
        const url = `http://localhost/api${path}`;
        const [a, b] = [await getResponse([ours], new Request(url)), await getResponse([msws], new Request(url))];
        expect(a !== undefined, `${pattern} against ${path}`).toBe(b !== undefined);
      }
    }
    expect(literalStart('/obracun/:id/')).toBe('/obracun');
    expect(literalStart('/Auth/Login/')).toBe('/auth/login');
    expect(literalStart('/*')).toBe('');
  });

  it('are what the whole simulator is built from', () => {
    expect(handlers.every((handler) => handler.constructor.name === 'MatchFirstHttpHandler')).toBe(true);
  });
});
