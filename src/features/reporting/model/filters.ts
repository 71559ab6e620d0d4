/**
 * The report filters every sales report shares (reporting.md §3 "Client-held state", §4):
 * the applied primary range, the comparison flag with its range, and the selected sales channels
 * (and services on the dashboard). Pure: URL encoding, page defaults, compare presets, validation.
 */
import { addIsoDays, defaultReportingRange, fromIsoDate, isIsoDate, toIsoDate, type IsoDate } from '../../../design-system/format/date';

export interface CompleteRange {
  begin: IsoDate;
  end: IsoDate;
}

/** A selection of ids: `null` means all of them (nothing narrowed), `[]` none. */
export type IdSelection = readonly number[] | null;

export interface ReportFilters {
  primary: CompleteRange;
  /** The compare range when comparing; null when comparison is off (turning it off clears the range). */
  compare: CompleteRange | null;
  channels: IdSelection;
  services: IdSelection;
}

/** What a page starts with when nothing was applied yet (reporting.md §4 "Page defaults"). */
export interface PageDefaults {
  comparing: boolean;
}

export const URL_KEYS = {
  begin: 'od',
  end: 'do',
  compareBegin: 'usp_od',
  compareEnd: 'usp_do',
  channels: 'kanali',
  services: 'usluge',
} as const;

const DAY_MS = 86_400_000;

/** Whole days from begin to end, both included. */
export function rangeLength(range: CompleteRange): number {
  const begin = fromIsoDate(range.begin);
  const end = fromIsoDate(range.end);
  if (!begin || !end) return 0;
  return Math.round((Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) -
    Date.UTC(begin.getFullYear(), begin.getMonth(), begin.getDate())) / DAY_MS) + 1;
}

/** Compare presets beyond the spec: the period just before, the same dates a year ago, or a year ago on the same weekdays. */
export const COMPARE_PRESETS = ['previousPeriod', 'samePeriodLastYear', 'weekdayAligned'] as const;
export type ComparePreset = (typeof COMPARE_PRESETS)[number];

/** The same calendar date `years` later (earlier when negative); 29 February becomes 28 February. */
function plusYears(iso: IsoDate, years: number): IsoDate {
  const d = fromIsoDate(iso);
  if (!d) return iso;
  const year = d.getFullYear() + years;
  const lastDay = new Date(year, d.getMonth() + 1, 0).getDate();
  return toIsoDate(new Date(year, d.getMonth(), Math.min(d.getDate(), lastDay)));
}

export function compareRangeFor(preset: ComparePreset, primary: CompleteRange): CompleteRange {
  switch (preset) {
    case 'previousPeriod': {
      const length = rangeLength(primary);
      const end = addIsoDays(primary.begin, -1);
      return { begin: addIsoDays(end, -(length - 1)), end };
    }
    case 'samePeriodLastYear':
      return { begin: plusYears(primary.begin, -1), end: plusYears(primary.end, -1) };
    case 'weekdayAligned':
      // 52 weeks back: every day compares with the same weekday.
      return { begin: addIsoDays(primary.begin, -364), end: addIsoDays(primary.end, -364) };
  }
}

/** The filters a report opens with when nothing was applied: yesterday's month to yesterday, all channels. */
export function defaultFilters(today: Date, defaults: PageDefaults = { comparing: false }): ReportFilters {
  const primary = defaultReportingRange(today);
  return {
    primary,
    compare: defaults.comparing ? compareRangeFor('previousPeriod', primary) : null,
    channels: null,
    services: null,
  };
}

function readIds(params: URLSearchParams, key: string): IdSelection | undefined {
  if (!params.has(key)) return undefined;
  const raw = params.get(key) ?? '';
  if (raw === '') return [];
  const ids = raw.split(',').map((part) => Number(part));
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : undefined;
}

function readRange(params: URLSearchParams, beginKey: string, endKey: string): CompleteRange | undefined {
  const begin = params.get(beginKey);
  const end = params.get(endKey);
  if (!isIsoDate(begin) || !isIsoDate(end) || begin > end) return undefined;
  return { begin, end };
}

