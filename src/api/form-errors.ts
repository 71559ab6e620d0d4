/**
 * Server field errors (first message per field) go under their fields; everything else comes
 * back as one message for a banner. The form keeps every value the user typed.
 * A nested field error arrives as a dotted path (`working_days.0.time_from`, see parseErrorBody)
 * and goes under that react-hook-form field when the form names it or one of its parents
 * (`working_days`).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './errors';

export interface UnmappedError {
  /** non_field_errors, the server's error text, or field errors for fields the form does not have. */
  messages: string[];
  /** True when at least one field error was placed under its field. */
  placed: boolean;
  kind: 'http' | 'network' | 'timeout' | 'aborted' | 'contract' | 'unknown';
}

/** True when `path` is `field` or lies inside it (`working_days.0.time_from` inside `working_days`). */
function belongsTo(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): UnmappedError {
  if (!isApiError(error)) return { messages: [], placed: false, kind: 'unknown' };
  const messages: string[] = [];
  let placed = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).some((field) => belongsTo(path, field))) {
      setError(path as Path<T>, { type: 'server', message });
      placed = true;
    } else {
      messages.push(message);
    }
  }
  messages.unshift(...error.nonFieldErrors);
  if (error.serverMessage && !messages.includes(error.serverMessage)) messages.push(error.serverMessage);
  return { messages, placed, kind: error.kind };
}
