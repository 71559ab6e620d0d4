/**
 * What every API handler shares: the path under the API base, the session from the Authorization
 * header, the JSON body, contract-checked responses, and the translation of domain errors to HTTP.
 * Handlers stay thin: read the request, call a domain rule, send its result.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { z } from 'zod';
import { errorBody } from '../../src/api/contract/errors';
import { domainContext } from '../control/state';
import { authenticate, type Session } from '../domain/auth';
import type { DomainContext } from '../domain/context';
import { DomainError } from '../domain/errors';

/** An API path from the contract's endpoint table ('/auth/login/'), matched under the bound API base only (simulator/base.ts). */
export { apiPath } from '../base';

/**
 * A JSON response whose body is checked by its contract schema first: the simulator never sends
 * off-contract data. It sends the body as built (the wire form, e.g. decimals as strings), not the
 * schema's parse output (where numbers are parsed from strings).
 */
export function contractJson<S extends z.core.$ZodType>(schema: S, body: z.input<S>, init?: ResponseInit): Response {
  z.parse(schema, body);
  return HttpResponse.json(body as DefaultBodyType, init);
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
}

/** A public endpoint: domain errors become their HTTP answers. */
export function publicRoute(handle: (input: HandlerInput) => Response | Promise<Response>): HttpResponseResolver {
  return async ({ request, params }) => {
    try {
      return await handle({ request, params, ctx: domainContext(), url: new URL(request.url) });
    } catch (error) {
      if (error instanceof DomainError) return errorResponse(error);
      throw error;
    }
  };
}

/** A private endpoint: a valid `Authorization: Token <key>` is required (401 otherwise). */
export function privateRoute(
  handle: (input: HandlerInput & { session: Session }) => Response | Promise<Response>,
): HttpResponseResolver {
  return publicRoute((input) =>
    handle({ ...input, session: authenticate(input.ctx, input.request.headers.get('authorization')) }),
  );
}

/** A path parameter as one string (msw types repeated parameters as arrays). */
export function param(params: PathParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}
