/**
 * A failed save's server errors for the zones forms: field errors (first message per field, nested
 * weekday errors included) under their form fields, everything else (non_field_errors, fields the
 * form does not have, the server's text) for the red banner. Built on the API layer's
 * applyServerErrors, with the wire paths renamed to the form's.
 */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { formPath, type FormErrors } from './forms';

const WIRE_ROOTS = ['parking_zone_ids', 'valid_from', 'valid_to', 'description', 'working_days', 'closing_start', 'closing_end', 'reason'];

export interface ServerErrors {
  /** Messages by form path (already translated by the server). */
  fields: FormErrors;
  banner: string[];
}

/**
 * `place` says where the form shows a field's error: its own path, another one (a day's
 * no_charge error under the day), or null when the form has no such field, so that it goes to the
 * banner and nothing the server said is lost.
 */
export function serverErrors(error: unknown, place: (path: string) => string | null = (path) => path): ServerErrors {
  const fields: FormErrors = {};
  const elsewhere: string[] = [];
  const collect: UseFormSetError<FieldValues> = (path, option) => {
    const mapped = formPath(path);
    const target = mapped === null ? null : place(mapped);
    if (!option.message) return;
    if (target) fields[target] ??= option.message;
    else elsewhere.push(option.message);
  };
  const unmapped = applyServerErrors(error, collect, WIRE_ROOTS);
  return { fields, banner: [...unmapped.messages, ...elsewhere.filter((message) => !unmapped.messages.includes(message))] };
}
