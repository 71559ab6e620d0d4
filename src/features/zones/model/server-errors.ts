/**
 * A failed save's server errors for the zones forms: field errors (first message per field, nested
 * weekday errors included) under their form fields, everything else (non_field_errors, fields the
 * form does not have, the server's text) for the red banner. Built on the API layer's
 * applyServerErrors, with the wire paths renamed to the form's.
 */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { formPath } from './forms';

const WIRE_ROOTS = ['parking_zone_ids', 'valid_from', 'valid_to', 'description', 'working_days', 'closing_start', 'closing_end', 'reason'];

export interface ServerErrors<P extends string = string> {
  /** Messages by the form path they show under (already translated by the server), in the server's order. */
  fields: Map<P, string>;
  banner: string[];
}

/**
 * `place` says where the form shows a field's error: its own path, another one (a day's
 * no_charge error under the day), or null when the form has no such field, so that it goes to the
 * banner and nothing the server said is lost.
 */
export function serverErrors<P extends string>(error: unknown, place: (path: string) => P | null): ServerErrors<P> {
  const fields = new Map<P, string>();
  const elsewhere: string[] = [];
  const collect: UseFormSetError<FieldValues> = (path, option) => {
    const mapped = formPath(path);
    const target = mapped === null ? null : place(mapped);
    if (!option.message) return;
    if (target) {
      if (!fields.has(target)) fields.set(target, option.message);
    } else elsewhere.push(option.message);
  };
  const unmapped = applyServerErrors(error, collect, WIRE_ROOTS);
  return { fields, banner: [...unmapped.messages, ...elsewhere.filter((message) => !unmapped.messages.includes(message))] };
}

/**
 * Shows a failed save on a form: each field error under its place, as a 'server' error (shown as the
 * server wrote it) through react-hook-form's setError. Returns the banner's messages and whether
 * any error went under a field.
 */
export function showServerErrors<P extends string>(
  error: unknown,
  setError: (path: P, error: { type: 'server'; message: string }) => void,
  place: (path: string) => P | null,
): { banner: string[]; placed: boolean } {
  const server = serverErrors(error, place);
  for (const [path, message] of server.fields) setError(path, { type: 'server', message });
  return { banner: server.banner, placed: server.fields.size > 0 };
}
