/**
 * A working period's or closing rule's fields, as the before-and-after views list them: the
 * partner's "what changes" (only the fields that differ) and the demo panel's review of a request
 * (every field, before and after).
 */

import type { WorkingPeriod, ClosingRule } from './items';

/** A day's hours: null when the period has no such day. */
export type DayHours = { noCharge: true } | { noCharge: false; from: string; to: string } | null;

export type ItemField =
  | { field: 'validity'; value: [string, string] }
  | { field: 'description'; value: string }
  | { field: 'day'; weekDay: number; value: DayHours }
  | { field: 'dates'; value: [string, string] }
  | { field: 'reason'; value: string };

/** One field of an item before and after a change. */
export interface FieldChange {
  key: string;
  before: ItemField;
  after: ItemField;
}

export type Item = WorkingPeriod | ClosingRule;

export const isPeriod = (item: Item): item is WorkingPeriod => 'workingDays' in item;

function hoursOf(period: WorkingPeriod, weekDay: number): DayHours {
  const day = period.workingDays.find((d) => d.weekDay === weekDay);
  if (!day) return null;
  return day.noCharge ? { noCharge: true } : { noCharge: false, from: day.timeFrom ?? '', to: day.timeTo ?? '' };
}

/** Every field of an item, in reading order: a period's validity, description and seven days; a rule's dates and reason. */
export function itemFields(item: Item): ItemField[] {
  if (!isPeriod(item)) {
    return [
      { field: 'dates', value: [item.closingStart, item.closingEnd] },
      { field: 'reason', value: item.reason },
    ];
  }
  return [
    { field: 'validity', value: [item.validFrom, item.validTo] },
    { field: 'description', value: item.description },
    ...[0, 1, 2, 3, 4, 5, 6].map((weekDay): ItemField => ({ field: 'day', weekDay, value: hoursOf(item, weekDay) })),
  ];
}

export const fieldKey = (field: ItemField): string => (field.field === 'day' ? `day-${field.weekDay}` : field.field);

export const sameValue = (a: ItemField, b: ItemField): boolean => JSON.stringify(a.value) === JSON.stringify(b.value);

/** Each field of `before` beside the same field of `after` (items of one kind). */
export function pairFields(before: Item, after: Item): FieldChange[] {
  const next = new Map(itemFields(after).map((field) => [fieldKey(field), field]));
  return itemFields(before).flatMap((field) => {
    const other = next.get(fieldKey(field));
    return other ? [{ key: fieldKey(field), before: field, after: other }] : [];
  });
}

/** What a pending update changes: only the fields that differ. */
export function itemChanges(before: Item, after: Item): FieldChange[] {
  return pairFields(before, after).filter((pair) => !sameValue(pair.before, pair.after));
}
