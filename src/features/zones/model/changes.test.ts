import { describe, expect, it } from 'vitest';
import { itemChanges, itemFields, pairFields } from './changes';
import type { WorkingPeriod, ClosingRule } from './items';

const day = (weekDay: number, from: string | null, to: string | null) => ({
  weekDay,
  timeFrom: from,
  timeTo: to,
  noCharge: from === null,
  isToday: false,
});

const period = (overrides: Partial<WorkingPeriod> = {}): WorkingPeriod => ({
  id: 7,
  pending: null,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  description: 'Redovno',
  noCharge: false,
  isActive: true,
  workingDays: [0, 1, 2, 3, 4, 5].map((d) => day(d, '07:00', '21:00')).concat(day(6, null, null)),
  zoneIds: [1],
  ...overrides,
});

describe('what a pending update changes', () => {
  it('lists only the fields of a period that differ, each day by its weekday', () => {
    const before = period();
    const after = period({
      validTo: '2026-06-30',
      pending: { requestId: 3, action: 'update' },
      workingDays: before.workingDays.map((d) => (d.weekDay === 0 ? day(0, '06:30', '22:00') : d.weekDay === 5 ? day(5, null, null) : d)),
    });
    expect(itemChanges(before, after)).toEqual([
      { key: 'validity', before: { field: 'validity', value: ['2026-01-01', '2026-12-31'] }, after: { field: 'validity', value: ['2026-01-01', '2026-06-30'] } },
      {
        key: 'day-0',
        before: { field: 'day', weekDay: 0, value: { noCharge: false, from: '07:00', to: '21:00' } },
        after: { field: 'day', weekDay: 0, value: { noCharge: false, from: '06:30', to: '22:00' } },
      },
      {
        key: 'day-5',
        before: { field: 'day', weekDay: 5, value: { noCharge: false, from: '07:00', to: '21:00' } },
        after: { field: 'day', weekDay: 5, value: { noCharge: true } },
      },
    ]);
    expect(itemChanges(before, period({ pending: { requestId: 3, action: 'update' } }))).toEqual([]);
  });

  it('lists every field of a period in reading order, a missing day as null', () => {
    const fields = itemFields(period({ workingDays: [day(0, '08:00', '16:00')] }));
    expect(fields.map((f) => (f.field === 'day' ? `day-${f.weekDay}` : f.field))).toEqual([
      'validity',
      'description',
      'day-0',
      'day-1',
      'day-2',
      'day-3',
      'day-4',
      'day-5',
      'day-6',
    ]);
    expect(fields[2]).toEqual({ field: 'day', weekDay: 0, value: { noCharge: false, from: '08:00', to: '16:00' } });
    expect(fields[3]).toEqual({ field: 'day', weekDay: 1, value: null });
    // Side by side, unchanged fields included (the review of a request shows them all).
    expect(pairFields(period(), period())).toHaveLength(9);
  });

  it('lists a closing rule’s dates and reason when they differ', () => {
    const rule: ClosingRule = { id: 2, pending: null, closingStart: '2026-12-24', closingEnd: '2026-12-26', reason: 'Božić', zoneIds: [1] };
    expect(itemChanges(rule, { ...rule, closingEnd: '2026-12-27', reason: 'Božić i Sveti Stjepan' })).toEqual([
      { key: 'dates', before: { field: 'dates', value: ['2026-12-24', '2026-12-26'] }, after: { field: 'dates', value: ['2026-12-24', '2026-12-27'] } },
      { key: 'reason', before: { field: 'reason', value: 'Božić' }, after: { field: 'reason', value: 'Božić i Sveti Stjepan' } },
    ]);
    expect(itemChanges(rule, { ...rule })).toEqual([]);
  });
});
