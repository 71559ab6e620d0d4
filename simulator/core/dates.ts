/** Calendar arithmetic on the simulator's clock. Dates are plain YYYY-MM-DD strings, never Date.now(). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** YYYY-MM of a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Adds (or subtracts) months to a YYYY-MM month. */
export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

// Day numbers: days since 1970-01-01, the unit of the generated facts and of the clock.

export const DAY_MS = 86_400_000;
/** Seconds in a day: a clock that has passed them all has seen the whole day. */
export const DAY_SECONDS = 86_400;

/** Day number (days since 1970-01-01) of a YYYY-MM-DD date. */
export function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}
/** YYYY-MM-DD of a day number. */
export function isoOfDay(day: number): string {
  let iso = ISO_DAYS.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (ISO_DAYS.size > 20_000) ISO_DAYS.clear();
    ISO_DAYS.set(day, iso);
  }
  return iso;
}
const ISO_DAYS = new Map<number, string>();
/** 0 = Monday ... 6 = Sunday. */
export function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}
/** Europe/Zagreb's UTC offset in hours on a day (CET +1, CEST +2 from the last Sunday of March to the last Sunday of October). */
export function zagrebOffsetHours(day: number): number {
  const date = new Date(day * DAY_MS);
  const month = date.getUTCMonth();
  if (month > 2 && month < 9) return 2;
  if (month < 2 || month > 9) return 1;
  const lastDay = Date.UTC(date.getUTCFullYear(), month + 1, 0) / DAY_MS;
  const lastSunday = lastDay - ((weekdayOfDay(lastDay) + 1) % 7);
  return month === 2 ? (day >= lastSunday ? 2 : 1) : day < lastSunday ? 2 : 1;
}

/** The UTC instant (ms) of a local second of a day. */
export function instantMs(day: number, second: number): number {
  return day * DAY_MS + second * 1000 - zagrebOffsetHours(day) * 3_600_000;
}
