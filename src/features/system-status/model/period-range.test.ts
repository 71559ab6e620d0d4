import { describe, expect, it } from 'vitest';
import { openWithin, periodStart } from './period-range';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('period ranges', () => {
  it('start 30 minutes, an hour, a day and a week back by the clock', () => {
    expect(new Date(periodStart('30m', NOW)).toISOString()).toBe('2026-11-21T11:30:00.000Z');
    expect(new Date(periodStart('1h', NOW)).toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(new Date(periodStart('1d', NOW)).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(new Date(periodStart('1w', NOW)).toISOString()).toBe('2026-11-14T12:00:00.000Z');
  });

  it('start a month and a year back by the calendar', () => {
    expect(new Date(periodStart('1M', NOW)).getMonth()).toBe(9);
    expect(new Date(periodStart('1y', NOW)).getFullYear()).toBe(2025);
  });

  it('keeps ongoing incidents and those that ended within the range', () => {
    expect(openWithin({ endTime: null }, '30m', NOW)).toBe(true);
    expect(openWithin({ endTime: '2026-11-21T11:45:00Z' }, '30m', NOW)).toBe(true);
    expect(openWithin({ endTime: '2026-11-21T11:00:00Z' }, '30m', NOW)).toBe(false);
    expect(openWithin({ endTime: '2020-01-01T00:00:00Z' }, null, NOW)).toBe(true);
  });
});
