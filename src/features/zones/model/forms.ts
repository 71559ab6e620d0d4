/**
 * The working-period and closing-rule forms as pure logic (operations.md §4, §5): values, the
 * validation rules (each form's zod schema, for react-hook-form's resolver), the clearing rules,
 * "copy time to all", the mapping to what the API layer sends, and how server field errors
 * (snake_case wire paths) map to the form's fields and where each form shows them.
 */
import { z } from 'zod';
import { isTime } from '../../../design-system/format/time';
import type { Weekday, WorkingPeriod, ClosingRule, WorkingPeriodInput, ClosingRuleInput } from './items';

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

/**
 * "Copy time to all" shows only when more than one day is chargeable (operations.md §2), and the
 * first day, whose times it copies, is one of them (a day without charge has no times).
 */
export const canCopyTimes = (days: readonly DayValues[]): boolean => chargeableCount(days) > 1 && days[0]?.noCharge === false;

/** Copies the first day's times to every chargeable day (operations.md §2); a first day without charge copies nothing. */
export function copyTimesToAll(days: readonly DayValues[]): DayValues[] {
  const first = days[0];
  if (!first || first.noCharge) return [...days];
  return days.map((day) => (day.noCharge ? day : { ...day, timeFrom: first.timeFrom, timeTo: first.timeTo }));
}

/** The message under a required field left empty (an i18n key of the zones namespace). */
const REQUIRED = 'validation.required';

/**
 * A date range's rules, the same in both forms (valid_from/valid_to, closing start/end): both
 * dates required, the end not before the start. A refinement for the schema that holds the range.
 */
function dateRange<K extends string>(start: K, end: K) {
  return (values: Record<K, string | null>, ctx: z.RefinementCtx) => {
    const from = values[start];
    const to = values[end];
    if (!from) ctx.addIssue({ code: 'custom', path: [start], message: REQUIRED });
    if (!to) ctx.addIssue({ code: 'custom', path: [end], message: REQUIRED });
    else if (from && to < from) ctx.addIssue({ code: 'custom', path: [end], message: 'validation.endBeforeStart' });
  };
}

/** What is wrong with a chargeable day's time, if anything. */
function timeProblem(time: string): string | null {
  if (!time) return REQUIRED;
  return isTime(time) ? null : 'validation.time';
}

/** A weekday: a no-charge day needs nothing; a chargeable one both times, the to-hour not before the from-hour. */
const daySchema = z
  .object({ weekDay: z.number(), noCharge: z.boolean(), timeFrom: z.string(), timeTo: z.string() })
  .superRefine((day, ctx) => {
    if (day.noCharge) return;
    const from = timeProblem(day.timeFrom);
    if (from) ctx.addIssue({ code: 'custom', path: ['timeFrom'], message: from });
    const to = timeProblem(day.timeTo) ?? (isTime(day.timeFrom) && day.timeTo < day.timeFrom ? 'validation.toBeforeFrom' : null);
    if (to) ctx.addIssue({ code: 'custom', path: ['timeTo'], message: to });
  });

/**
 * The working-period form's rules (operations.md §5); `requireZones` on the form that chooses its
 * zones. Messages are i18n keys of the zones namespace, one per field.
 */
export function periodForm(requireZones: boolean): z.ZodType<PeriodFormValues, PeriodFormValues> {
  return z
    .object({
      zoneIds: requireZones ? z.array(z.number()).min(1, 'validation.zonesRequired') : z.array(z.number()),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
      description: z.string(),
      days: z.array(daySchema),
    })
    .superRefine(dateRange('validFrom', 'validTo'));
}

/** The closing-rule form's rules: start, end and reason required, the end not before the start. */
export const ruleForm: z.ZodType<RuleFormValues, RuleFormValues> = z
  .object({
    zoneIds: z.array(z.number()),
    closingStart: z.string().nullable(),
    closingEnd: z.string().nullable(),
    reason: z.string().refine((reason) => reason.trim() !== '', REQUIRED),
  })
  .superRefine(dateRange('closingStart', 'closingEnd'));

/** What the API layer sends; only call with values periodForm accepted. */
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

/** The working-period form's fields that show an error of their own. */
export type PeriodField = 'zoneIds' | 'validFrom' | 'validTo' | 'description' | `days.${number}.timeFrom` | `days.${number}.timeTo`;

/** Where the working-period form shows an error: a field, a day's row, or above the days. */
export type PeriodErrorPlace = PeriodField | `days.${number}` | 'days';

/** The working-period form's fields in the order it shows them (the zones only where it chooses them). */
export function periodFields(dayCount: number, withZones: boolean): PeriodField[] {
  const days = Array.from({ length: dayCount }, (_, index) => [`days.${index}.timeFrom`, `days.${index}.timeTo`] as const);
  return [...(withZones ? (['zoneIds'] as const) : []), 'validFrom', 'validTo', 'description', ...days.flat()];
}

/**
 * Where the working-period form shows a server error on a form path: under its field; a day's other
 * errors (its no-charge, the day as a whole) under the day; the days' as a whole above them; null
 * (the banner) for anything the form does not show, the zones on a form without the zone list, say.
 */
export function periodErrorPlace(path: string, dayCount: number, withZones: boolean): PeriodErrorPlace | null {
  const field = periodFields(dayCount, withZones).find((name) => name === path);
  if (field) return field;
  if (path === 'days') return path;
  const day = /^days\.(\d+)(\.(noCharge|weekDay))?$/.exec(path);
  const index = day ? Number(day[1]) : dayCount;
  return index < dayCount ? `days.${index}` : null;
}

/** The closing-rule form's fields in the order it shows them; an error on any other goes to the banner. */
export const RULE_FIELDS = ['closingStart', 'closingEnd', 'reason'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

export function ruleErrorPlace(path: string): RuleField | null {
  return RULE_FIELDS.find((name) => name === path) ?? null;
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
