/**
 * Wire primitives shared by every contract area.
 * These schemas describe the bytes on the wire (snake_case, DRF style); they do not transform.
 * The API layer maps parsed wire values to camelCase domain types; the simulator builds values
 * that satisfy the same schemas.
 */
import { z } from 'zod';

/** A DRF DecimalField: sent as a string such as "1234.50"; a plain number is tolerated. */
export const decimal = z.union([
  z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string'),
  z.number().finite(),
]);

/** An integer that may arrive as a string. */
export const integer = z.union([
  z.number().int(),
  z.string().regex(/^-?\d+$/, 'expected an integer string'),
]);

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** A UTC instant in ISO 8601 form, e.g. 2026-11-21T08:15:00Z. */
export const utcDateTime = z.iso.datetime({ offset: true });

/** Every page of a DRF-style paged list carries its total and page count under area-specific keys. */
export const pageCount = z.number().int().nonnegative();

export type Decimal = z.infer<typeof decimal>;
