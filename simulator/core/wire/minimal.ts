/**
 * The minimal wire (simulator/wire/mode.ts): a backend that gives what the specs promise and no more,
 * as a Django REST Framework API with session authentication would.
 *
 * - Answers: only the keys the specs name (spec-keys.ts, applied by core/http.ts where every JSON
 *   answer is built).
 * - Writes: a successful POST, PUT, PATCH or DELETE answers 201 `{}`, 200 `{}` or 204 without a body,
 *   the same one for the same endpoint every time and all three across the API (writeAnswerFor).
 * - Sign-in: the login answer carries no token; it sets a session cookie (`sessionid`, HttpOnly) and a
 *   CSRF cookie (`csrftoken`, readable by the page). The session cookie authenticates later calls;
 *   logout clears it. A token (`Authorization: Token …`) is still accepted, as an API with both
 *   authentication classes does, so stories that sign in with a persona's token keep working.
 * - Authentication as DRF's [SessionAuthentication, TokenAuthentication] answers it: the first class
 *   names no WWW-Authenticate scheme, so a call without a live session (no cookie, an ended session, an
 *   unknown token) is 403 with DRF's detail, never 401. A session cookie naming no live session is
 *   deleted in the answer, as Django's SessionMiddleware does.
 * - CSRF (Django 3.2's CsrfViewMiddleware, as DRF's SessionAuthentication enforces it, for signed-in
 *   sessions only): an unsafe call needs the `csrftoken` cookie ("CSRF Failed: CSRF cookie not set."),
 *   then the `X-CSRFToken` header equal to it ("CSRF Failed: CSRF token missing or incorrect.").
 *   Login is exempt; token-authenticated and anonymous calls are not checked (an anonymous unsafe call
 *   to a private endpoint is the not-authenticated 403).
 * - The CSRF cookie is set only by views that use the token: login rotates it, user-info sets it
 *   (ensure_csrf_cookie: the current value, or a new one when there is none). Logout ends the session
 *   and deletes its cookie, and leaves the CSRF cookie as it was.
 *
 * Cookies travel as they would from a real server: over HTTP and in Node as Set-Cookie headers on a
 * plain Response; in the browser, where a service worker's answer cannot set cookies, they are written
 * to document.cookie (the page's origin is the API's there). msw's own cookie jar is never used: it is
 * one jar per process, and the HTTP server would then hand one client's session to every other.
 */
import { DomainError } from '../errors';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** Django 3.2's reasons, as DRF's SessionAuthentication reports them. */
export const CSRF_REASONS = {
  noCookie: 'CSRF Failed: CSRF cookie not set.',
  badToken: 'CSRF Failed: CSRF token missing or incorrect.',
} as const;

/** Django's lifetimes: two weeks for the session, a year for the CSRF cookie. */
const SESSION_MAX_AGE = 1_209_600;
const CSRF_MAX_AGE = 31_449_600;

const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isUnsafe(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/** 403 from the CSRF check. */
export class CsrfError extends DomainError {
  readonly status = 403;
  constructor(readonly detail: string) {
    super(detail);
  }
  body() {
    return { detail: this.detail };
  }
}

/** Throws the 403 Django sends for an unsafe call without the csrftoken cookie, or whose X-CSRFToken header is missing or differs from it. */
export function enforceCsrf(request: Request, cookies: Readonly<Record<string, string>>): void {
  if (!isUnsafe(request.method)) return;
  const cookie = cookies[CSRF_COOKIE];
  if (!cookie) throw new CsrfError(CSRF_REASONS.noCookie);
  if (request.headers.get(CSRF_HEADER) !== cookie) throw new CsrfError(CSRF_REASONS.badToken);
}

/** The answers a successful write may get, as a DRF view gives them. */
export const WRITE_ANSWERS = [201, 200, 204] as const;
export type WriteAnswer = (typeof WRITE_ANSWERS)[number];

/**
 * The endpoint a request path stands for, with every numeric or token segment as ':'
 * (`/parking/provider/1/zona/2/iznimke/` → `/parking/provider/:/zona/:/iznimke/`), so one endpoint
 * keeps its answer whichever item it is called for.
 */
export function endpointKey(method: string, apiPath: string): string {
  const path = apiPath.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27})(?=\/|$)/gi, '/:');
  return `${method.toUpperCase()} ${path}`;
}

