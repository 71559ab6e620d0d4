/**
 * The HTTP client: base URL from the runtime config, Token and CSRF headers, JSON bodies,
 * contract validation, normalised errors, timeouts, cancellation, writes checked by their status
 * only (sendWrite) and file downloads.
 * Components never call it directly: feature api.ts files do.
 */
import { backendReady } from './backend-ready';
import type { $ZodType, output } from 'zod/v4/core';
import { getRuntimeConfig } from './runtime-config';
import { clearToken, getToken } from './token';
import { ApiError, ContractError, parseErrorBody } from './errors';
import { saveBlob } from '../design-system/components/save-blob';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/**
 * A response's contract schema, or a function that imports it: what the first screen may call
 * passes the function, so its schemas (and zod) load with the call, not with the app.
 */
export type SchemaSource<S extends $ZodType> = S | (() => Promise<S>);

export interface RequestOptions<S extends $ZodType> {
  query?: Query;
  body?: unknown;
  schema: SchemaSource<S>;
  signal?: AbortSignal;
  /**
   * 'ignore': a 401 or 403 of this call is not published to onAuthFailure (no navigation; a 401
   * still forgets the token); the caller handles it, e.g. a permission check whose failure just
   * means "no permission". Default 'publish'.
   */
  authFailure?: AuthFailureMode;
}

/** Whether a call's 401 or 403 is published to onAuthFailure (see RequestOptions.authFailure). */
export type AuthFailureMode = 'publish' | 'ignore';

/** Which call came back 401 or 403, and the app's page (its path) when it did. */
export interface AuthFailure {
  method: string;
  path: string;
  page: string;
}

type AuthFailureListener = (status: 401 | 403, failure: AuthFailure) => void;
const authFailureListeners = new Set<AuthFailureListener>();
/**
 * Failures that came before anyone listened (the app's watch loads with the first private page):
 * handed to the first listener, once, with the page each came on; after that nothing is kept.
 */
const unheard: [401 | 403, AuthFailure][] = [];
let listened = false;

/**
 * The app subscribes here (src/app/session/auth-failure.tsx): a 401 ends the session; a 403 either
 * does too (a session that is gone) or is a refusal, which the app finds out.
 */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  listened = true;
  for (const [status, failure] of unheard.splice(0)) listener(status, failure);
  return () => authFailureListeners.delete(listener);
}

let signedOut = false;

/**
 * From a sign-out until a session is known again (the user info answers): the page being left may
 * still call, and the refusals are expected, so none is published as a session that ended.
 */
export function setSignedOut(value: boolean): void {
  signedOut = value;
}

/** Whether the user has signed out and no session is known since. */
export function isSignedOut(): boolean {
  return signedOut;
}

function publishAuthFailure(status: 401 | 403, failure: AuthFailure): void {
  if (signedOut) return;
  if (!listened) unheard.push([status, failure]);
  else authFailureListeners.forEach((listener) => listener(status, failure));
}

/**
 * Serialises a query: a list is sent as a repeated parameter (`usluge=1&usluge=2`, as Django's
 * `getlist` reads it), an empty list as one empty value (none selected), and empty values dropped.
 */
export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) params.append(key, '');
      for (const item of value) params.append(key, String(item));
    } else params.set(key, String(value));
  }
  return params;
}

export function apiUrl(path: string, query?: Query): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const search = toSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

let requestLanguage: string | null = null;

/**
 * The UI's language, sent with every call as Accept-Language, so what the server translates (the
 * weekday names of popis-dana, its messages) comes in the language the user reads. Set with the
 * app's i18n (src/app/i18n/setup.ts); a change of language reloads the app.
 */
export function setRequestLanguage(language: string | null): void {
  requestLanguage = language;
}

function headers(hasBody: boolean): Headers {
  const config = getRuntimeConfig();
  const result = new Headers({ Accept: 'application/json' });
  if (requestLanguage) result.set('Accept-Language', requestLanguage);
  if (hasBody) result.set('Content-Type', 'application/json');
  const token = getToken();
  if (config.tokenAuth.enabled && token) {
    result.set(config.tokenAuth.header, `${config.tokenAuth.scheme} ${token}`);
  }
  if (config.csrf.enabled) {
    const csrf = readCookie(config.csrf.cookie);
    if (csrf) result.set(config.csrf.header, csrf);
  }
  return result;
}

/**
 * Which calls carry cookies. With token auth off the session cookie is the session, so it goes to an
 * API on another origin too ('include'; that server must allow credentials). With token auth on no
 * call needs a cookie from another origin, and such an API need not allow credentials ('same-origin').
 */
function credentials(): RequestCredentials {
  return getRuntimeConfig().tokenAuth.enabled ? 'same-origin' : 'include';
}

