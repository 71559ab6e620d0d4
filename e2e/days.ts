/**
 * The journeys' dates, counted from today: the demo's clock and the HTTP simulator's follow the real
 * date, and so does the portal's own "this month" or "yesterday". A journey that named a calendar
 * day would fail once that day passed (a proposal for a day gone by, a week outside the 30-day
 * window, a month that is no longer this month); these hold on any day.
 */

import { addIsoDays, formatDate } from '../src/design-system/format/date';

/** Today in Zagreb, YYYY-MM-DD: the browsers run in Europe/Zagreb (playwright.config.ts). */
export function today(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `iso` moved by `days` (negative for earlier days): the portal's own day arithmetic. */
export const addDays = addIsoDays;

/** The first day of the month `months` after `iso`'s. */
export function monthStart(iso: string, months = 0): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** A day as the portal shows it in Croatian, and as a person types it in a date field: 24. 12. 2026. */
export function typed(iso: string): string {
  return formatDate(iso, 'hr');
}

/** Every day from `begin` to `end`, both included. */
export function daysBetween(begin: string, end: string): string[] {
  const days: string[] = [];
  for (let day = begin; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A row that starts with one of `days` as the portal shows a date in Croatian (20. 11. 2026.). */
export function startsWithOneOf(days: readonly string[]): RegExp {
  const shown = days.map((day) => typed(day).replace(/\./g, '\\.'));
  return new RegExp(`^(${shown.join('|')})`);
}

/** A week that has ended: the seven days up to five days ago, inside the 30-day transaction window. */
export function endedWeek(from: string = today()): { begin: string; end: string } {
  const end = addDays(from, -5);
  return { begin: addDays(end, -6), end };
}
