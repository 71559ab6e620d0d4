import { describe, expect, it } from 'vitest';
import {
  compareRangeFor,
  defaultFilters,
  filtersFromUrl,
  filtersToUrl,
  rangeLength,
  reconcileFilters,
  resolveFilters,
  unknownIds,
  validateRange,
  type ReportFilters,
} from './filters';
import { sameFilters } from './shared-filters';

const today = new Date(2026, 10, 21, 10, 0);

describe('report filters', () => {
  it('default to the first of yesterday’s month until yesterday, all channels, no comparison', () => {
    expect(defaultFilters(today)).toEqual({
      primary: { begin: '2026-11-01', end: '2026-11-20' },
      compare: null,
      channels: null,
      services: null,
    });
    // On the first of a month, yesterday is in the previous month.
    expect(defaultFilters(new Date(2026, 11, 1)).primary).toEqual({ begin: '2026-11-01', end: '2026-11-30' });
  });

  it('start comparing with the previous period on pages that default to comparison', () => {
    expect(defaultFilters(today, { comparing: true }).compare).toEqual({ begin: '2026-10-12', end: '2026-10-31' });
  });

  it('count days with both ends included', () => {
    expect(rangeLength({ begin: '2026-11-01', end: '2026-11-01' })).toBe(1);
    expect(rangeLength({ begin: '2026-03-28', end: '2026-03-30' })).toBe(3); // across the DST change
  });

  it('offer three compare presets', () => {
    const primary = { begin: '2026-11-02', end: '2026-11-08' }; // Monday to Sunday
    expect(compareRangeFor('previousPeriod', primary)).toEqual({ begin: '2026-10-26', end: '2026-11-01' });
    expect(compareRangeFor('samePeriodLastYear', primary)).toEqual({ begin: '2025-11-02', end: '2025-11-08' });
    const aligned = compareRangeFor('weekdayAligned', primary);
    expect(aligned).toEqual({ begin: '2025-11-03', end: '2025-11-09' });
    expect(new Date(2025, 10, 3).getDay()).toBe(1); // Monday compares with Monday
    expect(compareRangeFor('samePeriodLastYear', { begin: '2028-02-29', end: '2028-02-29' })).toEqual({
      begin: '2027-02-28',
      end: '2027-02-28',
    });
  });

  it('round-trip through the URL and keep other parameters', () => {
    const filters: ReportFilters = {
      primary: { begin: '2026-11-01', end: '2026-11-20' },
      compare: { begin: '2025-11-01', end: '2025-11-20' },
      channels: [3, 1],
      services: [],
    };
    const params = filtersToUrl(filters, new URLSearchParams('tab=x&od=2020-01-01'));
    expect(params.get('tab')).toBe('x');
    expect(params.getAll('od')).toEqual(['2026-11-01']);
    expect(filtersFromUrl(params)).toEqual(filters);
  });

  it('read a primary range without a compare range as "not comparing", and ignore broken parts', () => {
    expect(filtersFromUrl(new URLSearchParams('od=2026-11-01&do=2026-11-05'))).toEqual({
      primary: { begin: '2026-11-01', end: '2026-11-05' },
      compare: null,
      channels: undefined,
      services: undefined,
    });
    expect(filtersFromUrl(new URLSearchParams('od=2026-11-09&do=2026-11-05&kanali=1,x'))).toEqual({
      primary: undefined,
      compare: undefined,
      channels: undefined,
      services: undefined,
    });
  });

  it('resolve the URL first, then the shared filters, then the page defaults', () => {
    const fallback = defaultFilters(today, { comparing: true });
    const shared: ReportFilters = { ...defaultFilters(today), channels: [2] };
    expect(resolveFilters({}, null, fallback)).toEqual(fallback);
    expect(resolveFilters({}, shared, fallback)).toEqual(shared);
    const fromUrl = resolveFilters({ channels: [] }, shared, fallback);
    expect(fromUrl.channels).toEqual([]);
    expect(fromUrl.compare).toBeNull();
  });

  it('validate ranges: both dates, order, today at most, two years at most', () => {
    const max = '2026-11-21';
    expect(validateRange({ begin: null, end: '2026-11-01' }, max)).toBe('required');
    expect(validateRange({ begin: '2026-11-05', end: '2026-11-01' }, max)).toBe('order');
    expect(validateRange({ begin: '2026-11-05', end: '2026-11-22' }, max)).toBe('afterMax');
    expect(validateRange({ begin: '2024-11-20', end: '2026-11-21' }, max)).toBe('tooLong');
    expect(validateRange({ begin: '2024-11-21', end: '2026-11-21' }, max)).toBeNull();
  });

  it('names the chosen ids that are not in the loaded list (the inArray rule)', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(unknownIds([3, 9, 12], list)).toEqual([9, 12]);
    expect(unknownIds([1, 3], list)).toEqual([]);
    expect(unknownIds(null, list)).toEqual([]);
    // Not loaded yet (or failed, silently): nothing to check against.
    expect(unknownIds([9], undefined)).toEqual([]);
  });
});

