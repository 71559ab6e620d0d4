import { describe, expect, it } from 'vitest';
import {
  defaultStatsRange,
  hasNoRange,
  pageFromParams,
  rangeFromParams,
  rangeProblems,
  rangeSearch,
  statsBounds,
  validRange,
} from './range';

const today = new Date(2026, 10, 21);
const bounds = statsBounds(today);

describe('statistics range', () => {
  it('runs from 16 April 2018 to yesterday, and defaults to the whole span', () => {
    expect(bounds).toEqual({ min: '2018-04-16', max: '2026-11-20' });
    expect(defaultStatsRange(today)).toEqual({ begin: '2018-04-16', end: '2026-11-20' });
  });

  it('reads beginDate and endDate from the URL', () => {
    const params = new URLSearchParams('beginDate=2026-01-01&endDate=2026-01-31&page=3');
    expect(rangeFromParams(params)).toEqual({ begin: '2026-01-01', end: '2026-01-31' });
    expect(hasNoRange(params)).toBe(false);
    expect(hasNoRange(new URLSearchParams('page=2'))).toBe(true);
    expect(pageFromParams(params)).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=x'))).toBe(1);
  });

  it('requires both dates', () => {
    expect(rangeProblems({ begin: null, end: '2026-01-01' }, bounds)).toEqual({ begin: 'required' });
    expect(rangeProblems({ begin: '2026-01-01', end: null }, bounds)).toEqual({ end: 'required' });
    expect(validRange({ begin: null, end: null }, bounds)).toBeNull();
  });

  it('keeps both dates within the bounds and the end after the begin', () => {
    expect(rangeProblems({ begin: '2018-04-15', end: '2026-11-21' }, bounds)).toEqual({ begin: 'beforeMin', end: 'afterMax' });
    expect(rangeProblems({ begin: '2026-02-01', end: '2026-01-01' }, bounds)).toEqual({ end: 'beforeBegin' });
    expect(rangeProblems({ begin: '1.1.2026', end: '2026-01-01' }, bounds)).toEqual({ begin: 'format' });
    expect(validRange({ begin: '2018-04-16', end: '2026-11-20' }, bounds)).toEqual({ begin: '2018-04-16', end: '2026-11-20' });
    expect(validRange({ begin: '2026-01-01', end: '2026-01-01' }, bounds)).toEqual({ begin: '2026-01-01', end: '2026-01-01' });
  });

  it('builds the query of a tab link from the dates only', () => {
    expect(rangeSearch({ begin: '2026-01-01', end: '2026-01-31' })).toBe('?beginDate=2026-01-01&endDate=2026-01-31');
    expect(rangeSearch({ begin: null, end: null })).toBe('');
  });
});
