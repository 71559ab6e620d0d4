/**
 * Reading query parameters as the DRF serializers would: a date range, choices and flags, with
 * DRF's messages. The reports and the lists under an entity read their queries with these; every
 * problem of a request is answered together (400).
 */
import { dayNumber, isIsoDate, isoOfDay } from './dates';
import { DATE_FORMAT } from './drf-validation';
import type { FieldErrorCollector } from './validation';
import { REQUIRED } from './validation';

export const BEGIN_AFTER_END = 'Begin date must not be after end date.';
export const INVALID_BOOLEAN = 'Must be a valid boolean.';
/** A sales report's longest period (two years), which the texts of a download explain too. */
export const RANGE_TOO_LONG = 'Ensure the period is not longer than two years.';
export const invalidChoice = (value: string) => `"${value}" is not a valid choice.`;
export const onOrAfter = (day: number) => `Ensure this date is on or after ${isoOfDay(day)}.`;
export const onOrBefore = (day: number) => `Ensure this date is on or before ${isoOfDay(day)}.`;

/** An inclusive range of day numbers. */
export interface DayRange {
  begin: number;
  end: number;
}

/** The days a date may take: from `days` before today to today. */
export function windowOf(today: string, days: number): DayRange {
  const end = dayNumber(today);
  return { begin: end - days, end };
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
