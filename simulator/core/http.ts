/**
 * What every API handler shares: the path under the API base, the session (from the Authorization
 * header, or in the minimal wire from the session cookie), the JSON body, contract-checked responses,
 * and the translation of domain errors to HTTP. Handlers stay thin: read the request, call a domain
 * rule, send its result. The wire mode (simulator/wire/) is applied here, where every answer is built:
 * in the minimal wire a JSON answer keeps only the keys the specs name and a successful write answers
 * 201 `{}`, 200 `{}` or 204.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { z } from 'zod';
import { errorBody } from '../../src/api/contract/errors';
import { simulatorScopes } from './base';
import { domainContext, wireMode } from './control/state';
import { authenticate, tryAuthenticateSessionCookie } from './access';
import type { Session } from './access';
import type { DomainContext } from './context';
import { AuthenticationError, DomainError, PermissionDeniedError } from './errors';
import { clearedSessionCookie, enforceCsrf, isUnsafe, minimalWriteAnswer, SESSION_COOKIE, withCookies, writeAnswerFor } from './wire/minimal';
import { specKeysOnly } from './wire/spec-keys';

/** An API path from the contract's endpoint table ('/auth/login/'), matched under the bound API base only (simulator/core/base.ts). */
export { apiPath } from './base';

/**
 * A JSON response whose body is checked by its contract schema first: the simulator never sends
 * off-contract data. It sends the body as built (the wire form, e.g. decimals as strings), not the
 * schema's parse output (where numbers are parsed from strings). In the minimal wire a successful
 * answer keeps only the keys the specs name (the keys its schema requires: wire/spec-keys.ts).
 */
export function contractJson<S extends z.core.$ZodType>(schema: S, body: z.input<S>, init?: ResponseInit): Response {
  z.parse(schema, body);
  const status = init?.status ?? 200;
  const sent = wireMode() === 'minimal' && status >= 200 && status < 300 ? specKeysOnly(schema, body) : body;
  return HttpResponse.json(sent as DefaultBodyType, init);
}

export function errorResponse(error: DomainError): Response {
  const headers: Record<string, string> = error.status === 401 ? { 'WWW-Authenticate': 'Token' } : {};
  return contractJson(errorBody, error.body(), { status: error.status, headers });
}

/** Reads a JSON body as DRF's JSONParser would: an empty body is {}, a broken one a 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new MalformedJsonError(error instanceof Error ? error.message : String(error));
  }
}

class MalformedJsonError extends DomainError {
  readonly status = 400;
  constructor(readonly reason: string) {
    super(reason);
  }
  body() {
    return { detail: `JSON parse error - ${this.reason}` };
  }
}

export interface HandlerInput {
  request: Request;
  params: PathParams;
  ctx: DomainContext;
  url: URL;
  /** The request's cookies (its Cookie header; in the browser, the page's cookies). */
  cookies: Record<string, string>;
}

/** The request's path relative to the API base ('/obracuni/'). */
function apiRelativePath(url: URL): string {
  const { prefix } = simulatorScopes().api;
  return url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
}

/**
 * A public endpoint: domain errors become their HTTP answers. In the minimal wire a successful write
 * answers 201 `{}`, 200 `{}` or 204, whatever the handler built (its cookies kept), and a session
 * cookie that names no live session is deleted in the answer, as Django's SessionMiddleware does.
 */
export function publicRoute(handle: (input: HandlerInput) => Response | Promise<Response>): HttpResponseResolver {
  return async ({ request, params, cookies }) => {
    const url = new URL(request.url);
    const ctx = domainContext();
    let response: Response;
    try {
      response = await handle({ request, params, ctx, url, cookies });
      if (wireMode() === 'minimal' && isUnsafe(request.method) && response.ok) {
        response = minimalWriteAnswer(writeAnswerFor(request.method, apiRelativePath(url)), response);
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      response = errorResponse(error);
    }
    return wireMode() === 'minimal' && endedSessionCookie(ctx, cookies, response) ? withCookies(response, [clearedSessionCookie]) : response;
  };
}

/** True when the request's session cookie names no live session and the answer does not set the cookie itself. */
function endedSessionCookie(ctx: DomainContext, cookies: Record<string, string>, response: Response): boolean {
  const key = cookies[SESSION_COOKIE];
  if (!key || response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))) return false;
  return !ctx.db.sessions.findFirst((q) => q.where({ token: key }));
}

/**
 * Who calls: `Authorization: Token <key>` (401 without a live one). In the minimal wire, as DRF with
 * [SessionAuthentication, TokenAuthentication]: the session cookie first, whose unsafe calls must
 * pass the CSRF check, then the token; a caller with neither is the not-authenticated 403.
 */
function sessionOf({ ctx, request, cookies }: HandlerInput): Session {
  const authorization = request.headers.get('authorization');
  if (wireMode() !== 'minimal') return authenticate(ctx, authorization);
  try {
    if (!authorization || cookies[SESSION_COOKIE]) {
      const session = tryAuthenticateSessionCookie(ctx, cookies[SESSION_COOKIE]);
      if (session) {
        enforceCsrf(request, cookies);
        return session;
      }
    }
    return authenticate(ctx, authorization);
  } catch (error) {
    // SessionAuthentication, first in the list, names no WWW-Authenticate scheme: DRF answers 403.
    if (error instanceof AuthenticationError) throw new PermissionDeniedError(error.detail);
    throw error;
  }
}

/** A private endpoint: a signed-in caller is required (see sessionOf). */
export function privateRoute(
  handle: (input: HandlerInput & { session: Session }) => Response | Promise<Response>,
): HttpResponseResolver {
  return publicRoute((input) => handle({ ...input, session: sessionOf(input) }));
}

/** A path parameter as one string (msw types repeated parameters as arrays). */
export function param(params: PathParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}
