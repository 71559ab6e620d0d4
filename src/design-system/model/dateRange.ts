import {
  addIsoDays,
  datePreset,
  defaultReportingRange,
  toIsoDate,
  type DateRange,
  type IsoDate,
} from '../format/date';

/**
 * The "magic button" of the date-range picker (operations.md §2, statistics):
 *  - both set: subtract one day from begin (end unchanged);
 *  - only end set: copy end to begin;
 *  - only begin set: copy begin to end;
 *  - neither: both today.
 * The result is then clamped to [min, max] when given.
 */
export function magicRange(range: DateRange, today: Date, bounds: { min?: IsoDate; max?: IsoDate } = {}): DateRange {
  const { begin, end } = range;
  let next: DateRange;
  if (begin && end) next = { begin: addIsoDays(begin, -1), end };
  else if (end) next = { begin: end, end };
  else if (begin) next = { begin, end: begin };
  else {
    const t = toIsoDate(today);
    next = { begin: t, end: t };
  }
  return {
    begin: next.begin ? clampIso(next.begin, bounds.min, bounds.max) : null,
    end: next.end ? clampIso(next.end, bounds.min, bounds.max) : null,
  };
}

/** ISO dates compare correctly as strings. */
export function clampIso(value: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

/**
 * Setting the begin date: the end date's minimum is the begin date, so an end
 * before the new begin is cleared (operations.md §5 "end is cleared if start moves past it").
 */
export function withBegin(range: DateRange, begin: IsoDate | null): DateRange {
  const end = begin && range.end && range.end < begin ? null : range.end;
  return { begin, end };
}

export function withEnd(range: DateRange, end: IsoDate | null): DateRange {
  return { begin: range.begin, end };
}

/** Both dates set and begin ≤ end. */
export function isCompleteRange(range: DateRange): range is { begin: IsoDate; end: IsoDate } {
  return !!range.begin && !!range.end && range.begin <= range.end;
}

/** Quick presets that set both dates at once (transactions: today, yesterday). */
export type RangePresetKey = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'thisYear' | 'defaultReporting';

export function rangePreset(key: RangePresetKey, today: Date): { begin: IsoDate; end: IsoDate } {
  switch (key) {
    case 'today':
      return { begin: datePreset('today', today), end: datePreset('today', today) };
    case 'yesterday':
      return { begin: datePreset('yesterday', today), end: datePreset('yesterday', today) };
    case 'thisWeek':
      return { begin: datePreset('beginOfWeek', today), end: datePreset('today', today) };
    case 'thisMonth':
      return { begin: datePreset('beginOfMonth', today), end: datePreset('today', today) };
    case 'thisYear':
      return { begin: datePreset('beginOfYear', today), end: datePreset('today', today) };
    case 'defaultReporting':
      return defaultReportingRange(today);
  }
}
