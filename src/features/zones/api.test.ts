import { describe, expect, it } from 'vitest';
import type { ClosingRuleWire, WorkingPeriodWire } from '../../api/contract/working-hours';
import { refOf, toClosingRule, toWorkingPeriod } from './api';

const day = (week_day: number, no_charge = false) => ({
  week_day,
  week_day_description: 'x',
  time_from: no_charge ? '00:00:00' : '07:00:00',
  time_to: no_charge ? '00:00:00' : '21:30:00',
  no_charge,
  is_today: week_day === 5,
});

const period = (over: Partial<WorkingPeriodWire> = {}): WorkingPeriodWire => ({
  id: 7,
  request_id: null,
  request_action: null,
  request_status: null,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  description: 'Redovno',
  no_charge: false,
  is_active: true,
  working_days: [day(6, true), day(0), day(5)],
  parking_zone_ids: [1, 2],
  ...over,
});

describe('wire to domain', () => {
  it('maps a period: days in weekday order, HH:MM times, none on a no-charge day', () => {
    const domain = toWorkingPeriod(period());
    expect(domain.workingDays.map((d) => d.weekDay)).toEqual([0, 5, 6]);
    expect(domain.workingDays[0]).toMatchObject({ timeFrom: '07:00', timeTo: '21:30', noCharge: false });
    expect(domain.workingDays[2]).toMatchObject({ timeFrom: null, timeTo: null, noCharge: true });
    expect(domain.workingDays[1]!.isToday).toBe(true);
    expect(domain.zoneIds).toEqual([1, 2]);
    expect(domain.pending).toBeNull();
  });

  it('marks a pending request, and edits or removes through it', () => {
    const pendingCreate = toWorkingPeriod(period({ id: null, request_id: 12, request_action: 'create', request_status: 'pending' }));
    expect(pendingCreate.pending).toEqual({ requestId: 12, action: 'create' });
    expect(refOf(pendingCreate)).toEqual({ requestId: 12, id: null });
    const approved = toWorkingPeriod(period());
    expect(refOf(approved)).toEqual({ requestId: null, id: 7 });
    // A decided request is no longer pending.
    expect(toWorkingPeriod(period({ request_id: 3, request_action: 'update', request_status: 'approved' })).pending).toBeNull();
  });

  it('maps a closing rule', () => {
    const wire: ClosingRuleWire = {
      id: 4,
      request_id: 9,
      request_action: 'delete',
      request_status: 'pending',
      closing_start: '2026-12-24',
      closing_end: '2026-12-26',
      reason: 'Božić',
    };
    expect(toClosingRule(wire)).toEqual({
      id: 4,
      pending: { requestId: 9, action: 'delete' },
      closingStart: '2026-12-24',
      closingEnd: '2026-12-26',
      reason: 'Božić',
      zoneIds: [],
    });
  });
});
