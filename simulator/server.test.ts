/** The simulator as a real HTTP server (the runtime behind `npm run simulator`). */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaToken } from './control/personas';
import { initSimulator, resetSimulator } from './control/state';
import { createSimulatorHttpServer } from './server';

const server = createSimulatorHttpServer();
let base = '';

beforeAll(async () => {
  await initSimulator();
  await resetSimulator();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP server', () => {
  it('signs in and lists statements', async () => {
    const login = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${base}/api/obracuni/?page=2`, { headers: { Authorization: `Token ${token}` } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { broj_stranica: number }).broj_stranica).toBe(4);
  });

  it('serves the PDF with its file name and exposes it to other origins', async () => {
    const res = await fetch(`${base}/api/obracun/1/download/`, {
      headers: { Authorization: `Token ${personaToken('admin')}`, Origin: 'http://localhost:4173' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="obracun-1.pdf"');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it("serves the zone map URL's stand-in page and the map it shows", async () => {
    const page = await fetch(`${base}/__simulator/zone-map.html?provider=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain("'/__simulator/zone-map/'");
    expect((await fetch(`${base}/__simulator/zone-map/1.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${base}/__simulator/nothing.html`)).status).toBe(404);
    // The map URL names the server itself, absolute, as an embed snippet needs.
    const mapUrl = await fetch(`${base}/api/parking/provider/1/zone/map-url/`, { headers: { Authorization: `Token ${personaToken('admin')}` } });
    expect(((await mapUrl.json()) as { zone_map_url: string }).zone_map_url).toBe(`${base}/__simulator/zone-map.html?provider=1`);
  });

  it('answers CORS preflight', async () => {
    const res = await fetch(`${base}/api/obracuni/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization');
  });

  it('drops the connection for a network-error fault and keeps serving', async () => {
    await fetch(`${base}/__simulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/common/usluge/', networkError: true, times: 1 }),
    });
    const headers = { Authorization: `Token ${personaToken('admin')}` };
    await expect(fetch(`${base}/api/common/usluge/`, { headers })).rejects.toThrow(TypeError);
    expect((await fetch(`${base}/api/common/usluge/`, { headers })).status).toBe(200);
  });

  it('answers unknown paths with 404', async () => {
    const res = await fetch(`${base}/api/nope/`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });
});
