import { describe, expect, it } from 'vitest';
import {
  addIsoDays,
  datePreset,
  defaultReportingRange,
  endOfIsoWeek,
  formatDate,
  formatDateTime,
  formatMonthYear,
  fromIsoDate,
  isIsoDate,
  parseDisplayDate,
  startOfIsoWeek,
  toIsoDate,
} from './date';

const today = new Date(2026, 10, 21, 15, 30); // Saturday 21 Nov 2026

describe('ISO dates', () => {
  it('round-trips', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(fromIsoDate('2026-01-05')?.getTime()).toBe(new Date(2026, 0, 5).getTime());
  });
  it('rejects invalid input', () => {
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('21.11.2026')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('x')).toBe(false);
  });
  it('adds days across months', () => {
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('display', () => {
  it('formats hr dates as "21. 11. 2026."', () => {
    expect(formatDate(today, 'hr')).toBe('21. 11. 2026.');
    expect(formatDate('2026-01-05', 'hr')).toBe('5. 1. 2026.');
  });
  it('formats en dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('05/01/2026');
  });
  it('formats date-time to seconds', () => {
    const d = new Date(2026, 10, 21, 9, 5, 7);
    expect(formatDateTime(d, 'hr')).toBe('21. 11. 2026. 09:05:07');
    expect(formatDateTime(d, 'en')).toBe('21/11/2026 09:05:07');
  });
  it('returns "" for missing or invalid values', () => {
    expect(formatDate(null, 'hr')).toBe('');
    expect(formatDateTime('nonsense', 'hr')).toBe('');
  });
  it('formats month and year', () => {
    expect(formatMonthYear('2026-11-01', 'hr')).toBe('studeni 2026.');
    expect(formatMonthYear('2026-11-01', 'en')).toBe('November 2026');
  });
});

describe('weeks and presets', () => {
  it('starts weeks on Monday', () => {
    expect(toIsoDate(startOfIsoWeek(today))).toBe('2026-11-16');
    expect(toIsoDate(endOfIsoWeek(today))).toBe('2026-11-22');
    // A Sunday still belongs to the week that began on Monday.
    expect(toIsoDate(startOfIsoWeek(new Date(2026, 10, 22)))).toBe('2026-11-16');
  });
  it('computes presets from an explicit today', () => {
    expect(datePreset('today', today)).toBe('2026-11-21');
    expect(datePreset('yesterday', today)).toBe('2026-11-20');
    expect(datePreset('beginOfWeek', today)).toBe('2026-11-16');
    expect(datePreset('endOfWeek', today)).toBe('2026-11-22');
    expect(datePreset('beginOfMonth', today)).toBe('2026-11-01');
    expect(datePreset('endOfMonth', today)).toBe('2026-11-30');
    expect(datePreset('beginOfYear', today)).toBe('2026-01-01');
    expect(datePreset('endOfYear', today)).toBe('2026-12-31');
  });
  it('default reporting range: first of the previous day\'s month to the previous day', () => {
    expect(defaultReportingRange(today)).toEqual({ begin: '2026-11-01', end: '2026-11-20' });
    expect(defaultReportingRange(new Date(2026, 11, 1))).toEqual({ begin: '2026-11-01', end: '2026-11-30' });
    expect(defaultReportingRange(new Date(2027, 0, 1))).toEqual({ begin: '2026-12-01', end: '2026-12-31' });
  });
});

describe('parseDisplayDate', () => {
  it('reads hr, en and ISO input', () => {
    expect(parseDisplayDate('21. 11. 2026.', 'hr')).toBe('2026-11-21');
    expect(parseDisplayDate('1.2.2026', 'hr')).toBe('2026-02-01');
    expect(parseDisplayDate('05/01/2026', 'en')).toBe('2026-01-05');
    expect(parseDisplayDate('2026-11-21', 'en')).toBe('2026-11-21');
  });
  it('rejects nonsense', () => {
    expect(parseDisplayDate('31. 2. 2026.', 'hr')).toBeNull();
    expect(parseDisplayDate('abc', 'hr')).toBeNull();
  });
});