/** The status a successful write of this endpoint answers with: fixed per endpoint (a hash of it), and all three across the API. */
export function writeAnswerFor(method: string, apiPath: string): WriteAnswer {
  let hash = 0x811c9dc5;
  for (const char of endpointKey(method, apiPath)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return WRITE_ANSWERS[hash % WRITE_ANSWERS.length] as WriteAnswer;
}

/** `response`'s headers without those of its body; each Set-Cookie kept as its own header. */
function headersWithoutBody(response: Response): Headers {
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length' && name !== 'set-cookie') headers.append(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * The answer of a successful write in the minimal wire: `{}` with 201 or 200, or 204 without a body.
 * Its other headers (the cookies of a login or logout) are kept.
 */
export function minimalWriteAnswer(status: WriteAnswer, response: Response): Response {
  const headers = headersWithoutBody(response);
  if (status === 204) return new Response(null, { status, headers });
  headers.set('Content-Type', 'application/json');
  return new Response('{}', { status, headers });
}

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; 0 clears the cookie. */
  maxAge: number;
  httpOnly: boolean;
  /** The Domain attribute; none: the cookie is the answering host's only. */
  domain?: string;
}

let csrfCookieDomain: string | undefined;

/**
 * Django's CSRF_COOKIE_DOMAIN: the parent domain the CSRF cookie is set for, so that a portal on a
 * sibling host (portal.example.hr beside api.example.hr) can read it; unset, the cookie is the API
 * host's only, as Django's default is. The HTTP server takes it from CSRF_COOKIE_DOMAIN.
 */
export function setCsrfCookieDomain(domain: string | undefined): void {
  csrfCookieDomain = domain?.trim() || undefined;
}

export const sessionCookie = (value: string): CookieToSet => ({ name: SESSION_COOKIE, value, maxAge: SESSION_MAX_AGE, httpOnly: true });
export const csrfCookie = (value: string): CookieToSet => ({ name: CSRF_COOKIE, value, maxAge: CSRF_MAX_AGE, httpOnly: false, domain: csrfCookieDomain });
export const clearedSessionCookie: CookieToSet = { name: SESSION_COOKIE, value: '', maxAge: 0, httpOnly: true };

/** The Set-Cookie line of a cookie, as Django writes it (path /, SameSite=Lax). */
export function serializeCookie({ name, value, maxAge, httpOnly, domain }: CookieToSet): string {
  const expires = maxAge === 0 ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  const scope = domain ? `; Domain=${domain}` : '';
  return `${name}=${encodeURIComponent(value)}${scope}${expires}; Max-Age=${maxAge}; Path=/; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}`;
}

/** True in a page, where the simulator runs beside the app and its answers go through a service worker. */
function inBrowserPage(): boolean {
  return typeof document !== 'undefined' && typeof window !== 'undefined';
}

/**
 * `response` with the cookies set: Set-Cookie headers on a plain Response (never msw's HttpResponse,
 * whose cookies go into msw's process-wide jar), or, in a browser page, document.cookie (a service
 * worker's answer cannot set a cookie; HttpOnly cannot be written there, so the session cookie is
 * readable by script in the browser simulator only).
 */
export function withCookies(response: Response, cookies: readonly CookieToSet[]): Response {
  if (inBrowserPage()) {
    for (const cookie of cookies) document.cookie = serializeCookie({ ...cookie, httpOnly: false });
    return response;
  }
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append('Set-Cookie', serializeCookie(cookie));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A random value for a session key or a CSRF secret (hex). */
export function randomKey(bytes = 20): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}
