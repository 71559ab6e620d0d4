/**
 * Fault injection: one mechanism for every API route. A fault matches by method and path and then
 * answers with a status and body, a network error, a malformed body, or a delay (finite or
 * infinite) before the real handler answers.
 */
import { z } from 'zod';
import { matchRequestUrl } from 'msw';

export const faultInput = z.object({
  /** HTTP method; any when absent. */
  method: z
    .string()
    .transform((m) => m.toUpperCase())
    .optional(),
  /**
   * An API path ('/api/obracuni/'), a path relative to /api ('/obracuni/'), or an msw pattern
   * ('/api/obracun/:id/download/', '/api/*').
   */
  path: z.string().min(1),
  /** Query parameters the request must carry with these values (e.g. `{ excel: 'true' }` for a file only). */
  query: z.record(z.string(), z.string()).optional(),
  status: z.number().int().min(200).max(599).optional(),
  body: z.unknown().optional(),
  networkError: z.boolean().optional(),
  malformed: z.boolean().optional(),
  delay: z.union([z.literal('infinite'), z.number().int().nonnegative()]).optional(),
  /** How many matching requests the fault affects; every one when absent. */
  times: z.number().int().positive().optional(),
});

export type FaultInput = z.input<typeof faultInput>;

export interface Fault {
  id: number;
  method: string | null;
  path: string;
  query: Record<string, string> | null;
  status: number | null;
  body: unknown;
  networkError: boolean;
  malformed: boolean;
  delay: number | 'infinite' | null;
  /** Matching requests still affected; null for unlimited. */
  remaining: number | null;
  hits: number;
}

export function normaliseFaultPath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '*' || /^[a-z]+:\/\//i.test(trimmed)) return trimmed;
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.startsWith('/api/') || withSlash === '/api' ? withSlash : `/api${withSlash}`;
}

export function createFault(id: number, input: FaultInput): Fault {
  const parsed = faultInput.parse(input);
  return {
    id,
    method: parsed.method ?? null,
    path: normaliseFaultPath(parsed.path),
    query: parsed.query ?? null,
    status: parsed.status ?? null,
    body: parsed.body,
    networkError: parsed.networkError ?? false,
    malformed: parsed.malformed ?? false,
    delay: parsed.delay ?? null,
    remaining: parsed.times ?? null,
    hits: 0,
  };
}

export function faultMatches(fault: Fault, request: Request): boolean {
  if (fault.remaining === 0) return false;
  if (fault.method && fault.method !== request.method.toUpperCase()) return false;
  const url = new URL(request.url);
  if (fault.query && Object.entries(fault.query).some(([key, value]) => url.searchParams.get(key) !== value)) return false;
  if (fault.path === '*') return true;
  url.search = '';
  const pattern = fault.path.startsWith('/') ? `*${fault.path}` : fault.path;
  return matchRequestUrl(url, pattern).matches;
}

/** Default bodies when a fault names only a status, in the API's own style. */
export function defaultFaultBody(status: number): unknown {
  switch (status) {
    case 400:
      return { non_field_errors: ['Simulated bad request.'] };
    case 401:
      return { detail: 'Invalid token.' };
    case 403:
      return { detail: 'You do not have permission to perform this action.' };
    case 404:
      return { detail: 'Not found.' };
    default:
      return status >= 500 ? { detail: 'A server error occurred.' } : {};
  }
}
