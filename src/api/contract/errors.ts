/**
 * The error body a DRF backend sends on 4xx.
 *
 * - Field errors: each field holds a list of messages (DRF's usual form) or one message. A nested
 *   serializer holds an object of its own field errors; a list of nested items holds one entry per
 *   item, `{}` for an item without errors:
 *   `{ "working_days": [ { "time_from": ["..."] }, {} ] }`.
 * - `non_field_errors`: errors of the whole body.
 * - The server's own text: `detail` (DRF's key: 401, 403, 404, and the human-readable text of a
 *   400), `error_msg` (the settings calls) or `error`.
 *
 * One shape for every 400 whose text the client shows in the red toast (transactions, park
 * tickets, Excel downloads; reporting.md §8): the human-readable text in `detail`, beside the
 * field errors that caused it, e.g.
 * `{ "detail": "The period may not start more than 30 days ago.", "begin_date": ["..."] }`.
 * The client shows `detail` first, then error_msg, error, the first non_field_errors and the first
 * field error (ApiError.serverText, src/api/errors.ts).
 */
import { z } from 'zod';

/** A field's errors: a message, a list, or the errors of a nested object or list (recursively). */
export type FieldErrorsWire = string | FieldErrorsWire[] | { [field: string]: FieldErrorsWire };

export const fieldErrorsWire: z.ZodType<FieldErrorsWire> = z.lazy(() =>
  z.union([z.string(), z.array(fieldErrorsWire), z.record(z.string(), fieldErrorsWire)]),
);

export const errorBody = z
  .object({
    detail: z.string().optional(),
    non_field_errors: z.array(z.string()).optional(),
    error: z.string().optional(),
    error_msg: z.string().optional(),
  })
  .catchall(fieldErrorsWire);

export type ErrorBodyWire = z.infer<typeof errorBody>;