describe('reconcileFilters: the URL, then the other report pages, then the page defaults', () => {
  const october = { begin: '2026-10-01', end: '2026-10-31' };
  const septemberRange = { begin: '2026-09-01', end: '2026-09-30' };
  const shared = (compare: ReportFilters['compare'], comparisonChosen: boolean) => ({
    filters: { primary: october, compare, channels: [2], services: null },
    comparisonChosen,
  });
  const noUrl = filtersFromUrl(new URLSearchParams());

  it('a fresh visit applies the page defaults', () => {
    expect(reconcileFilters(noUrl, null, today, { comparing: false })).toEqual(defaultFilters(today));
    expect(reconcileFilters(noUrl, null, today, { comparing: true }).compare).toEqual({ begin: '2026-10-12', end: '2026-10-31' });
  });

  it('another report page’s filters carry over; until comparison was chosen, each page compares as its default says', () => {
    expect(reconcileFilters(noUrl, shared(null, false), today, { comparing: false })).toEqual({ primary: october, compare: null, channels: [2], services: null });
    // A page that defaults to comparison compares with the period before the shared one.
    expect(reconcileFilters(noUrl, shared(null, false), today, { comparing: true }).compare).toEqual(compareRangeFor('previousPeriod', october));
    // A page that does not default to comparison does not take over another page's default one.
    expect(reconcileFilters(noUrl, shared(septemberRange, false), today, { comparing: false }).compare).toBeNull();
    // Once the user chose with Search, the choice holds everywhere.
    expect(reconcileFilters(noUrl, shared(null, true), today, { comparing: true }).compare).toBeNull();
    expect(reconcileFilters(noUrl, shared(septemberRange, true), today, { comparing: false }).compare).toEqual(septemberRange);
  });

  it('the URL wins over both, field by field: a range without a compare range means not comparing', () => {
    const url = filtersFromUrl(new URLSearchParams('od=2026-08-01&do=2026-08-31'));
    expect(reconcileFilters(url, shared(septemberRange, true), today, { comparing: true })).toEqual({
      primary: { begin: '2026-08-01', end: '2026-08-31' },
      compare: null,
      channels: [2],
      services: null,
    });
    const comparing = filtersFromUrl(new URLSearchParams('od=2026-08-01&do=2026-08-31&usp_od=2025-08-01&usp_do=2025-08-31&kanali=1'));
    expect(reconcileFilters(comparing, shared(null, true), today, { comparing: false })).toMatchObject({
      compare: { begin: '2025-08-01', end: '2025-08-31' },
    });
  });
});

describe('sameFilters', () => {
  const base: ReportFilters = { primary: { begin: '2026-10-01', end: '2026-10-31' }, compare: null, channels: [1, 2], services: null };
  it('compares what the report asks for, not the objects', () => {
    expect(sameFilters(base, { ...base, primary: { ...base.primary }, channels: [1, 2] })).toBe(true);
    expect(sameFilters(base, { ...base, channels: [2, 1] })).toBe(false);
    expect(sameFilters(base, { ...base, channels: null })).toBe(false);
    expect(sameFilters(base, { ...base, compare: { begin: '2026-09-01', end: '2026-09-30' } })).toBe(false);
    expect(sameFilters(base, { ...base, primary: { begin: '2026-10-01', end: '2026-10-30' } })).toBe(false);
  });
});
