/**
 * What only the sales reports read from a query, as the DRF serializers would: their range (at most
 * two years), the channel and service lists, and an article's price. Dates, choices and flags are
 * read as every query reads them (core/query.ts).
 */
import { dayNumber, isoOfDay } from '../core/dates';
import { RANGE_TOO_LONG, readRange, type DayRange } from '../core/query';
import type { FieldErrorCollector } from '../core/validation';
import { REQUIRED } from '../core/validation';

export const INVALID_INTEGER = 'A valid integer is required.';
export const INVALID_NUMBER = 'A valid number is required.';
/** The spec's list-membership message (reporting.md §5, operations.md §5), for an id that is not in its list. */
export const NOT_IN_LIST = 'Value does not exists in array';

/**
 * The range of a sales report (dashboard, lists and per-entity reports): at most two years, that
 * is end_date no later than the same date two years after begin_date.
 */
export function readReportRange(params: URLSearchParams, errors: FieldErrorCollector): DayRange {
  const range = readRange(params, errors);
  if (!errors.has('begin_date') && !errors.has('end_date')) {
    const begin = isoOfDay(range.begin);
    const limit = dayNumber(`${Number(begin.slice(0, 4)) + 2}${begin.slice(4)}`);
    if (range.end > limit) errors.add('end_date', RANGE_TOO_LONG);
  }
  return range;
}

/**
 * An id list sent as a repeated parameter (`usluge=1&usluge=2`, read with getAll as Django's
 * getlist does; comma-separated ids inside a value are accepted too): absent means every id
 * (null), one empty value (`distributeri=`) means none. A non-integer answers DRF's integer
 * message; an id that is not in `known` answers the spec's list-membership message. Every id
 * given filters; none is dropped silently.
 */
export function readIdList(
  params: URLSearchParams,
  name: string,
  errors: FieldErrorCollector,
  known: ReadonlySet<number>,
): Set<number> | null {
  const values = params.getAll(name);
  if (values.length === 0) return null;
  const parts = values
    .flatMap((value) => value.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.some((p) => !/^\d+$/.test(p))) {
    errors.add(name, INVALID_INTEGER);
    return new Set();
  }
  const ids = new Set(parts.map(Number));
  if ([...ids].some((id) => !known.has(id))) errors.add(name, NOT_IN_LIST);
  return ids;
}

/** A required decimal (e.g. item_price), in cents. */
export function readPriceCents(params: URLSearchParams, name: string, errors: FieldErrorCollector): number {
  const value = params.get(name);
  if (value === null || value.trim() === '') {
    errors.add(name, REQUIRED);
    return -1;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) {
    errors.add(name, INVALID_NUMBER);
    return -1;
  }
  return Math.round(Number(value.trim()) * 100);
}