async function send(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  try {
    await backendReady();
  } catch (cause) {
    throw new ApiError({ kind: 'network', path: url, detail: (cause as Error)?.message });
  }
  const timeout = AbortSignal.timeout(getRuntimeConfig().timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await fetch(url, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
      credentials: credentials(),
    });
  } catch (cause) {
    if (signal?.aborted) throw new ApiError({ kind: 'aborted', path: url });
    if (timeout.aborted) throw new ApiError({ kind: 'timeout', path: url });
    throw new ApiError({ kind: 'network', path: url, detail: (cause as Error)?.message });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function failure(response: Response, method: string, path: string, publish = true): Promise<ApiError> {
  const status = response.status;
  if (status === 401) clearToken();
  if (publish && (status === 401 || status === 403)) publishAuthFailure(status, { method, path, page: globalThis.location?.pathname ?? '' });
  const body = await readJson(response).catch(() => undefined);
  return new ApiError({ kind: 'http', status, path, ...parseErrorBody(body) });
}

/** zod's parser, loaded once, with the first response to validate or ahead of it. */
export const loadParser = () => import('./contract/safe-parse');

/**
 * A parser for a schema: zod's parser is imported with the first response to validate (what /login
 * loads holds no zod), together with the schema when it comes as a function.
 */
export async function contractParser<S extends $ZodType>(source: SchemaSource<S>) {
  const [{ safeParse }, schema] = await Promise.all([
    loadParser(),
    typeof source === 'function' ? (source as () => Promise<S>)() : source,
  ]);
  return (value: unknown) => safeParse(schema, value);
}

/** Sends a request and returns the response body parsed by the contract schema. */
export async function request<S extends $ZodType>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<S>,
): Promise<output<S>> {
  // The parser loads while the request is under way (caught here too: when the request fails first, nobody awaits it).
  const parser = contractParser(options.schema);
  parser.catch(() => undefined);
  const response = await send(method, apiUrl(path, options.query), options.body, options.signal);
  if (!response.ok) throw await failure(response, method, path, options.authFailure !== 'ignore');
  const body = response.status === 204 ? {} : await readJson(response);
  const parsed = (await parser)(body ?? {});
  if (!parsed.success) throw new ContractError(path, parsed.error);
  return parsed.data;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WriteOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** As for `request`. Default 'publish'. */
  authFailure?: AuthFailureMode;
}

export interface WriteResult {
  status: number;
  /** The answer's JSON, or undefined when it was empty or not JSON. Unvalidated: read it with a schema's safeParse, if at all. */
  body: unknown;
}

/** The JSON of a successful write's answer, or undefined: an empty, non-JSON or unreadable body is no failure. */
async function readOptionalJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a write whose answer the client does not rely on: the status alone decides. Any 2xx is
 * success, whatever the body (200 with JSON, 201 with `{}`, 204 with nothing, a text), since the
 * spec shows few write answers and servers differ; a non-2xx is the same ApiError as `request`
 * throws. The caller refetches what its screen shows instead of trusting an echo.
 */
export async function sendWrite(method: WriteMethod, path: string, options: WriteOptions = {}): Promise<WriteResult> {
  const response = await send(method, apiUrl(path, options.query), options.body, options.signal);
  if (!response.ok) throw await failure(response, method, path, options.authFailure !== 'ignore');
  return { status: response.status, body: await readOptionalJson(response) };
}

export const http = {
  get: <S extends $ZodType>(path: string, options: RequestOptions<S>) => request('GET', path, options),
  post: <S extends $ZodType>(path: string, options: RequestOptions<S>) => request('POST', path, options),
  patch: <S extends $ZodType>(path: string, options: RequestOptions<S>) => request('PATCH', path, options),
  delete: <S extends $ZodType>(path: string, options: RequestOptions<S>) =>
    request('DELETE', path, options),
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name from Content-Disposition (RFC 6266, with filename* preferred), if any. */
export function fileNameFromDisposition(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2]?.trim();
}

/**
 * Fetches a file. The name is the server's, or the caller's fallback. A failed download parses
 * a JSON error body so the caller can show the server's text.
 */
export async function download(
  path: string,
  options: { query?: Query; fallbackName: string; signal?: AbortSignal },
): Promise<DownloadedFile> {
  const response = await send('GET', apiUrl(path, options.query), undefined, options.signal);
  if (!response.ok) throw await failure(response, 'GET', path);
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  return { blob, fileName };
}

/** Hands a downloaded file to the browser. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  saveBlob(blob, fileName);
}

/** Dates are sent as YYYY-MM-DD, from the local calendar date. */
export function toApiDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
