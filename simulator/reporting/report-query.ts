/**
 * Reading report queries as the DRF serializers would: dates, channel and service lists, choices,
 * flags and prices, with DRF's messages. Every problem of a request is answered together (400).
 */
import { dayNumber, isoOfDay } from '../core/dates';
import { isIsoDate } from '../core/dates';
import type { FieldErrorCollector } from '../core/validation';
import { REQUIRED } from '../core/validation';

export const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
export const BEGIN_AFTER_END = 'Begin date must not be after end date.';
export const INVALID_INTEGER = 'A valid integer is required.';
export const INVALID_BOOLEAN = 'Must be a valid boolean.';
export const INVALID_NUMBER = 'A valid number is required.';
/** The spec's list-membership message (reporting.md §5, operations.md §5), for an id that is not in its list. */
export const NOT_IN_LIST = 'Value does not exists in array';
export const invalidChoice = (value: string) => `"${value}" is not a valid choice.`;
export const onOrAfter = (day: number) => `Ensure this date is on or after ${isoOfDay(day)}.`;
export const onOrBefore = (day: number) => `Ensure this date is on or before ${isoOfDay(day)}.`;
export const RANGE_TOO_LONG = 'Ensure the period is not longer than two years.';

/** Transactions: from 30 days before today to today (reporting.md §5). */
export const TRANSACTIONS_WINDOW_DAYS = 30;
/** Park tickets: from 730 days before today to today (reporting.md §5). */
export const TICKETS_WINDOW_DAYS = 730;

/** The days a date may take: from `days` before today to today. */
export function windowOf(today: string, days: number): DayRange {
  const end = dayNumber(today);
  return { begin: end - days, end };
}

/** An inclusive range of day numbers. */
export interface DayRange {
  begin: number;
  end: number;
}

function readDate(params: URLSearchParams, name: string, errors: FieldErrorCollector): number | null {
  const value = params.get(name);
  if (value === null || value.trim() === '') {
    errors.add(name, REQUIRED);
    return null;
  }
  if (!isIsoDate(value.trim())) {
    errors.add(name, DATE_FORMAT);
    return null;
  }
  return dayNumber(value.trim());
}

/** begin_date and end_date, both required, begin not after end; with a window, each date inside it. */
export function readRange(params: URLSearchParams, errors: FieldErrorCollector, window?: DayRange): DayRange {
  const begin = readDate(params, 'begin_date', errors);
  const end = readDate(params, 'end_date', errors);
  if (window) {
    for (const [field, day] of [['begin_date', begin], ['end_date', end]] as const) {
      if (day === null) continue;
      if (day < window.begin) errors.add(field, onOrAfter(window.begin));
      else if (day > window.end) errors.add(field, onOrBefore(window.end));
    }
  }
  if (begin !== null && end !== null && begin > end) errors.add('begin_date', BEGIN_AFTER_END);
  return { begin: begin ?? 0, end: end ?? -1 };
}

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

/** A DRF BooleanField on the query: true/false (and 1/0, yes/no); absent is false. */
export function readFlag(params: URLSearchParams, name: string, errors: FieldErrorCollector): boolean {
  const value = params.get(name);
  if (value === null || value === '') return false;
  const v = value.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  errors.add(name, INVALID_BOOLEAN);
  return false;
}

export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
  errors: FieldErrorCollector,
): T {
  const value = params.get(name);
  if (value === null || value === '') return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  errors.add(name, invalidChoice(value));
  return fallback;
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
