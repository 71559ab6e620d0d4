import { describe, expect, it } from 'vitest';
import type { ClosingRule, WorkingPeriod } from '../api';
import { periodChanges, ruleChanges } from './changes';

const day = (weekDay: number, from: string | null, to: string | null) => ({
  weekDay,
  weekDayName: '',
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
    expect(periodChanges(before, after)).toEqual([
      { field: 'validity', before: ['2026-01-01', '2026-12-31'], after: ['2026-01-01', '2026-06-30'] },
      { field: 'day', weekDay: 0, before: { noCharge: false, from: '07:00', to: '21:00' }, after: { noCharge: false, from: '06:30', to: '22:00' } },
      { field: 'day', weekDay: 5, before: { noCharge: false, from: '07:00', to: '21:00' }, after: { noCharge: true } },
    ]);
    expect(periodChanges(before, period({ pending: { requestId: 3, action: 'update' } }))).toEqual([]);
  });

  it('lists a closing rule’s dates and reason when they differ', () => {
    const rule: ClosingRule = { id: 2, pending: null, closingStart: '2026-12-24', closingEnd: '2026-12-26', reason: 'Božić', zoneIds: [1] };
    expect(ruleChanges(rule, { ...rule, closingEnd: '2026-12-27', reason: 'Božić i Sveti Stjepan' })).toEqual([
      { field: 'dates', before: ['2026-12-24', '2026-12-26'], after: ['2026-12-24', '2026-12-27'] },
      { field: 'reason', before: 'Božić', after: 'Božić i Sveti Stjepan' },
    ]);
    expect(ruleChanges(rule, { ...rule })).toEqual([]);
  });
});
