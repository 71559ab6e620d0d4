/**
 * The simulator as a real HTTP server (`npm run simulator`): the same handlers at
 * http://localhost:4010/api and /__simulator/ (PORT overrides), through @mswjs/http-middleware.
 * They answer under those two paths on whichever host name the server is reached by; anything
 * else is a 404. CORS is open to any origin so a build served elsewhere can use it as its API.
 * It also serves the simulator's pages (simulator/static/*, the zone map URL's stand-in) under
 * /__simulator/, as the app's dev server does.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { bindSimulator, CONTROL_BASE } from './base';
import { initSimulator } from './control/state';
import { apiNotFound, handlers } from './handlers';
import { STATIC_PAGE_HEADERS, staticPage } from './static-pages';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Serves a page of simulator/static when a GET names one; false otherwise. */
function servePage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '';
  const page = req.method === 'GET' && url.startsWith(`${CONTROL_BASE}/`) ? staticPage(url.slice(CONTROL_BASE.length)) : null;
  if (!page) return false;
  res.writeHead(200, STATIC_PAGE_HEADERS).end(page);
  return true;
}

function allowCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
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

export function createSimulatorHttpServer() {
  bindSimulator({ apiBaseUrl: '/api', origin: null });
  const app = createServer(...handlers, apiNotFound) as Listener;
  return createHttpServer((req, res) => {
    allowCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (servePage(req, res)) return;
    dropConnectionOnNetworkError(res);
    app(req, res);
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4010);
  await initSimulator();
  const server = createSimulatorHttpServer();
  server.listen(port, () => {
    console.log(`Simulator at http://localhost:${port}/api (control: http://localhost:${port}/__simulator/state)`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
