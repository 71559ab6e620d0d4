import { describe, expect, it } from 'vitest';
import { breaksPlateRule, listParams, readListFilters, TICKETS_WINDOW, TRANSACTIONS_WINDOW, windowBounds } from './list-filters';

const today = new Date(2026, 10, 21, 10, 0);

describe('list filters', () => {
  it('defaults transactions to today and tickets to the month so far', () => {
    expect(readListFilters(new URLSearchParams(), TRANSACTIONS_WINDOW, today)).toEqual({
      begin: '2026-11-21',
      end: '2026-11-21',
      search: '',
      display: 'sve',
      page: 1,
    });
    const tickets = readListFilters(new URLSearchParams(), TICKETS_WINDOW, today);
    expect([tickets.begin, tickets.end]).toEqual(['2026-11-01', '2026-11-21']);
  });

  it('bounds the range by the window: 30 days back for transactions, 730 for tickets', () => {
    expect(windowBounds(TRANSACTIONS_WINDOW, today)).toEqual({ min: '2026-10-22', max: '2026-11-21' });
    expect(windowBounds(TICKETS_WINDOW, today).min).toBe('2024-11-21');
    const inside = readListFilters(new URLSearchParams('od=2026-10-22&do=2026-11-21'), TRANSACTIONS_WINDOW, today);
    expect([inside.begin, inside.end]).toEqual(['2026-10-22', '2026-11-21']);
    for (const query of ['od=2026-10-21&do=2026-11-01', 'od=2026-11-20&do=2026-11-22', 'od=2026-11-20&do=2026-11-19', 'od=x&do=2026-11-20']) {
      const filters = readListFilters(new URLSearchParams(query), TRANSACTIONS_WINDOW, today);
      expect([filters.begin, filters.end], query).toEqual(['2026-11-21', '2026-11-21']);
    }
  });

  it('reads the text, display option and page, and ignores what it would not accept', () => {
    const filters = readListFilters(new URLSearchParams('od=2026-11-14&do=2026-11-21&search=%20ZG%201234-AB%20&prikaz=neispravne&page=3'), TRANSACTIONS_WINDOW, today);
    expect(filters).toEqual({ begin: '2026-11-14', end: '2026-11-21', search: 'ZG 1234-AB', display: 'neispravne', page: 3 });
    const odd = readListFilters(new URLSearchParams('prikaz=all&page=-2'), TRANSACTIONS_WINDOW, today);
    expect([odd.display, odd.page]).toEqual(['sve', 1]);
    expect(readListFilters(new URLSearchParams('page=1.5'), TRANSACTIONS_WINDOW, today).page).toBe(1);
  });

  it('writes the range always and the rest only when not the default, and reads back what it wrote', () => {
    expect(listParams({ begin: '2026-11-21', end: '2026-11-21', search: '', display: 'sve', page: 1 }).toString()).toBe('od=2026-11-21&do=2026-11-21');
    const filters = { begin: '2026-11-14', end: '2026-11-21', search: 'ZG 1', display: 'ispravne', page: 2 } as const;
    const written = listParams(filters);
    expect(written.toString()).toBe('od=2026-11-14&do=2026-11-21&search=ZG+1&prikaz=ispravne&page=2');
    expect(readListFilters(written, TRANSACTIONS_WINDOW, today)).toEqual(filters);
  });

  it('asks for a plate, ticket or code only when the range spans more than one day', () => {
    expect(breaksPlateRule({ begin: '2026-11-20', end: '2026-11-21' }, '')).toBe(true);
    expect(breaksPlateRule({ begin: '2026-11-20', end: '2026-11-21' }, '   ')).toBe(true);
    expect(breaksPlateRule({ begin: '2026-11-20', end: '2026-11-21' }, 'ZG')).toBe(false);
    expect(breaksPlateRule({ begin: '2026-11-21', end: '2026-11-21' }, '')).toBe(false);
    expect(breaksPlateRule({ begin: '2026-11-21', end: null }, '')).toBe(false);
  });
});
