/**
 * Wire primitives shared by every contract area.
 * The schemas describe the bytes on the wire (snake_case, DRF style). Numbers are parsed from
 * strings (reporting.md §7): every id, count, page count and amount accepts a JSON number or a
 * numeric string and parses to a number. So a schema's input type (`z.input`, the `*WireInput`
 * types) is what a server may send, and its output type (`z.output`, the `*Wire` / `*Response`
 * types, what `http.request` returns) is what the API layer maps to camelCase domain types. The
 * simulator builds input values and sends them as they are, after checking them with the same schemas.
 *
 * Written with zod's smaller build (zod/mini), because the first calls load it with the auth schemas; the
 * other contract areas use the full build and wrap these with its functions (`z.nullable(id)`),
 * since a zod/mini schema has no chaining methods.
 */
import { z } from 'zod/mini';

/**
 * A number or a numeric string on the wire, parsed to a number; a non-numeric string fails at its field.
 * One predicate rather than a union of two schemas: year-long reports parse tens of thousands of these.
 */
function numeric(valid: (value: number) => boolean, pattern: RegExp, expected: string) {
  const message = `expected ${expected} (a number or a numeric string)`;
  return z.pipe(
    z.custom<number | string>((value) => (typeof value === 'number' ? valid(value) : typeof value === 'string' && pattern.test(value)), {
      error: message,
    }),
    z.transform(Number),
  );
}

/**
 * A DRF DecimalField: usually sent as a string such as "1234.50"; a plain number is accepted too.
 * Parsed to a number: euro amounts with cents are exact enough in a double for display and sums.
 */
export const decimal = numeric(Number.isFinite, /^-?\d+(\.\d+)?$/, 'a decimal');

/** An integer, as a number or an integer string. */
export const integer = numeric(Number.isInteger, /^-?\d+$/, 'an integer');

/** A count: a non-negative integer, as a number or a digit string. */
export const count = numeric((value) => Number.isInteger(value) && value >= 0, /^\d+$/, 'a non-negative integer');

/** A record's id: an integer, as a number or an integer string. */
export const id = integer;

/** The total and page count of a DRF-style paged list (area-specific keys such as ukupno_*, broj_stranica). */
export const pageCount = count;

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));

/** A UTC instant in ISO 8601 form, e.g. 2026-11-21T08:15:00Z. */
export const utcDateTime = z.iso.datetime({ offset: true });

/** What a server may send for a decimal. */
export type DecimalWire = z.input<typeof decimal>;
/** What the client reads from it. */
export type Decimal = z.output<typeof decimal>;
