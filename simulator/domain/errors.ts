/**
 * Typed domain errors. Rules in simulator/domain throw them; handlers translate them to HTTP
 * (status plus a DRF-style body) and never decide them.
 */
import type { ErrorBodyWire } from '../../src/api/contract/errors';

export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract body(): ErrorBodyWire;
}

/** 400 with field errors and/or non_field_errors, exactly as a DRF serializer sends them. */
export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(readonly fieldErrors: FieldErrors) {
    super(`Validation failed: ${Object.keys(fieldErrors).join(', ')}`);
  }
  body(): ErrorBodyWire {
    return { ...this.fieldErrors };
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
