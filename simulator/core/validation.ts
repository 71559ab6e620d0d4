/** Request validation with DRF's messages. */
import { ValidationError, type FieldErrors } from './errors';

export const REQUIRED = 'This field is required.';
export const BLANK = 'This field may not be blank.';
export const NOT_A_STRING = 'Not a valid string.';

/** The minimum password length (Django's MinimumLengthValidator default). */
export const MIN_PASSWORD_LENGTH = 8;

/** Collects field errors; throws one ValidationError with all of them, as a DRF serializer does. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  has(field: string): boolean {
    return field in this.errors;
  }
  /** Throws every collected error; `detail` adds a human-readable text beside them. */
  throwIfAny(detail?: (errors: FieldErrors) => string): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors, detail?.(this.errors));
  }
}

/** Reads required string fields from a JSON body. Missing, blank or non-string fields become field errors. */
export function readRequiredStrings<K extends string>(
  body: unknown,
  fields: readonly K[],
  errors: FieldErrorCollector,
): Record<K, string> {
  const source: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = source[field];
    if (value === undefined || value === null) errors.add(field, REQUIRED);
    else if (typeof value !== 'string') errors.add(field, NOT_A_STRING);
    else if (value.trim() === '') errors.add(field, BLANK);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Django's default password validators that make sense without a user database of common passwords. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(
      `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}
