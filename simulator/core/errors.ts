/**
 * Typed domain errors. The areas' rules throw them; handlers translate them to HTTP
 * (status plus a DRF-style body) and never decide them.
 */
import type { ErrorBodyWire } from '../../src/api/contract/errors';

export type FieldErrors = Record<string, string[]>;
/** Field errors with DRF's nested list errors: one object per item ({} for a valid item). */
export type DrfErrors = Record<string, string[] | FieldErrors[]>;

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract body(): ErrorBodyWire;
}

/**
 * 400 with field errors and/or non_field_errors, exactly as a DRF serializer sends them (nested list
 * errors included), and optionally a human-readable text beside them under DRF's `detail` key
 * (transactions, tickets and downloads: the client shows it in the error toast).
 */
export class ValidationError<E extends DrfErrors = FieldErrors> extends DomainError {
  readonly status = 400;
  constructor(
    readonly fieldErrors: E,
    readonly detail?: string,
  ) {
    super(detail ?? `Validation failed: ${Object.keys(fieldErrors).join(', ')}`);
  }
  body(): ErrorBodyWire {
    return this.detail === undefined ? { ...this.fieldErrors } : { detail: this.detail, ...this.fieldErrors };
  }
  /** The same field errors with a text beside them. */
  explained(detail: string): ValidationError<E> {
    return new ValidationError(this.fieldErrors, detail);
  }
}

/**
 * Runs `read` (query validation); a 400 it throws without a text gets `detail(fieldErrors)` beside
 * its field errors.
 */
export function explainValidation<T>(read: () => T, detail: (errors: FieldErrors) => string): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ValidationError && error.detail === undefined) throw error.explained(detail(error.fieldErrors));
    throw error;
  }
}

/** 401: no token, or a token that is unknown or logged out. */
export const INVALID_TOKEN = 'Invalid token.';
export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';

export class AuthenticationError extends DomainError {
  readonly status = 401;
  constructor(readonly detail: string = INVALID_TOKEN) {
    super(detail);
  }
  body(): ErrorBodyWire {
    return { detail: this.detail };
  }
}

export const PERMISSION_DENIED = 'You do not have permission to perform this action.';

/** 403: signed in, but the permission or the partner scope does not allow it. */
export class PermissionDeniedError extends DomainError {
  readonly status = 403;
  constructor(readonly detail: string = PERMISSION_DENIED) {
    super(detail);
  }
  body(): ErrorBodyWire {
    return { detail: this.detail };
  }
}

/** 404 with either DRF's `detail` (e.g. "Invalid page.") or the API's own `error` text. */
export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(
    readonly text: string,
    readonly key: 'detail' | 'error' = 'detail',
  ) {
    super(text);
  }
  body(): ErrorBodyWire {
    return { [this.key]: this.text };
  }
}
