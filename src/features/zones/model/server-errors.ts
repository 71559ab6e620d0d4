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

export function serverErrors(error: unknown): ServerErrors {
  const fields: FormErrors = {};
  const collect: UseFormSetError<FieldValues> = (path, option) => {
    const target = formPath(path);
    if (target && option.message) fields[target] ??= option.message;
  };
  const unmapped = applyServerErrors(error, collect, WIRE_ROOTS);
  return { fields, banner: unmapped.messages };
}
