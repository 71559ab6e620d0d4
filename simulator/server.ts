/**
 * The simulator as a real HTTP server (`npm run simulator`): the same handlers at
 * http://127.0.0.1:4010/api and /__simulator/ (HOST and PORT override), through
 * @mswjs/http-middleware, in the rich wire or, with `--wire=minimal` (or SIMULATOR_WIRE=minimal),
 * in the minimal one (simulator/core/wire/mode.ts). They answer under those two paths on whichever host name the server is
 * reached by; anything else is a 404. It also serves the simulator's pages (simulator/core/static/*, the
 * zone map URL's stand-in) under /__simulator/, as the app's dev server does. Its day is the
 * machine's date, as the browser demo's is, unless `--today=YYYY-MM-DD` (or SIMULATOR_TODAY) fixes it.
 *
 * It is a demo backend, so it is kept to this machine:
 * - it listens on loopback unless HOST names another address (and then warns);
 * - CORS answers, with credentials, only the app's own local origins and those in ALLOWED_ORIGINS,
 *   so a page from anywhere else open in the same browser cannot read its answers;
 * - a request body over 1 MB is refused with 413 before it is read whole.
 *
 * CSRF_COOKIE_DOMAIN sets the minimal wire's CSRF cookie for a parent domain, as Django's setting of
 * that name does (simulator/core/wire/minimal.ts).
 */
import { createServer as createHttpServer, IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { bindSimulator, CONTROL_BASE } from './core/base';
import { initSimulator, wireMode } from './core/control/state';
import { apiNotFound, handlers } from './handlers';
import { wireModeFrom } from './core/wire/mode';
import { setCsrfCookieDomain } from './core/wire/minimal';
import { todayFrom } from './core/clock';
import { commandLine } from '../scripts/cli.mjs';
import { STATIC_PAGE_HEADERS, staticPage } from './core/static-pages';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type Env = Readonly<Record<string, string | undefined>>;

/** Where the server listens when HOST is unset: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

/** The largest request body accepted (1 MB); the app never sends anything near it. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The origins the app is served from on this machine when it talks to this server over HTTP:
 * `npm start` / `npm run dev` (Vite, 5173), `npm run preview` (4173), and the production builds of
 * the e2e `http` and `minimal` projects (4175, config/e2e-http.json; 4176, config/e2e-minimal.json),
 * each by both names of loopback. The other local servers of the project (e2e 4174, Storybook 6006)
 * run with a same-origin API or the in-browser simulator and never call this one. ALLOWED_ORIGINS
 * adds others.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [5173, 4173, 4175, 4176].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** HOST, else loopback. */
export function listenHost(env: Env = process.env): string {
  return env.HOST?.trim() || DEFAULT_HOST;
}

/** PORT, else 4010. */
export function listenPort(env: Env = process.env): number {
  const raw = env.PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: "${raw}"`);
  return port;
}

/** True for an address (or `localhost`) that only this machine can reach. */
export function isLoopback(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost') return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) === 6) return address === '::1' || /^::ffff:127\./.test(address);
  return false;
}

/**
 * The origins whose pages may read this server's answers with credentials: the defaults and each
 * comma-separated entry of ALLOWED_ORIGINS, in the form browsers send (`new URL(entry).origin`).
 * An entry that is not an http(s) origin (a typo, or `*`) stops the start rather than being
 * ignored or widening the list.
 */
export function allowedOrigins(env: Env = process.env): ReadonlySet<string> {
  const extra = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin (like http://localhost:3000)`);
      }
      return url.origin;
    });
  return new Set([...DEFAULT_ALLOWED_ORIGINS, ...extra]);
}

/** Serves a page of simulator/static when a GET names one; false otherwise. */
function servePage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '';
  const page = req.method === 'GET' && url.startsWith(`${CONTROL_BASE}/`) ? staticPage(url.slice(CONTROL_BASE.length)) : null;
  if (!page) return false;
  res.writeHead(200, STATIC_PAGE_HEADERS).end(page);
  return true;
}

/**
 * CORS for the allowed origins only. The answers carry tokens and personas, and the API takes a
 * token from any caller, so echoing any Origin with credentials would let whatever site the user
 * has open read them. Another origin gets no CORS headers: the browser then keeps the answer from
 * its page. Requests without an Origin (curl, scripts, server to server) are not CORS and are
 * served as before.
 */
function allowCors(req: IncomingMessage, res: ServerResponse, origins: ReadonlySet<string>): void {
  // The answer depends on Origin, so caches must key on it.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !origins.has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, X-CSRFToken',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Length');
}

/**
 * A network-error fault answers with Response.error() (status 0), which HTTP cannot express:
 * the connection is dropped instead, so the client sees a network failure.
 */
