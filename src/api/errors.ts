/**
 * Every failure of the API layer normalises to ApiError: status, field errors (first message
 * per field), non_field_errors, and the server's error text; network failure, timeout, abort
 * and contract violations are their own kinds.
 */
import type { z } from 'zod';
import { errorBody } from './contract/errors';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  fieldErrors?: Record<string, string>;
  nonFieldErrors?: string[];
  serverMessage?: string;
  path?: string;
  detail?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** First message of each field error, keyed by the server's (snake_case) field name. */
  readonly fieldErrors: Record<string, string>;
  readonly nonFieldErrors: string[];
  /** The server's `error` / `error_msg` / `detail` text, when present. */
  readonly serverMessage: string | undefined;
  readonly path: string | undefined;

  constructor(init: ApiErrorInit) {
    super(
      init.serverMessage ??
        init.nonFieldErrors?.[0] ??
        init.detail ??
        `${init.kind}${init.status ? ` ${init.status}` : ''}${init.path ? ` ${init.path}` : ''}`,
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.nonFieldErrors = init.nonFieldErrors ?? [];
    this.serverMessage = init.serverMessage;
    this.path = init.path;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

/** A response that does not match the contract: names the path and the field, never a silent undefined. */
export class ContractError extends ApiError {
  readonly issues: { field: string; message: string }[];

  constructor(path: string, error: z.ZodError) {
    const issues = error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    }));
    super({
      kind: 'contract',
      path,
      detail: `Contract violation at ${path}: ${issues
        .slice(0, 3)
        .map((i) => `${i.field}: ${i.message}`)
        .join('; ')}`,
    });
    this.name = 'ContractError';
    this.issues = issues;
  }
}

/** Turns a DRF error body into field errors, non-field errors and the server's text. */
export function parseErrorBody(
  body: unknown,
): Pick<ApiErrorInit, 'fieldErrors' | 'nonFieldErrors' | 'serverMessage'> {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return {};
  const { non_field_errors, error, error_msg, detail, ...rest } = parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const [field, value] of Object.entries(rest)) {
    if (Array.isArray(value) && typeof value[0] === 'string') fieldErrors[field] = value[0];
    else if (typeof value === 'string') fieldErrors[field] = value;
  }
  return {
    fieldErrors,
    nonFieldErrors: non_field_errors ?? [],
    serverMessage: error_msg ?? error ?? detail,
  };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
