// What a browser fetches for a cold /login of a build, and the bytes the server sends for each
// (scripts/budget.mjs counts them). The build is served as deploy/nginx/locations.conf serves it, on
// an ephemeral port; the system's Chromium (./chromium.mjs) loads /login in a fresh profile.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, chromiumPath, installHint } from './chromium.mjs';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain',
};

/** nginx's rules (deploy/nginx/locations.conf): gzip_types, gzip_min_length 256, gzip_comp_level 6. */
const GZIP_TYPES = new Set(['text/html', 'text/css', 'text/javascript', 'application/json', 'application/manifest+json', 'image/svg+xml', 'application/wasm', 'text/plain']);
const GZIP_MIN_LENGTH = 256;
const GZIP_LEVEL = 6;

/** The body the server sends for a file: gzip-compressed as nginx does, or as it is. */
export function sentBody(bytes, type) {
  return GZIP_TYPES.has(type) && bytes.length >= GZIP_MIN_LENGTH ? { body: zlib.gzipSync(bytes, { level: GZIP_LEVEL }), gzip: true } : { body: bytes, gzip: false };
}

/**
 * Serves `dir` as the deployment does: a file of the build, else index.html, but a missing
 * /assets/ file is a 404. Every answer is recorded: its path, the file, its type and the bytes of its body.
 * @returns {Promise<{ base: string, sent: { path: string, file: string | null, type: string, status: number, bytes: number }[], close: () => Promise<void> }>}
 */
export async function serveBuild(dir) {
  const root = path.resolve(dir);
  const sent = [];
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const candidate = path.join(root, pathname);
    const isFile = candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile();
    if (!isFile && pathname.startsWith('/assets/')) {
      sent.push({ path: pathname, file: null, type: '', status: 404, bytes: 0 });
      res.writeHead(404).end();
      return;
    }
    const file = isFile ? candidate : path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const { body, gzip } = sentBody(fs.readFileSync(file), type);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip && !acceptsGzip) throw new Error(`${pathname} was asked for without gzip`);
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-cache', ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
    sent.push({ path: pathname, file: path.relative(root, file), type, status: 200, bytes: req.method === 'HEAD' ? 0 : body.length });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * The latest a cold /login may still start a fetch: what the app defers past its first screen
 * (afterFirstScreen, src/design-system/model/idle.ts) starts at most 3 s after boot plus an idle
 * wait of 1 s. The count ends once the page has been open this long and no fetch started or ran for QUIET_MS.
 */
const SETTLE_MS = 5000;
const QUIET_MS = 2000;

/**
 * Loads /login of `dir` in a fresh Chromium profile and returns every answer it got: the path, the
 * file of the build that answered it, its type as the browser used it, and the bytes of its body
 * as sent. Also the requests that went elsewhere or failed, which make a count impossible.
 */
export async function coldLoginFetches(dir = 'dist') {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: build first (npx vite build)`);
  if (!chromiumPath()) throw new Error(installHint);
  const server = await serveBuild(dir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ locale: 'hr-HR', serviceWorkers: 'block' });
    const page = await context.newPage();
    const kinds = new Map();
    const strays = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const url = new URL(request.url());
      if (url.origin === server.base) kinds.set(url.pathname, request.resourceType());
      else if (!['data:', 'blob:'].includes(url.protocol)) strays.push(`${request.method()} ${request.url()}`);
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', (request) => {
      settled();
      strays.push(`failed: ${request.url()} (${request.failure()?.errorText ?? ''})`);
    });
    const opened = Date.now();
    await page.goto(`${server.base}/login`);
    // The app's sign-in form has taken over from the one index.html carries.
    await page.locator('form[data-login]').waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('#login-shell').waitFor({ state: 'detached', timeout: 60_000 });
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS || Date.now() - opened < SETTLE_MS) {
      if (Date.now() - opened > 120_000) throw new Error('/login never stopped fetching');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await context.close();
    const fetched = server.sent.map((answer) => ({ ...answer, kind: kinds.get(answer.path) ?? 'other' }));
    return { fetched, strays };
  } finally {
    await browser.close();
    await server.close();
  }
}
