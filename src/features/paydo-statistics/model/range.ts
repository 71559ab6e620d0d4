/**
 * The statistics date range (operations.md §2, §5, §9): beginDate and endDate in the URL query,
 * both required, from 16 April 2018 to yesterday; the default is the whole span.
 */
import { PAYDO_MIN_DATE } from '../../../api/contract/paydo';
import { addIsoDays, isIsoDate, toIsoDate, type DateRange, type IsoDate } from '../../../design-system/format/date';

export const BEGIN_PARAM = 'beginDate';
export const END_PARAM = 'endDate';

export interface StatsRange {
  begin: IsoDate;
  end: IsoDate;
}

export interface StatsBounds {
  min: IsoDate;
  max: IsoDate;
}

/** What is wrong with one date of the range; the screen turns it into a message. */
export type DateProblem = 'required' | 'format' | 'beforeMin' | 'afterMax' | 'beforeBegin';

export interface RangeProblems {
  begin?: DateProblem;
  end?: DateProblem;
}

/** 16 April 2018 to yesterday. */
export function statsBounds(today: Date): StatsBounds {
  return { min: PAYDO_MIN_DATE, max: addIsoDays(toIsoDate(today), -1) };
}

/** The whole span: the default range. */
export function defaultStatsRange(today: Date): StatsRange {
  const { min, max } = statsBounds(today);
  return { begin: min, end: max };
}

/** The range as the URL holds it (either date may be missing). */
export function rangeFromParams(params: URLSearchParams): DateRange {
  return { begin: params.get(BEGIN_PARAM) || null, end: params.get(END_PARAM) || null };
}

/** Whether the URL names no range at all (then the default applies). */
export function hasNoRange(params: URLSearchParams): boolean {
  return !params.get(BEGIN_PARAM) && !params.get(END_PARAM);
}

function problemOf(value: IsoDate | null, bounds: StatsBounds): DateProblem | undefined {
  if (!value) return 'required';
  if (!isIsoDate(value)) return 'format';
  if (value < bounds.min) return 'beforeMin';
  if (value > bounds.max) return 'afterMax';
  return undefined;
}

/** Every rule of §5: both dates required, within the bounds, end not before begin. */
export function rangeProblems(range: DateRange, bounds: StatsBounds): RangeProblems {
  const problems: RangeProblems = {};
  const begin = problemOf(range.begin, bounds);
  const end = problemOf(range.end, bounds);
  if (begin) problems.begin = begin;
  if (end) problems.end = end;
  if (!begin && !end && range.end! < range.begin!) problems.end = 'beforeBegin';
  return problems;
}

/** The range when it is valid, else null. */
export function validRange(range: DateRange, bounds: StatsBounds): StatsRange | null {
  const problems = rangeProblems(range, bounds);
  if (problems.begin || problems.end) return null;
  return { begin: range.begin!, end: range.end! };
}

/** The query every tab link and every call carries: beginDate and endDate only (a new tab starts at page 1). */
export function rangeSearch(range: DateRange): string {
  const params = new URLSearchParams();
  if (range.begin) params.set(BEGIN_PARAM, range.begin);
  if (range.end) params.set(END_PARAM, range.end);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The 1-based page of the URL; anything else is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}
