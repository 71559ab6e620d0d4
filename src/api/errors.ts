/**
 * Every failure of the API layer normalises to ApiError: status, field errors (first message
 * per field, nested fields flattened to dotted paths), non_field_errors, and the server's error
 * text; network failure, timeout, abort and contract violations are their own kinds.
 *
 * What the user is shown is decided here, once, by the answer's status and form, never by its
 * words: a 401's text never shows (the session is over), a 403 reads as the specs' permission
 * message (setFailureTexts; Django's CSRF failures are 403s), and only a DRF error object carries
 * text to show (its field errors, non_field_errors, detail): Django's error pages, a traceback and a
 * proxy's HTML come as text or HTML, not JSON, and yield none.
 */
import type { $ZodError } from 'zod/v4/core';

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
  /**
   * First message of each field error, keyed by the server's (snake_case) field path: a nested
   * field is dotted, as react-hook-form names it (`working_days.0.time_from`).
   */
  readonly fieldErrors: Record<string, string>;
  readonly nonFieldErrors: string[];
  /**
   * The server's own text (`detail`, else `error_msg`, else `error`) of a DRF error object; for a
   * 403 the specs' permission message; undefined for a 401 (see the file's header).
   */
  readonly serverMessage: string | undefined;
  /**
   * The one text to show for the failure (the red toast of reporting.md §8): serverMessage, else
   * the first non_field_errors message, else the first field error; undefined when there is none
   * to show (the caller shows its generic message).
   */
  readonly serverText: string | undefined;
  readonly path: string | undefined;

  constructor(init: ApiErrorInit) {
    const serverMessage = shownServerMessage(init.status, init.serverMessage);
    const serverText = init.status === 401 ? undefined : (serverMessage ?? init.nonFieldErrors?.[0] ?? Object.values(init.fieldErrors ?? {})[0]);
    // The Error's own message (for logs, never the screen) keeps what the server said.
    super(
      init.serverMessage ?? serverText ?? init.detail ?? `${init.kind}${init.status ? ` ${init.status}` : ''}${init.path ? ` ${init.path}` : ''}`,
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.nonFieldErrors = init.nonFieldErrors ?? [];
    this.serverMessage = serverMessage;
    this.serverText = serverText;
    this.path = init.path;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

/** A response that does not match the contract: names the path and the field, never a silent undefined. */
export class ContractError extends ApiError {
  readonly issues: { field: string; message: string }[];

  constructor(path: string, error: $ZodError) {
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

const TEXT_KEYS = ['detail', 'error_msg', 'error'] as const;

let texts: { forbidden?: string } = {};

/**
 * The texts the API layer shows for failures whose server text is not for users, in the UI's
 * language; the app sets them with its i18n (src/app/i18n/setup.ts). Without them (a unit test)
 * a 403 has no text of its own and the caller's generic message shows.
 */
export function setFailureTexts(next: { forbidden: string }): void {
  texts = next;
}

/** The text to show for the server's: for a 403, the specs' permission message; for a 401, none. */
function shownServerMessage(status: number | undefined, text: string | undefined): string | undefined {
  if (status === 403) return texts.forbidden;
  if (status === 401) return undefined;
  return text;
}

/** Adds the first message under every field path of a (possibly nested) DRF field-error value. */
function flattenFieldErrors(value: unknown, path: string, into: Record<string, string>): void {
  if (typeof value === 'string') {
    if (!(path in into)) into[path] = value;
  } else if (Array.isArray(value)) {
    // A list of messages belongs to the field; a list of objects has one entry per item.
    value.forEach((item, index) => flattenFieldErrors(item, typeof item === 'string' ? path : `${path}.${index}`, into));
  } else if (value !== null && typeof value === 'object') {
    // A nested object's own non_field_errors belong to the object (e.g. the list item) itself.
    for (const [key, nested] of Object.entries(value)) {
      flattenFieldErrors(nested, key === 'non_field_errors' ? path : `${path}.${key}`, into);
    }
  }
}

/**
 * Turns a DRF error body (src/api/contract/errors.ts) into field errors (first message per field,
 * nested fields as dotted paths), non_field_errors and the server's text. Lenient: a body off the
 * contract still yields what it holds; a bare list is the whole request's errors; anything else
 * (a text or HTML page: Django's error pages, a traceback, a proxy's answer) yields nothing.
 */
export function parseErrorBody(
  body: unknown,
): Pick<ApiErrorInit, 'fieldErrors' | 'nonFieldErrors' | 'serverMessage'> {
  // A view may raise a bare ValidationError: a list of messages for the whole request.
  if (Array.isArray(body)) return parseErrorBody({ non_field_errors: body });
  if (body === null || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const fieldErrors: Record<string, string> = {};
  const nonFieldErrors: string[] = [];
  const nonField = record.non_field_errors;
  if (typeof nonField === 'string') nonFieldErrors.push(nonField);
  else if (Array.isArray(nonField)) nonFieldErrors.push(...nonField.filter((m): m is string => typeof m === 'string'));
  for (const [field, value] of Object.entries(record)) {
    if (field === 'non_field_errors' || (TEXT_KEYS as readonly string[]).includes(field)) continue;
    flattenFieldErrors(value, field, fieldErrors);
  }
  const serverMessage = TEXT_KEYS.map((key) => record[key]).find((text): text is string => typeof text === 'string' && text !== '');
  return { fieldErrors, nonFieldErrors, serverMessage };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's text for a failure (ApiError.serverText), or undefined: what a load-failure alert shows under its title. */
export function serverTextOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverText : undefined;
}

/**
 * A 401: the session is over and the app takes the user to sign-in (src/app/session/auth-failure.tsx),
 * so the screen that made the call shows no message of its own. A 403 is not one: whether the session
 * ended too is the app's to find out, and meanwhile the screen shows the permission message.
 */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * A 404 from the API: what a screen's route names (a provider, a garage, a zone, an item) does not
 * exist, so the screen shows the not-found page with its way home rather than a load failure.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
