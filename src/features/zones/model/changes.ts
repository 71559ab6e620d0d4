/**
 * What a pending update would change, field by field, for the partner's screens: the approved item
 * (its details) against the request's proposal (the list). Only fields that differ are listed.
 */
import type { ClosingRule, WorkingPeriod } from '../api';

export type ChangedField =
  | { field: 'validity'; before: [string, string]; after: [string, string] }
  | { field: 'description'; before: string; after: string }
  | { field: 'day'; weekDay: number; before: DayHours; after: DayHours }
  | { field: 'dates'; before: [string, string]; after: [string, string] }
  | { field: 'reason'; before: string; after: string };

/** A day's hours: null when the period has no such day. */
export type DayHours = { noCharge: true } | { noCharge: false; from: string; to: string } | null;

function hoursOf(period: WorkingPeriod, weekDay: number): DayHours {
  const day = period.workingDays.find((d) => d.weekDay === weekDay);
  if (!day) return null;
  return day.noCharge ? { noCharge: true } : { noCharge: false, from: day.timeFrom ?? '', to: day.timeTo ?? '' };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function periodChanges(before: WorkingPeriod, after: WorkingPeriod): ChangedField[] {
  const changes: ChangedField[] = [];
  const validity = (p: WorkingPeriod): [string, string] => [p.validFrom, p.validTo];
  if (!same(validity(before), validity(after))) changes.push({ field: 'validity', before: validity(before), after: validity(after) });
  if (before.description !== after.description) changes.push({ field: 'description', before: before.description, after: after.description });
  for (let weekDay = 0; weekDay < 7; weekDay++) {
    const [was, will] = [hoursOf(before, weekDay), hoursOf(after, weekDay)];
    if (!same(was, will)) changes.push({ field: 'day', weekDay, before: was, after: will });
  }
  return changes;
}

export function ruleChanges(before: ClosingRule, after: ClosingRule): ChangedField[] {
  const changes: ChangedField[] = [];
  const dates = (r: ClosingRule): [string, string] => [r.closingStart, r.closingEnd];
  if (!same(dates(before), dates(after))) changes.push({ field: 'dates', before: dates(before), after: dates(after) });
  if (before.reason !== after.reason) changes.push({ field: 'reason', before: before.reason, after: after.reason });
  return changes;
}
