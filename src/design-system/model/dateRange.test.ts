import { describe, expect, it } from 'vitest';
import { clampIso, isCompleteRange, magicRange, rangePreset, withBegin, withEnd } from './dateRange';

const today = new Date(2026, 10, 21);

describe('magicRange', () => {
  it('subtracts one day from begin when both are set', () => {
    expect(magicRange({ begin: '2026-11-10', end: '2026-11-20' }, today)).toEqual({
      begin: '2026-11-09',
      end: '2026-11-20',
    });
    expect(magicRange({ begin: '2026-03-01', end: '2026-03-05' }, today).begin).toBe('2026-02-28');
    expect(magicRange({ begin: '2026-01-01', end: '2026-01-01' }, today).begin).toBe('2025-12-31');
  });
  it('copies end to begin when only end is set', () => {
    expect(magicRange({ begin: null, end: '2026-11-20' }, today)).toEqual({ begin: '2026-11-20', end: '2026-11-20' });
  });
  it('copies begin to end when only begin is set', () => {
    expect(magicRange({ begin: '2026-11-02', end: null }, today)).toEqual({ begin: '2026-11-02', end: '2026-11-02' });
  });
  it('sets both to today when neither is set', () => {
    expect(magicRange({ begin: null, end: null }, today)).toEqual({ begin: '2026-11-21', end: '2026-11-21' });
  });
  it('respects the bounds', () => {
    expect(magicRange({ begin: '2018-04-16', end: '2018-04-20' }, today, { min: '2018-04-16' }).begin).toBe(
      '2018-04-16',
    );
    expect(magicRange({ begin: null, end: null }, today, { max: '2026-11-20' })).toEqual({
      begin: '2026-11-20',
      end: '2026-11-20',
    });
  });
});

describe('withBegin / withEnd', () => {
  it('keeps the end when begin stays before it', () => {
    expect(withBegin({ begin: '2026-11-01', end: '2026-11-10' }, '2026-11-05')).toEqual({
      begin: '2026-11-05',
      end: '2026-11-10',
    });
  });
  it('clears the end when begin moves past it', () => {
    expect(withBegin({ begin: '2026-11-01', end: '2026-11-10' }, '2026-11-11')).toEqual({
      begin: '2026-11-11',
      end: null,
    });
  });
  it('keeps an equal end', () => {
    expect(withBegin({ begin: null, end: '2026-11-10' }, '2026-11-10').end).toBe('2026-11-10');
  });
  it('sets the end', () => {
    expect(withEnd({ begin: '2026-11-01', end: null }, '2026-11-03')).toEqual({ begin: '2026-11-01', end: '2026-11-03' });
  });
});

describe('helpers', () => {
  it('clamps', () => {
    expect(clampIso('2026-12-01', undefined, '2026-11-21')).toBe('2026-11-21');
    expect(clampIso('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(clampIso('2026-05-01', '2026-02-01', '2026-11-21')).toBe('2026-05-01');
  });
  it('knows a complete range', () => {
    expect(isCompleteRange({ begin: '2026-11-01', end: '2026-11-02' })).toBe(true);
    expect(isCompleteRange({ begin: '2026-11-03', end: '2026-11-02' })).toBe(false);
    expect(isCompleteRange({ begin: null, end: '2026-11-02' })).toBe(false);
  });
});

describe('rangePreset', () => {
  it('sets both dates', () => {
    expect(rangePreset('today', today)).toEqual({ begin: '2026-11-21', end: '2026-11-21' });
    expect(rangePreset('yesterday', today)).toEqual({ begin: '2026-11-20', end: '2026-11-20' });
    expect(rangePreset('thisWeek', today)).toEqual({ begin: '2026-11-16', end: '2026-11-21' });
    expect(rangePreset('thisMonth', today)).toEqual({ begin: '2026-11-01', end: '2026-11-21' });
    expect(rangePreset('thisYear', today)).toEqual({ begin: '2026-01-01', end: '2026-11-21' });
    expect(rangePreset('defaultReporting', today)).toEqual({ begin: '2026-11-01', end: '2026-11-20' });
  });
});
