/**
 * The working-period and closing-rule forms as pure logic (operations.md §4, §5): values, the
 * validation rules, the clearing rules, "copy time to all", and how server field errors (snake_case
 * wire paths) map to the form's fields.
 */
import { isTime } from '../../../design-system/format/time';
import type { ClosingRule, ClosingRuleInput, Weekday, WorkingPeriod, WorkingPeriodInput } from '../api';

export interface DayValues {
  weekDay: number;
  noCharge: boolean;
  /** HH:MM or '' */
  timeFrom: string;
  timeTo: string;
}

export interface PeriodFormValues {
  zoneIds: number[];
  /** ISO date or null */
  validFrom: string | null;
  validTo: string | null;
  description: string;
  days: DayValues[];
}

export interface RuleFormValues {
  zoneIds: number[];
  closingStart: string | null;
  closingEnd: string | null;
  reason: string;
}

/** Form error messages by field path (`days.2.timeTo`), as i18n keys of the zones namespace. */
export type FormErrors = Record<string, string>;

export function emptyPeriod(weekdays: readonly Weekday[], zoneIds: number[] = []): PeriodFormValues {
  return {
    zoneIds,
    validFrom: null,
    validTo: null,
    description: '',
    days: weekdays.map((day) => ({ weekDay: day.weekDay, noCharge: false, timeFrom: '', timeTo: '' })),
  };
}

/** The form's values for an existing period: every weekday, in order, the missing ones empty. */
export function periodValues(period: WorkingPeriod, weekdays: readonly Weekday[]): PeriodFormValues {
  return {
    zoneIds: period.zoneIds,
    validFrom: period.validFrom,
    validTo: period.validTo,
    description: period.description,
    days: weekdays.map((weekday) => {
      const day = period.workingDays.find((d) => d.weekDay === weekday.weekDay);
      return {
        weekDay: weekday.weekDay,
        noCharge: day?.noCharge ?? false,
        timeFrom: day?.timeFrom ?? '',
        timeTo: day?.timeTo ?? '',
      };
    }),
  };
}

export function ruleValues(rule: ClosingRule | null, zoneIds: number[] = []): RuleFormValues {
  return rule
    ? { zoneIds: rule.zoneIds, closingStart: rule.closingStart, closingEnd: rule.closingEnd, reason: rule.reason }
    : { zoneIds, closingStart: null, closingEnd: null, reason: '' };
}

/** Turning no-charge on clears the day's times (operations.md §4). */
export function setNoCharge(day: DayValues, noCharge: boolean): DayValues {
  return noCharge ? { ...day, noCharge, timeFrom: '', timeTo: '' } : { ...day, noCharge };
}

/** A new from-hour clears the to-hour when it moves past it (operations.md §5); a half-typed one does not. */
export function setTimeFrom(day: DayValues, timeFrom: string): DayValues {
  return { ...day, timeFrom, timeTo: isTime(day.timeTo) && isTime(timeFrom) && day.timeTo < timeFrom ? '' : day.timeTo };
}

/** A new start date clears the end date when it moves past it (valid_from/valid_to, closing start/end). */
export function clearedEnd(start: string | null, end: string | null): string | null {
  return start && end && end < start ? null : end;
}

export const chargeableCount = (days: readonly DayValues[]): number => days.filter((d) => !d.noCharge).length;

/** "Copy time to all" shows only when more than one day is chargeable (operations.md §2). */
export const canCopyTimes = (days: readonly DayValues[]): boolean => chargeableCount(days) > 1;

/** Copies the first chargeable day's times to every chargeable day. */
export function copyTimesToAll(days: readonly DayValues[]): DayValues[] {
  const first = days.find((d) => !d.noCharge);
  if (!first) return [...days];
  return days.map((day) => (day.noCharge ? day : { ...day, timeFrom: first.timeFrom, timeTo: first.timeTo }));
}

