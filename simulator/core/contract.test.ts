/**
 * Every handler's responses parse with their contract schema: each route is called for every
 * persona (successes and errors), and every response is checked by checkContract. The
 * test harness also checks every response of every other simulator test file the same way.
 */
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PERSONAS, personaToken } from './control/personas';
import { getState } from './control/state';
import { commonRoutes, reportingRoutes } from '../../src/api/contract/routes';
import { BASE, CONTRACT_ROUTES, call, checkContract, exampleUrl, setupSimulatorTests } from './test-support';

setupSimulatorTests();

async function expectConforming(path: string, init: Parameters<typeof call>[1] = {}): Promise<Response> {
  const response = await call(path, init);
  const request = new Request(`${BASE}/api${path}`, { method: init.method ?? (init.body ? 'POST' : 'GET') });
  expect(await checkContract(request, response), `${request.method} ${path} -> ${response.status}`).toBeNull();
  return response;
}

describe('contract', () => {
  it('covers every route the handlers serve', () => {
    expect(CONTRACT_ROUTES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(PERSONAS)('every GET route answers on-contract for %s', async (persona) => {
    const token = personaToken(persona);
    for (const path of [
      '/auth/user-info/',
      '/auth/permission-list/',
      '/common/usluge/',
      '/common/distributeri/',
      '/radna-vremena/popis-dana/',
      '/obracuni/',
      '/obracuni/?page=2&search=parking',
      '/obracuni/?page=9',
      '/obracun/1/download/',
      '/obracun/35/download/',
      '/obracun/999/download/',
    ]) {
      await expectConforming(path, { token });
      await expectConforming(path);
    }
  });

  it('every POST route answers on-contract, success and failure', async () => {
    const token = personaToken('admin');
    await expectConforming('/auth/login/', { body: { username: 'admin', password: 'demo' } });
    await expectConforming('/auth/login/', { body: { username: 'admin', password: 'x' } });
    await expectConforming('/auth/change-password/', { token, body: { current_password: 'x', new_password: '1' } });
    await expectConforming('/auth/change-password/', { token, body: { current_password: 'demo', new_password: 'Lozinka123' } });
    await expectConforming('/auth/reset-password/', { body: { username: 'admin', captcha_token: 'sim-pass-1' } });
    await expectConforming('/auth/reset-password/', { body: { username: '', captcha_token: 'x' } });
    const resetToken = getState().outbox[0]?.link.split('/')[2] ?? '';
    await expectConforming(`/auth/reset-password/${resetToken}/`, { body: { new_password: 'a', confirm_password: 'b' } });
    await expectConforming(`/auth/reset-password/${resetToken}/`, {
      body: { new_password: 'Lozinka456', confirm_password: 'Lozinka456' },
    });
    await expectConforming('/auth/logout/', { method: 'POST', token });
    await expectConforming('/auth/logout/', { method: 'POST', token });
  });

  it('catches an off-contract body', async () => {
    const request = new Request(`${BASE}/api/obracuni/`);
    const problem = await checkContract(request, HttpResponse.json({ obracuni: [{ id: '1' }] }));
    expect(problem).not.toBeNull();
  });
});

describe('the shared route table', () => {
  const gets = CONTRACT_ROUTES.filter((r) => r.method === 'GET' && !r.path.includes(':') === !r.example?.path);

  it.each(gets.map((r) => [`${r.kind} ${r.path}`, r] as const))('%s answers the admin on-contract', async (_name, route) => {
    const path = exampleUrl(route);
    const response = await expectConforming(path, { token: personaToken('admin') });
    expect(response.status, path).toBe(200);
    const type = response.headers.get('content-type') ?? '';
    expect(type.startsWith(route.kind === 'file' ? (route.contentType ?? '-') : 'application/json'), path).toBe(true);
  });

  it('gives every common and reporting GET route with a path parameter an example', () => {
    const missing = [...commonRoutes, ...reportingRoutes].filter((r) => r.method === 'GET' && r.path.includes(':') && !r.example?.path);
    // The receipt PDF needs a transaction id from a receipts page (tested in reporting/handlers.test.ts).
    expect(missing.map((r) => r.path)).toEqual(['/parking/provider/:id/racuni/download/']);
  });
});
