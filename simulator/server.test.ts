/** The simulator as a real HTTP server (the runtime behind `npm run simulator`). */
import fs from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personaToken } from './core/control/personas';
import { initSimulator, resetSimulator } from './core/control/state';
import {
  allowedOrigins,
  BODY_LIMIT,
  createSimulatorHttpServer,
  isLoopback,
  listenHost,
  listenPort,
  startSimulatorHttpServer,
  startupMessages,
} from './server';

const server = createSimulatorHttpServer();
let base = '';

// Every connection the server accepted, to measure how much of a body it read.
const sockets: Socket[] = [];
server.on('connection', (socket: Socket) => sockets.push(socket));
const bytesRead = () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);

const json = { 'Content-Type': 'application/json' };
const signIn = () =>
  fetch(`${base}/api/auth/login/`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'demo' }) });

beforeAll(async () => {
  await initSimulator();
  await resetSimulator();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP server', () => {
  it('keeps an idle connection for a client that calls again after a few seconds, as nginx does', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = httpRequest(`${base}/__simulator/state`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Past Node's default of 5 s, at which the server would close the connection the client reuses.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);

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

  it("serves the PDF with its file name and exposes it to the app's origin", async () => {
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

/** The origin the e2e `http` project serves the production build from (it calls this server over HTTP). */
function e2eHttpOrigin(): string {
  const config = fs.readFileSync('playwright.config.ts', 'utf8');
  const baseURL = /name: 'http',[^}]*baseURL: '([^']+)'/.exec(config)?.[1];
  if (!baseURL) throw new Error("playwright.config.ts: no baseURL for the 'http' project");
  return new URL(baseURL).origin;
}

describe('where it listens', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: ' ' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenPort({})).toBe(4010);
    expect(listenPort({ PORT: '4011' })).toBe(4011);
    expect(() => listenPort({ PORT: 'http' })).toThrow(/PORT/);
  });

  it('tells loopback from other addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'fd00::2', 'example.com', '128.0.0.1']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });

  it('prints where it listens, and warns when that is not loopback', () => {
    expect(startupMessages({ address: '127.0.0.1', family: 'IPv4', port: 4010 })).toEqual({
      info: 'Simulator at http://127.0.0.1:4010/api (control: http://127.0.0.1:4010/__simulator/state)',
      warning: null,
    });
    expect(startupMessages({ address: '::1', family: 'IPv6', port: 4010 }).info).toContain('http://[::1]:4010/api');
    for (const address of ['0.0.0.0', '::', '192.0.2.2']) {
      const { info, warning } = startupMessages({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port: 4010 });
      expect(info).toContain(address);
      expect(warning).toMatch(/not on loopback.*\n.*password/);
    }
  });

  // A non-loopback IPv4 address of this machine, if it has one.
  const external = Object.values(networkInterfaces())
    .flat()
    .find((iface) => iface && iface.family === 'IPv4' && !iface.internal)?.address;

  it('starts on 127.0.0.1 with HOST unset, and refuses connections to the machine\'s other addresses', async () => {
    const log = { log: vi.fn(), warn: vi.fn() };
    const started = await startSimulatorHttpServer({ PORT: '0' }, log);
    try {
      const { address, port } = started.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      expect(log.log).toHaveBeenCalledWith(`Simulator at http://127.0.0.1:${port}/api (control: http://127.0.0.1:${port}/__simulator/state)`);
      expect(log.warn).not.toHaveBeenCalled();
      const tryConnect = (host: string) =>
        new Promise<string>((resolve) => {
          const socket = connect(port, host);
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        });
      expect(await tryConnect('127.0.0.1')).toBe('connected');
      if (external) expect(await tryConnect(external)).toBe('ECONNREFUSED');
      else console.warn('No non-loopback IPv4 address on this machine: the refusal is not checked.');
    } finally {
      await new Promise<void>((resolve) => started.close(() => resolve()));
    }
  });
});

describe('CORS', () => {
  it("answers the app's local origins, the e2e http project's among them, and ALLOWED_ORIGINS", () => {
    const defaults = allowedOrigins({});
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', e2eHttpOrigin()]) {
      expect(defaults.has(origin), origin).toBe(true);
    }
    expect(defaults.has('http://localhost:6666')).toBe(false);
    const configured = allowedOrigins({ ALLOWED_ORIGINS: ' https://Portal.example.com/ , http://10.0.0.5:8080,' });
    expect(configured.has('https://portal.example.com')).toBe(true);
    expect(configured.has('http://10.0.0.5:8080')).toBe(true);
    expect(configured.has('http://localhost:5173')).toBe(true);
    expect(() => allowedOrigins({ ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => allowedOrigins({ ALLOWED_ORIGINS: 'file:///tmp' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('echoes an allowed origin with credentials and gives a foreign one nothing', async () => {
    const headers = { Authorization: `Token ${personaToken('admin')}` };
    const allowed = await fetch(`${base}/api/common/usluge/`, { headers: { ...headers, Origin: e2eHttpOrigin() } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(e2eHttpOrigin());
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    for (const origin of ['https://evil.example', 'http://localhost:6666', 'null']) {
      const foreign = await fetch(`${base}/api/common/usluge/`, { headers: { ...headers, Origin: origin } });
      expect(foreign.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(foreign.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(foreign.headers.get('vary')).toBe('Origin');
      const preflight = await fetch(`${base}/api/obracuni/`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Headers': 'authorization' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers'), origin).toBeNull();
    }

    // No Origin (curl, a script, another server): not CORS, served as always.
    const plain = await fetch(`${base}/api/common/usluge/`, { headers });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request body limit', () => {
  const FORTY_MB = 40 * 1024 * 1024;

  it('refuses a 40 MB body by its Content-Length with 413, without reading it', async () => {
    const before = bytesRead();
    const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: json, body: new Uint8Array(FORTY_MB) });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ detail: `Request body exceeds the ${BODY_LIMIT}-byte limit.` });
    expect(bytesRead() - before).toBeLessThan(4 * 1024 * 1024);
  });

  it('stops reading a chunked body (no Content-Length) once it passes the limit, with 413', async () => {
    const before = bytesRead();
    let pulled = 0;
    // 40 MB in 64 KB chunks, sent as Transfer-Encoding: chunked.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= FORTY_MB) return controller.close();
        pulled += 65536;
        controller.enqueue(new Uint8Array(65536));
      },
    });
    const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: json, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(FORTY_MB);
    expect(bytesRead() - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses a client that waits for 100 Continue before it sends anything', async () => {
    const { status, continued } = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest(`${base}/api/auth/login/`, {
        method: 'POST',
        headers: { ...json, 'Content-Length': FORTY_MB, Expect: '100-continue' },
      });
      req.on('continue', () => (continued = true));
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, continued });
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
    expect(continued).toBe(false);
  });

  it('still serves afterwards: a sign-in, also with a chunked body under the limit', async () => {
    const login = await signIn();
    expect(login.status).toBe(200);
    expect(((await login.json()) as { token: string }).token).toBeTruthy();

    const credentials = new TextEncoder().encode(JSON.stringify({ username: 'admin', password: 'demo' }));
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(credentials.slice(0, 10));
        controller.enqueue(credentials.slice(10));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: json, body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(200);
    expect(((await streamed.json()) as { token: string }).token).toBeTruthy();
  });
});
