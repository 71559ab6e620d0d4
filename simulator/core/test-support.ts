/**
 * Helpers for the simulator's Node tests (vitest): an msw/node server over every handler, a reset
 * before each test, a small fetch client, and a contract check of every response the simulator sends.
 * Not imported by any runtime.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { z } from 'zod';
import { matchRequestUrl } from 'msw';
import { errorBody } from '../../src/api/contract/errors';
import { contractRoutes, type ContractRoute } from '../../src/api/contract/routes';
import { simulatorScopes } from './base';
import { FAULT_HEADER } from './control/gate';
import { getState, resetSimulator, whenReady, wireMode, type ResetOptions } from './control/state';
import { createSimulatorServer } from '../node';
import { isUnsafe } from './wire/minimal';
import { readPdfText } from './pdf-text';

/** The origin the Node tests call; createSimulatorServer() binds the simulator to it, with the API at /api. */
export const BASE = 'http://localhost';

/** Every API route with its contract (the shared table in src/api/contract/routes.ts). */
export const CONTRACT_ROUTES: readonly ContractRoute[] = contractRoutes;

export interface ContractViolation {
  method: string;
  url: string;
  status: number;
  problem: string;
}

/** Checks one simulator response against the contract. Returns a problem, or null when it conforms. */
export async function checkContract(request: Request, response: Response): Promise<string | null> {
  const url = new URL(request.url);
  const { prefix } = simulatorScopes().api;
  if (!url.pathname.startsWith(`${prefix}/`)) return null;
  // A forced fault (and its network error) is off-contract on purpose.
  if (response.type === 'error' || response.headers.has(FAULT_HEADER)) return null;
  // Django's redirect of a path without its trailing slash has no body to check.
  if (response.status === 301 && !url.pathname.endsWith('/')) return null;
  const candidates = CONTRACT_ROUTES.filter(
    (r) => r.method === request.method && matchRequestUrl(url, `${url.origin}${prefix}${r.path}`).matches,
  );
  if (candidates.length === 0) return `no contract route for ${request.method} ${url.pathname}`;
  const ok = response.status >= 200 && response.status < 300;
  // The minimal wire answers a successful write with 201 {}, 200 {} or 204 and nothing else.
  if (ok && isUnsafe(request.method) && wireMode() === 'minimal') {
    const text = await response.clone().text();
    const expected = response.status === 204 ? '' : '{}';
    return text === expected ? null : `a minimal write answered ${response.status} ${text.slice(0, 80)}`;
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const isJson = contentType === 'application/json';
  if (ok && !isJson) {
    const file = candidates.find((r) => r.kind === 'file' && r.contentType === contentType);
    return file ? null : `no file route sends ${contentType || 'no content type'} for ${request.method} ${url.pathname}`;
  }
  const route = candidates.find((r) => r.kind === 'json');
  if (ok && !route) return `a file route answered JSON for ${request.method} ${url.pathname}`;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 80)}`;
  }
  const schema = ok ? route?.response : errorBody;
  if (!schema) return 'no schema';
  const parsed = z.safeParse(schema, body);
  return parsed.success ? null : parsed.error.message;
}

/**
 * Starts msw/node for the test file, resets the simulator before every test, and fails the file
 * when any response the simulator sent broke the contract.
 */
export function setupSimulatorTests(reset: ResetOptions = {}) {
  const server = createSimulatorServer({ origin: BASE });
  const violations: ContractViolation[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    pending.push(
      checkContract(request, response).then((problem) => {
        if (problem) violations.push({ method: request.method, url: request.url, status: response.status, problem });
      }),
    );
  });
  beforeAll(async () => {
    await whenReady();
    // Every request must be the simulator's, but a data: URL is no request: react-pdf's layout engine
    // (the simulator's PDFs) fetches its WebAssembly from one.
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (!request.url.startsWith('data:')) print.error();
      },
    });
  });
  beforeEach(async () => {
    await resetSimulator(reset);
  });
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    await Promise.all(pending);
    server.close();
    expect(violations).toEqual([]);
  });
  return { server, violations, settle: () => Promise.all(pending) };
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** A Cookie header ('sessionid=…; csrftoken=…'). */
  cookie?: string;
  /** More headers (X-CSRFToken). */
  headers?: Record<string, string>;
  /** 'manual' to see a redirect itself. */
  redirect?: RequestRedirect;
}

/** Calls the simulator; `path` is relative to the API base ('/obracuni/') or absolute ('/__simulator/state'). */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const url = path.startsWith('/__simulator') ? `${BASE}${path}` : `${BASE}/api${path}`;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Token ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    redirect: options.redirect,
  });
}

export async function callJson<T = unknown>(path: string, options: CallOptions = {}): Promise<{ status: number; body: T }> {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T };
}

/** A route's example request (a path under the API base), its date placeholders filled from the simulator's clock. */
export function exampleUrl(route: ContractRoute): string {
  const today = getState().today;
  const dates: Record<string, string> = {
    '{today}': today,
    '{monthStart}': `${today.slice(0, 8)}01`,
    '{yearAgo}': `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
  };
  const query = new URLSearchParams(
    Object.entries(route.example?.query ?? {}).map(([k, v]) => [k, dates[v] ?? v] as [string, string]),
  ).toString();
  return `${route.example?.path ?? route.path}${query ? `?${query}` : ''}`;
}

/** A JSON answer that must be 200 (a failure names the path). */
export async function callOk<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { status, body } = await callJson<T>(path, options);
  expect(status, path).toBe(200);
  return body;
}

/** A DRF decimal (or a number of euros) in cents. */
export const cents = (amount: string | number): number => Math.round(Number(amount) * 100);

/** A PDF's title (Info) and its text, a line per baseline, all pages in order (./pdf-text.ts). */
export async function pdfText(bytes: ArrayBuffer): Promise<{ title: string; lines: string[] }> {
  const { title, pages } = await readPdfText(bytes);
  return { title, lines: pages.flatMap((page) => page.lines) };
}