function dropConnectionOnNetworkError(res: ServerResponse): void {
  const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]): ServerResponse {
    if (args[0] === 0) {
      this.destroy();
      return this;
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** The declared body length; NaN when there is none or it is not a number. */
function contentLength(req: IncomingMessage): number {
  const header = req.headers['content-length'];
  return header === undefined || !/^\d+$/.test(header.trim()) ? Number.NaN : Number(header);
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || contentLength(req) > 0;
}

/**
 * Refuses a body over the limit with 413 and closes the connection (`Connection: close`, which
 * Node acts on once the answer is written): the rest of the body is never read, nor waited for.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  req.pause();
  const body = JSON.stringify({ detail: `Request body exceeds the ${limit}-byte limit.` });
  res.writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  res.end(body);
}

/**
 * Reads the body up to `limit` bytes, counting while it streams (a chunked body declares no length).
 * Resolves the body, or null once the limit is passed (the 413 has then been sent) or the client
 * went away.
 */
function readBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (body: Buffer | null) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        stop(null);
        refuseTooLarge(req, res, limit);
      } else chunks.push(chunk);
    };
    const onEnd = () => stop(Buffer.concat(chunks, size));
    const onError = () => stop(null);
    // Closed before its end: the client aborted.
    const onClose = () => stop(null);
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * The request again, with the body already read: @mswjs/http-middleware reads the body by turning
 * the request stream into a web stream (Readable.toWeb(req)), so it is handed a request that
 * carries the same line and headers and streams the bytes read.
 */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.rawHeaders = req.rawHeaders;
  copy.headers = req.headers;
  copy.complete = true;
  // The stream is filled up front; reading it must not touch the socket, which is the original's.
  copy._read = () => undefined;
  copy.push(body);
  copy.push(null);
  return copy;
}

export interface SimulatorHttpOptions {
  /** Origins answered with CORS; default: allowedOrigins(process.env). */
  allowedOrigins?: ReadonlySet<string>;
}

export function createSimulatorHttpServer(options: SimulatorHttpOptions = {}): Server {
  const origins = options.allowedOrigins ?? allowedOrigins();
  bindSimulator({ apiBaseUrl: '/api', origin: null });
  const app = createServer(...handlers, apiNotFound) as Listener;

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    allowCors(req, res, origins);
    if (contentLength(req) > BODY_LIMIT) {
      refuseTooLarge(req, res, BODY_LIMIT);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (servePage(req, res)) return;
    dropConnectionOnNetworkError(res);
    if (!hasBody(req)) {
      app(req, res);
      return;
    }
    void readBody(req, res, BODY_LIMIT).then((body) => {
      if (body) app(replay(req, body), res);
    });
  };

  const server = createHttpServer(handle);
  // An idle connection is kept 75 s, as nginx keeps one, not Node's 5 s: a client that reuses a
  // connection the server is closing at that moment has its request reset, and a client of the
  // simulator (a test's request context, a page) often waits a few seconds between two calls.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  // A client that waits for "100 Continue" before sending (curl does for large bodies) is told to
  // go on only when its body may be accepted; otherwise it gets the 413 before sending anything.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!(contentLength(req) > BODY_LIMIT)) res.writeContinue();
    handle(req, res);
  });
  return server;
}

/** What the server says once it listens: where it is, and a warning when that is not loopback. */
export function startupMessages({ address, port }: AddressInfo): { info: string; warning: string | null } {
  const host = isIP(address) === 6 ? `[${address}]` : address;
  const base = `http://${host}:${port}`;
  const wire = wireMode() === 'minimal' ? ', minimal wire' : '';
  const info = `Simulator at ${base}/api${wire} (control: ${base}/__simulator/state)`;
  const warning = isLoopback(address)
    ? null
    : [
        `WARNING: the simulator listens on ${address}, not on loopback: other machines can reach it.`,
        'Its control surface (/__simulator/) hands out every demo persona with its password and fixed',
        'token, and lets any caller change the data. Unset HOST unless this network is trusted.',
      ].join('\n');
  return { info, warning };
}

/**
 * Listens on HOST (default loopback) and PORT (default 4010), and reports where. The control surface
 * under /__simulator/ is unauthenticated: it lists the demo personas with their password and fixed
 * token (the demo panel offers them to sign in as) and lets any caller reset or change the data.
 * That is safe only while nothing but this machine can connect, which is why loopback is the
 * default and anything else is warned about.
 */
export async function startSimulatorHttpServer(
  env: Env = process.env,
  log: Pick<Console, 'log' | 'warn'> = console,
): Promise<Server> {
  const server = createSimulatorHttpServer({ allowedOrigins: allowedOrigins(env) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort(env), listenHost(env), () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { info, warning } = startupMessages(server.address() as AddressInfo);
  log.log(info);
  if (warning) log.warn(warning);
  return server;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  commandLine(
    `
npm run simulator [-- --wire=rich|minimal] [--today=YYYY-MM-DD]
  The simulator as an HTTP server on HOST:PORT (default 127.0.0.1:4010).
  --wire   the wire format it speaks (also SIMULATOR_WIRE)
  --today  the date it treats as today (also SIMULATOR_TODAY)
`,
    { wire: { type: 'string' }, today: { type: 'string' } },
    { args: argv },
  );
  await initSimulator({ defaultWire: wireModeFrom(argv, process.env), defaultToday: todayFrom(argv, process.env) });
  setCsrfCookieDomain(process.env.CSRF_COOKIE_DOMAIN);
  await startSimulatorHttpServer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    // A bad HOST, PORT or ALLOWED_ORIGINS, or a port in use: say so and stop.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
