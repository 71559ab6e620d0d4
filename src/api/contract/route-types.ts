/** The shape of one entry of the shared route table (routes.ts). */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractRoute {
  /** The API area, e.g. 'auth', 'parking', 'incidents'. */
  area: string;
  method: HttpMethod;
  /** msw pattern relative to the API base (/api), with `:param` placeholders and the trailing slash. */
  path: string;
  /** The query parameters the call accepts (strings on the wire). */
  query?: z.core.$ZodType;
  /** The JSON body a write sends, where the specs name it. */
  request?: z.core.$ZodType;
  /** The JSON success body; null for a file. */
  response: z.core.$ZodType | null;
  /** 'file': the success answer is a download of `contentType` (one path may have a json and a file entry). */
  kind: 'json' | 'file';
  /** For files: the Content-Type sent. */
  contentType?: string;
  /**
   * A concrete request that succeeds for the operator admin on the simulator's default seed: a path with
   * the placeholders filled, and a query in which `{today}` and `{monthStart}` / `{yearAgo}` stand for dates.
   */
  example?: { path?: string; query?: Record<string, string> };
}

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