export function validatePeriod(values: PeriodFormValues, requireZones: boolean): FormErrors {
  const errors: FormErrors = {};
  if (requireZones && values.zoneIds.length === 0) errors.zoneIds = 'validation.zonesRequired';
  if (!values.validFrom) errors.validFrom = 'validation.required';
  if (!values.validTo) errors.validTo = 'validation.required';
  else if (values.validFrom && values.validTo < values.validFrom) errors.validTo = 'validation.endBeforeStart';
  values.days.forEach((day, index) => {
    if (day.noCharge) return;
    if (!day.timeFrom) errors[`days.${index}.timeFrom`] = 'validation.required';
    else if (!isTime(day.timeFrom)) errors[`days.${index}.timeFrom`] = 'validation.time';
    if (!day.timeTo) errors[`days.${index}.timeTo`] = 'validation.required';
    else if (!isTime(day.timeTo)) errors[`days.${index}.timeTo`] = 'validation.time';
    else if (isTime(day.timeFrom) && day.timeTo < day.timeFrom) errors[`days.${index}.timeTo`] = 'validation.toBeforeFrom';
  });
  return errors;
}

export function validateRule(values: RuleFormValues, requireZones: boolean): FormErrors {
  const errors: FormErrors = {};
  if (requireZones && values.zoneIds.length === 0) errors.zoneIds = 'validation.zonesRequired';
  if (!values.closingStart) errors.closingStart = 'validation.required';
  if (!values.closingEnd) errors.closingEnd = 'validation.required';
  else if (values.closingStart && values.closingEnd < values.closingStart) errors.closingEnd = 'validation.endBeforeStart';
  if (!values.reason.trim()) errors.reason = 'validation.required';
  return errors;
}

/** What the API layer sends; only call after validatePeriod found nothing. */
export function periodInput(values: PeriodFormValues, withZones: boolean): WorkingPeriodInput {
  return {
    ...(withZones ? { zoneIds: values.zoneIds } : {}),
    validFrom: values.validFrom ?? '',
    validTo: values.validTo ?? '',
    description: values.description.trim(),
    days: values.days.map((day) => ({
      weekDay: day.weekDay,
      noCharge: day.noCharge,
      timeFrom: day.noCharge ? null : day.timeFrom,
      timeTo: day.noCharge ? null : day.timeTo,
    })),
  };
}

export function ruleInput(values: RuleFormValues, withZones: boolean): ClosingRuleInput {
  return {
    ...(withZones ? { zoneIds: values.zoneIds } : {}),
    closingStart: values.closingStart ?? '',
    closingEnd: values.closingEnd ?? '',
    reason: values.reason.trim(),
  };
}

const WIRE_FIELDS: Record<string, string> = {
  parking_zone_ids: 'zoneIds',
  valid_from: 'validFrom',
  valid_to: 'validTo',
  description: 'description',
  working_days: 'days',
  time_from: 'timeFrom',
  time_to: 'timeTo',
  no_charge: 'noCharge',
  week_day: 'weekDay',
  closing_start: 'closingStart',
  closing_end: 'closingEnd',
  reason: 'reason',
};

/**
 * The form path of a server field error: `working_days.2.time_to` -> `days.2.timeTo`; a nested
 * non_field_errors belongs to its item (`working_days.1.non_field_errors` -> `days.1`).
 * Null for a field the forms do not have.
 */
export function formPath(wirePath: string): string | null {
  const parts = wirePath.split('.').filter((part) => part !== 'non_field_errors');
  if (parts.length === 0) return null;
  const mapped: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) mapped.push(part);
    else if (WIRE_FIELDS[part]) mapped.push(WIRE_FIELDS[part]);
    else return null;
  }
  return mapped.join('.');
}

/** A weekday's name in the UI language (0 = Monday), capitalised: "Subota", "Saturday". */
export function weekdayName(weekDay: number, intlLocale: string): string {
  // 1 January 2024 was a Monday.
  const name = new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + weekDay)));
  return name.charAt(0).toLocaleUpperCase(intlLocale) + name.slice(1);
}
