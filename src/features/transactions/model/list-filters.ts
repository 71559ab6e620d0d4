/**
 * The filters of the transaction, receipt and ticket lists, and their URL form (reporting.md §2, §5):
 * `od`/`do` (the range), `search` (plate, ticket number or code), `prikaz` (display option) and
 * `page`. Reload and Back keep them; anything the URL holds that the list would not accept falls
 * back to the list's default, so a hand-edited link never breaks the screen.
 */
import { addIsoDays, isIsoDate, toIsoDate, type DateRange, type IsoDate } from '../../../design-system/format/date';
import { rangePreset } from '../../../design-system/model/dateRange';

export const DISPLAY_OPTIONS = ['sve', 'ispravne', 'neispravne'] as const;
/** All, valid only, invalid only (reporting.md §9); default all. */
export type DisplayOption = (typeof DISPLAY_OPTIONS)[number];

export interface ListFilters {
  begin: IsoDate;
  end: IsoDate;
  /** The text field; empty on lists without one. */
  search: string;
  display: DisplayOption;
  /** 1-based. */
  page: number;
}

/** How far back a list's range may start, and its default range. */
export interface ListWindow {
  days: number;
  defaultRange: (today: Date) => { begin: IsoDate; end: IsoDate };
}

/** Transactions: from 30 days before today to today; default today to today (reporting.md §5). */
export const TRANSACTIONS_WINDOW: ListWindow = { days: 30, defaultRange: (today) => rangePreset('today', today) };
/** Park tickets: from 730 days before today to today; default the first of this month to today. */
export const TICKETS_WINDOW: ListWindow = { days: 730, defaultRange: (today) => rangePreset('thisMonth', today) };
/** Receipts (the spec shows no window): the tickets' window and default. */
export const RECEIPTS_WINDOW: ListWindow = TICKETS_WINDOW;

/** The earliest and latest day a range may hold. */
export function windowBounds(window: ListWindow, today: Date): { min: IsoDate; max: IsoDate } {
  const max = toIsoDate(today);
  return { min: addIsoDays(max, -window.days), max };
}

function isDisplayOption(value: string | null): value is DisplayOption {
  return (DISPLAY_OPTIONS as readonly (string | null)[]).includes(value);
}

/** The filters a URL holds; an invalid or out-of-window range is replaced by the default one. */
export function readListFilters(params: URLSearchParams, window: ListWindow, today: Date): ListFilters {
  const { min, max } = windowBounds(window, today);
  const begin = params.get('od');
  const end = params.get('do');
  const inWindow = isIsoDate(begin) && isIsoDate(end) && min <= begin && begin <= end && end <= max;
  const range = inWindow ? { begin, end } : window.defaultRange(today);
  const page = Number(params.get('page') ?? '1');
  const display = params.get('prikaz');
  return {
    ...range,
    search: (params.get('search') ?? '').trim(),
    display: isDisplayOption(display) ? display : 'sve',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL form of the filters: the range always (a copied link shows the same list), the rest when not the default. */
export function listParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams({ od: filters.begin, do: filters.end });
  if (filters.search) params.set('search', filters.search);
  if (filters.display !== 'sve') params.set('prikaz', filters.display);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The plate rule (reporting.md §5): when the range spans more than one day, the text field is
 * mandatory. A same-day range needs none.
 */
export function breaksPlateRule(range: DateRange, search: string): boolean {
  return !!range.begin && !!range.end && range.begin !== range.end && search.trim() === '';
}
