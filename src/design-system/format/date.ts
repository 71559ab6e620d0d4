import {
  endOfMonth,
  endOfWeek,
  endOfYear,
  format,
  isValid,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
} from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { hr } from 'date-fns/locale/hr';
import type { AppLocale } from './locale';

/**
 * Dates at the API boundary are ISO calendar dates 'YYYY-MM-DD' (reporting.md §9).
 * Components that pick dates (DateRangePicker, ComparisonToggle) use IsoDate | null.
 *
 * Display uses date-fns with fixed patterns (not Intl) so the output does not depend
 * on the browser's ICU data: hr '21. 11. 2026.', en '21/11/2026'.
 */
export type IsoDate = string;

/** Weeks start on Monday (reporting.md §9). */
export const WEEK_STARTS_ON = 1 as const;

const ISO_PATTERN = 'yyyy-MM-dd';
const ISO_RE = /^\d{4}-\d{2}-\d{2}$/;

export function dateFnsLocale(locale: AppLocale) {
  return locale === 'en' ? enGB : hr;
}

const DATE_PATTERN: Record<AppLocale, string> = { hr: 'd. M. yyyy.', en: 'dd/MM/yyyy' };
const DATE_TIME_PATTERN: Record<AppLocale, string> = { hr: 'd. M. yyyy. HH:mm:ss', en: 'dd/MM/yyyy HH:mm:ss' };

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Local calendar date to 'YYYY-MM-DD'. Years 0–9999 are written directly (charts and tables call
 * this per point and per cell); others, and an invalid date's RangeError, come from date-fns.
 */
export function toIsoDate(date: Date): IsoDate {
  const year = date.getFullYear();
  if (!(year >= 0 && year <= 9999)) return format(date, ISO_PATTERN);
  return `${String(year).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** 'YYYY-MM-DD' to a local-midnight Date, or null when it is not a valid ISO date. */
export function fromIsoDate(iso: IsoDate | null | undefined): Date | null {
  if (!iso || !ISO_RE.test(iso)) return null;
  const year = Number(iso.slice(0, 4));
  // date-fns, which read these before, knows no year 0.
  if (year === 0) return null;
  const d = new Date(year, Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  // The two-argument Date maps years 0–99 to 1900–1999.
  if (year < 100) d.setFullYear(year);
  return toIsoDate(d) === iso ? d : null;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && fromIsoDate(value) !== null;
}

function asDate(value: Date | IsoDate): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (ISO_RE.test(value)) return fromIsoDate(value);
  const d = new Date(value);
  return isValid(d) ? d : null;
}

/** Local date: '21. 11. 2026.' (hr) / '21/11/2026' (en). Accepts a Date, an ISO date or an ISO date-time. */
export function formatDate(value: Date | IsoDate | null | undefined, locale: AppLocale): string {
  if (value == null) return '';
  const d = asDate(value);
  return d ? format(d, DATE_PATTERN[locale]) : '';
}

/** Local date and time to seconds: '21. 11. 2026. 14:05:09' (hr) / '21/11/2026 14:05:09' (en). */
export function formatDateTime(value: Date | string | null | undefined, locale: AppLocale): string {
  if (value == null) return '';
  const d = asDate(value);
  return d ? format(d, DATE_TIME_PATTERN[locale]) : '';
}

/** Month and year, e.g. 'studeni 2026.' / 'November 2026' (chart categories, statistics). */
export function formatMonthYear(value: Date | IsoDate, locale: AppLocale): string {
  const d = asDate(value);
  if (!d) return '';
  return locale === 'hr' ? format(d, 'LLLL yyyy.', { locale: hr }) : format(d, 'LLLL yyyy', { locale: enGB });
}

export function startOfIsoWeek(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
}

export function endOfIsoWeek(date: Date): Date {
  return endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
}

/** Date presets relative to an explicit `today`, as ISO dates. */
export type DatePresetKey =
  | 'today'
  | 'yesterday'
  | 'beginOfWeek'
  | 'endOfWeek'
  | 'beginOfMonth'
  | 'endOfMonth'
  | 'beginOfYear'
  | 'endOfYear';

export function datePreset(key: DatePresetKey, today: Date): IsoDate {
  const t = startOfDay(today);
  switch (key) {
    case 'today':
      return toIsoDate(t);
    case 'yesterday':
      return toIsoDate(subDays(t, 1));
    case 'beginOfWeek':
      return toIsoDate(startOfIsoWeek(t));
    case 'endOfWeek':
      return toIsoDate(endOfIsoWeek(t));
    case 'beginOfMonth':
      return toIsoDate(startOfMonth(t));
    case 'endOfMonth':
      return toIsoDate(endOfMonth(t));
    case 'beginOfYear':
      return toIsoDate(startOfYear(t));
    case 'endOfYear':
      return toIsoDate(endOfYear(t));
  }
}

export interface DateRange {
  begin: IsoDate | null;
  end: IsoDate | null;
}

/**
 * The default reporting range (reporting.md §3): from the first day of the month
 * of the previous day up to the previous day. On 1 Dec 2026 that is 1–30 Nov 2026.
 */
export function defaultReportingRange(today: Date): { begin: IsoDate; end: IsoDate } {
  const yesterday = subDays(startOfDay(today), 1);
  return { begin: toIsoDate(startOfMonth(yesterday)), end: toIsoDate(yesterday) };
}

/** Shift an ISO date by whole days. */
export function addIsoDays(iso: IsoDate, days: number): IsoDate {
  const d = fromIsoDate(iso);
  if (!d) return iso;
  const r = new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
  return toIsoDate(r);
}

/**
 * Parse a date typed by the user: ISO 'YYYY-MM-DD', hr 'd. M. yyyy.' (spaces and the final
 * dot optional, e.g. '21.11.2026'), en 'dd/MM/yyyy'. Returns an ISO date or null.
 */
export function parseDisplayDate(text: string, locale: AppLocale): IsoDate | null {
  const s = text.trim();
  if (ISO_RE.test(s)) return fromIsoDate(s) ? s : null;
  const m = locale === 'en' ? /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\.?$/.exec(s) : /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})\s*\.?$/.exec(s);
  if (!m) return null;
  const [, d, mo, y] = m;
  const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return fromIsoDate(iso) ? iso : null;
}
