/**
 * The simulator answers only under the bound API base and /__simulator/: the dev server's own
 * modules (/src/api/…, /node_modules/.vite/…) and any other path with a segment named `api`
 * pass through untouched, in every runtime's binding.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { bindSimulator } from './base';
import { controlGate } from './control/gate';
import { apiNotFound, handlers } from '../handlers';

const ALL: RequestHandler[] = [...handlers, apiNotFound];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The handlers that would answer this request (the gate, a route, the catch-all). */
async function matching(method: string, url: string): Promise<RequestHandler[]> {
  const hits: RequestHandler[] = [];
  for (const handler of ALL) {
    if (await handler.test({ request: new Request(url, { method }) })) hits.push(handler);
  }
  return hits;
}

async function matchedByAny(url: string): Promise<boolean> {
  for (const method of METHODS) if ((await matching(method, url)).length > 0) return true;
  return false;
}

const NOT_THE_SIMULATORS = [
  '/src/api/form-errors.ts',
  '/src/api/contract/auth.ts?t=1700000000000',
  '/node_modules/.vite/deps/x.js?v=1',
  '/other/api/x',
  '/other/api/auth/login/',
  '/apix/auth/login/',
  '/api',
  '/src/__simulator/state',
];

afterAll(() => bindSimulator({ origin: 'http://localhost' }));

describe('the browser binding: apiBaseUrl "/api" on the page origin', () => {
  const origin = 'http://localhost:5173';

  it.each(NOT_THE_SIMULATORS)('lets %s through to the network', async (path) => {
    bindSimulator({ apiBaseUrl: '/api', origin });
    expect(await matchedByAny(`${origin}${path}`)).toBe(false);
  });

  it('serves the API under the base: the gate, the route, then the catch-all', async () => {
    bindSimulator({ apiBaseUrl: '/api', origin });
    const hits = await matching('POST', `${origin}/api/auth/login/`);
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(hits.at(-1)).toBe(apiNotFound);
  });

  it('answers unknown paths under the base with the catch-all only', async () => {
    bindSimulator({ apiBaseUrl: '/api', origin });
    expect(await matching('GET', `${origin}/api/no-such-thing/`)).toEqual([controlGate, apiNotFound]);
  });

  it('serves the control surface on the same origin', async () => {
    bindSimulator({ apiBaseUrl: '/api', origin });
    expect(await matching('GET', `${origin}/__simulator/state`)).toHaveLength(1);
    expect(await matching('DELETE', `${origin}/__simulator/faults/3`)).toHaveLength(1);
  });

  it('ignores the same paths on another origin', async () => {
    bindSimulator({ apiBaseUrl: '/api', origin });
    expect(await matchedByAny('http://localhost:4173/api/auth/login/')).toBe(false);
    expect(await matchedByAny('https://tile.openstreetmap.org/api/x')).toBe(false);
    expect(await matchedByAny('http://localhost:4173/__simulator/state')).toBe(false);
  });

  it('reads the path parameters of a route', async () => {
    bindSimulator({ apiBaseUrl: '/api', origin });
    const request = new Request(`${origin}/__simulator/faults/7`, { method: 'DELETE' });
    const [handler, ...others] = await matching('DELETE', request.url);
    expect(others).toEqual([]);
    const parsed = (await handler?.parse({ request })) as { match: { params: unknown } } | undefined;
    expect(parsed?.match.params).toEqual({ id: '7' });
  });
});

describe('another API base', () => {
  it('follows a nested relative base', async () => {
    bindSimulator({ apiBaseUrl: '/backend/api/', origin: 'http://localhost:5173' });
    expect((await matching('POST', 'http://localhost:5173/backend/api/auth/login/')).length).toBeGreaterThanOrEqual(3);
    expect(await matchedByAny('http://localhost:5173/api/auth/login/')).toBe(false);
    expect(await matchedByAny('http://localhost:5173/src/api/form-errors.ts')).toBe(false);
    expect(await matching('GET', 'http://localhost:5173/__simulator/state')).toHaveLength(1);
  });

  it('follows an absolute base on another origin, with the control surface on the page origin', async () => {
    bindSimulator({ apiBaseUrl: 'https://partner.example/api', origin: 'http://localhost:5173' });
    expect((await matching('POST', 'https://partner.example/api/auth/login/')).length).toBeGreaterThanOrEqual(3);
    expect(await matchedByAny('http://localhost:5173/api/auth/login/')).toBe(false);
    expect(await matching('GET', 'http://localhost:5173/__simulator/state')).toHaveLength(1);
    expect(await matchedByAny('https://partner.example/__simulator/state')).toBe(false);
  });

  it('refuses an API at the root, which would swallow the dev server', () => {
    expect(() => bindSimulator({ apiBaseUrl: '/', origin: 'http://localhost:5173' })).toThrow(/root/);
  });
});

describe('the HTTP server binding: /api on whichever host name it is reached by', () => {
  it.each(NOT_THE_SIMULATORS)('does not serve %s', async (path) => {
    bindSimulator({ apiBaseUrl: '/api', origin: null });
    expect(await matchedByAny(`http://127.0.0.1:4010${path}`)).toBe(false);
  });

  it('serves /api and /__simulator/ on any host name', async () => {
    bindSimulator({ apiBaseUrl: '/api', origin: null });
    for (const host of ['http://localhost:4010', 'http://127.0.0.1:4010']) {
      expect((await matching('POST', `${host}/api/auth/login/`)).length).toBeGreaterThanOrEqual(3);
      expect(await matching('GET', `${host}/__simulator/state`)).toHaveLength(1);
    }
  });
});