/**
 * The filters a URL names, each part on its own: a part that is missing or malformed is
 * undefined, so the caller falls back to the shared or default value for that part only.
 */
export interface UrlFilters {
  primary?: CompleteRange;
  /** null: the URL says "not comparing" (a primary range without a compare range). */
  compare?: CompleteRange | null;
  channels?: IdSelection;
  services?: IdSelection;
}

export function filtersFromUrl(params: URLSearchParams): UrlFilters {
  const primary = readRange(params, URL_KEYS.begin, URL_KEYS.end);
  const compare = readRange(params, URL_KEYS.compareBegin, URL_KEYS.compareEnd);
  return {
    primary,
    compare: compare ?? (primary ? null : undefined),
    channels: readIds(params, URL_KEYS.channels),
    services: readIds(params, URL_KEYS.services),
  };
}

/** Writes the filters into a copy of `params`, keeping every other parameter (e.g. a tab or a page). */
export function filtersToUrl(filters: ReportFilters, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(URL_KEYS).forEach((key) => next.delete(key));
  next.set(URL_KEYS.begin, filters.primary.begin);
  next.set(URL_KEYS.end, filters.primary.end);
  if (filters.compare) {
    next.set(URL_KEYS.compareBegin, filters.compare.begin);
    next.set(URL_KEYS.compareEnd, filters.compare.end);
  }
  if (filters.channels) next.set(URL_KEYS.channels, filters.channels.join(','));
  if (filters.services) next.set(URL_KEYS.services, filters.services.join(','));
  return next;
}

/** URL first, then what was applied on another report page, then the page's defaults. */
export function resolveFilters(url: UrlFilters, shared: ReportFilters | null, fallback: ReportFilters): ReportFilters {
  const base = shared ?? fallback;
  return {
    primary: url.primary ?? base.primary,
    compare: url.compare !== undefined ? url.compare : shared ? shared.compare : fallback.compare,
    channels: url.channels !== undefined ? url.channels : base.channels,
    services: url.services !== undefined ? url.services : base.services,
  };
}

/**
 * The filters a report page applies, from everything that names them: the URL first (a copied link
 * opens the same report, Back restores the previous one), then the filters shared by the other
 * report pages in this visit, then the page's defaults. Until the user has chosen comparison with
 * Search, each page starts comparing or not as its defaults say (reporting.md §4).
 */
export function reconcileFilters(
  url: UrlFilters,
  shared: { filters: ReportFilters; comparisonChosen: boolean } | null,
  today: Date,
  defaults: PageDefaults,
): ReportFilters {
  const fallback = defaultFilters(today, defaults);
  if (!shared) return resolveFilters(url, null, fallback);
  const compare = shared.comparisonChosen
    ? shared.filters.compare
    : defaults.comparing
      ? (shared.filters.compare ?? compareRangeFor('previousPeriod', shared.filters.primary))
      : null;
  return resolveFilters(url, { ...shared.filters, compare }, fallback);
}

/** The longest range a sales report accepts: two calendar years (end no later than begin + 2 years, as the server checks). */
export const MAX_RANGE_YEARS = 2;


export type RangeError = 'required' | 'order' | 'afterMax' | 'tooLong';

/** Validation of one range of a report filter (both dates, begin ≤ end, end ≤ today, two years at most). */
export function validateRange(range: { begin: IsoDate | null; end: IsoDate | null }, max: IsoDate): RangeError | null {
  if (!range.begin || !range.end) return 'required';
  if (range.begin > range.end) return 'order';
  if (range.end > max) return 'afterMax';
  if (range.end > plusYears(range.begin, MAX_RANGE_YEARS)) return 'tooLong';
  return null;
}

/**
 * The chosen ids that are not in the loaded list (a link naming a channel or service that is not
 * there): the server's inArray rule refuses them ('Value does not exists in array', reporting.md §5),
 * so the client says so under the field and sends nothing. None while the list is not loaded.
 */
export function unknownIds(selection: IdSelection, list: readonly { id: number }[] | undefined): number[] {
  if (selection === null || list === undefined) return [];
  const known = new Set(list.map((item) => item.id));
  return selection.filter((id) => !known.has(id));
}
