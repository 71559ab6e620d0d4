/**
 * Validation of working periods, closing rules and zone borders (operations.md §5), answering as a
 * DRF serializer would: every field's errors at once, nested list errors as one object per item
 * ({} for a valid item), and non_field_errors.
 */
import { NO_CHARGE_TIME } from '../../src/api/contract/working-periods';
import type { ClosingValues, PeriodValues, StoredWorkingDay } from './db/operations-schemas';
import { isIsoDate } from './dates';
import { ValidationError, type DrfErrors } from './errors';
import { REQUIRED } from './validation';

export const NULL_NOT_ALLOWED = 'This field may not be null.';
export const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
export const TIME_FORMAT = 'Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].';
export const EMPTY_LIST = 'This list may not be empty.';
export const END_BEFORE_START = 'The end date must not be before the start date.';
export const TIME_TO_BEFORE_FROM = 'The end time must not be before the start time.';
export const DUPLICATE_WEEKDAY = 'Each weekday may appear only once.';
export const BOOLEAN_EXPECTED = 'Must be a valid boolean.';
export const INTEGER_EXPECTED = 'A valid integer is required.';
export const STRING_EXPECTED = 'Not a valid string.';
export const BLANK_NOT_ALLOWED = 'This field may not be blank.';
export const listExpected = (value: unknown) => `Expected a list of items but got type "${typeof value === 'string' ? 'str' : typeof value}".`;
export const invalidPk = (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`;


class Errors {
  readonly all: DrfErrors = {};
  add(field: string, message: string): void {
    const list = (this.all[field] ??= []) as string[];
    list.push(message);
  }
  has(field: string): boolean {
    return field in this.all;
  }
  throwIfAny(): void {
    if (Object.keys(this.all).length > 0) throw new ValidationError(this.all);
  }
}

export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

function readDate(body: Body, field: string, errors: Errors): string {
  const value = body[field];
  if (value === undefined) errors.add(field, REQUIRED);
  else if (value === null) errors.add(field, NULL_NOT_ALLOWED);
  else if (typeof value !== 'string' || !isIsoDate(value)) errors.add(field, DATE_FORMAT);
  else return value;
  return '';
}

/** HH:MM or HH:MM:SS, returned as HH:MM:SS; null when invalid. */
export function normaliseTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null;
}

function readDay(raw: unknown): { day: StoredWorkingDay | null; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { day: null, errors: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] } };
  }
  const day = raw as Body;
  const weekDay = day.week_day;
  if (weekDay === undefined || weekDay === null) add('week_day', REQUIRED);
  else if (typeof weekDay !== 'number' || !Number.isInteger(weekDay)) add('week_day', INTEGER_EXPECTED);
  else if (weekDay < 0) add('week_day', 'Ensure this value is greater than or equal to 0.');
  else if (weekDay > 6) add('week_day', 'Ensure this value is less than or equal to 6.');
  const noCharge = day.no_charge ?? false;
  if (typeof noCharge !== 'boolean') add('no_charge', BOOLEAN_EXPECTED);
  let from = NO_CHARGE_TIME;
  let to = NO_CHARGE_TIME;
  if (noCharge !== true) {
    for (const field of ['time_from', 'time_to'] as const) {
      const value = day[field];
      if (value === undefined || value === null || value === '') add(field, REQUIRED);
      else if (normaliseTime(value) === null) add(field, TIME_FORMAT);
    }
    from = normaliseTime(day.time_from) ?? '';
    to = normaliseTime(day.time_to) ?? '';
    if (from && to && to < from) add('time_to', TIME_TO_BEFORE_FROM);
  }
  if (Object.keys(errors).length > 0) return { day: null, errors };
  return { day: { week_day: weekDay as number, time_from: from, time_to: to, no_charge: noCharge === true }, errors };
}

function readWorkingDays(body: Body, errors: Errors): StoredWorkingDay[] {
  const value = body.working_days;
  if (value === undefined) {
    errors.add('working_days', REQUIRED);
    return [];
  }
  if (!Array.isArray(value)) {
    errors.add('working_days', value === null ? NULL_NOT_ALLOWED : listExpected(value));
    return [];
  }
  if (value.length === 0) {
    errors.add('working_days', EMPTY_LIST);
    return [];
  }
  const results = value.map(readDay);
  if (results.some((r) => r.day === null)) {
    errors.all.working_days = results.map((r) => r.errors);
    return [];
  }
  const days = results.map((r) => r.day as StoredWorkingDay);
  if (new Set(days.map((d) => d.week_day)).size !== days.length) errors.add('non_field_errors', DUPLICATE_WEEKDAY);
  return [...days].sort((a, b) => a.week_day - b.week_day);
}

function readOptionalText(body: Body, field: string, errors: Errors): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors.add(field, STRING_EXPECTED);
    return '';
  }
  return value;
}

/**
 * Reads the zones of a parking change: a non-empty list of ids of the provider's zones.
 * `zoneIds` are the provider's zones.
 */
function readZoneIds(body: Body, zoneIds: ReadonlySet<number>, errors: Errors): number[] {
  const value = body.parking_zone_ids;
  if (value === undefined) {
    errors.add('parking_zone_ids', REQUIRED);
    return [];
  }
  if (!Array.isArray(value)) {
    errors.add('parking_zone_ids', value === null ? NULL_NOT_ALLOWED : listExpected(value));
    return [];
  }
  if (value.length === 0) {
    errors.add('parking_zone_ids', EMPTY_LIST);
    return [];
  }
  const bad = value.find((id) => typeof id !== 'number' || !zoneIds.has(id));
  if (bad !== undefined) {
    errors.add('parking_zone_ids', invalidPk(bad));
    return [];
  }
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

export interface ZoneRule {
  /** Zone ids must come from the body (provider level); otherwise they are fixed by the path or the item. */
  fromBody: boolean;
  providerZoneIds: ReadonlySet<number>;
  /** The zones when not read from the body (or the current ones, for a partial update). */
  fixed: number[];
}

/** A working period body (POST, or PATCH merged over `base`). Throws 400 with every error. */
export function validatePeriod(
  raw: unknown,
  base: PeriodValues | null,
  zones: ZoneRule | null,
): { values: PeriodValues; zoneIds: number[] } {
  const body = { ...(base ?? {}), ...asBody(raw) };
  const errors = new Errors();
  const valid_from = readDate(body, 'valid_from', errors);
  const valid_to = readDate(body, 'valid_to', errors);
  if (valid_from && valid_to && valid_to < valid_from) errors.add('valid_to', END_BEFORE_START);
  const description = readOptionalText(body, 'description', errors);
  const working_days = readWorkingDays(body, errors);
  const zoneIds = readZones(body, raw, zones, errors);
  errors.throwIfAny();
  return { values: { valid_from, valid_to, description, working_days }, zoneIds };
}

function readZones(body: Body, raw: unknown, zones: ZoneRule | null, errors: Errors): number[] {
  if (!zones) return [];
  if (zones.fromBody && (zones.fixed.length === 0 || asBody(raw).parking_zone_ids !== undefined)) {
    return readZoneIds(body, zones.providerZoneIds, errors);
  }
  return zones.fixed;
}

/** A closing rule body (POST, or PATCH merged over `base`). */
export function validateClosing(
  raw: unknown,
  base: ClosingValues | null,
  zones: ZoneRule | null,
): { values: ClosingValues; zoneIds: number[] } {
  const body = { ...(base ?? {}), ...asBody(raw) };
  const errors = new Errors();
  const closing_start = readDate(body, 'closing_start', errors);
  const closing_end = readDate(body, 'closing_end', errors);
  if (closing_start && closing_end && closing_end < closing_start) errors.add('closing_end', END_BEFORE_START);
  const reasonValue = body.reason;
  let reason = '';
  if (reasonValue === undefined) errors.add('reason', REQUIRED);
  else if (reasonValue === null) errors.add('reason', NULL_NOT_ALLOWED);
  else if (typeof reasonValue !== 'string') errors.add('reason', STRING_EXPECTED);
  else if (reasonValue.trim() === '') errors.add('reason', BLANK_NOT_ALLOWED);
  else reason = reasonValue;
  const zoneIds = readZones(body, raw, zones, errors);
  errors.throwIfAny();
  return { values: { closing_start, closing_end, reason }, zoneIds };
}

/** A single field error, e.g. for polygon_data or a rejection reason. */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}
