/**
 * The human-readable text (DRF's `detail`, in Croatian like the API's own texts) that a 400 of the
 * transactions, the park tickets and every spreadsheet download carries beside its field errors
 * (reporting.md §8): the client shows it in the error toast, the field errors under the fields.
 */
import type { FieldErrors } from './errors';
import { isoOfDay } from './dates';
import { DATE_FORMAT } from './drf-validation';
import { BEGIN_AFTER_END, RANGE_TOO_LONG, type DayRange } from './query';
import { REQUIRED } from './validation';

/** 22.10.2026. */
export function croatianDate(day: number): string {
  const [y, m, d] = isoOfDay(day).split('-');
  return `${d}.${m}.${y}.`;
}

export const DETAIL_FALLBACK = 'Upit nije ispravan: provjerite označena polja.';
export const EXPORT_FAILED = 'Izvoz nije moguć.';

export interface DetailHints {
  /** What the window holds ('Transakcije', 'Ulaznice') and the window itself. */
  window?: { what: string; range: DayRange };
  /** The search field that a longer range needs, and what to tell the user. */
  search?: { field: string; text: string };
  /** A spreadsheet download: the text starts with "Izvoz nije moguć." */
  download?: boolean;
}

function explain(errors: FieldErrors, hints: DetailHints): string {
  const nonField = errors.non_field_errors?.[0];
  if (nonField) return nonField;
  const dates = [...(errors.begin_date ?? []), ...(errors.end_date ?? [])];
  if (hints.window && dates.some((m) => m.startsWith('Ensure this date'))) {
    const { what, range } = hints.window;
    return `${what} su dostupne za razdoblje od ${croatianDate(range.begin)} do ${croatianDate(range.end)}`;
  }
  if (dates.includes(REQUIRED)) return 'Odaberite početni i završni datum.';
  if (dates.includes(DATE_FORMAT)) return 'Datum nije ispravan (oblik GGGG-MM-DD).';
  if (dates.includes(BEGIN_AFTER_END)) return 'Početni datum ne smije biti nakon završnog.';
  if (dates.includes(RANGE_TOO_LONG)) return 'Razdoblje smije trajati najviše dvije godine.';
  if (hints.search && errors[hints.search.field]) return hints.search.text;
  return DETAIL_FALLBACK;
}

/** The `detail` of a 400 with these field errors. */
export function detailFor(errors: FieldErrors, hints: DetailHints = {}): string {
  const text = explain(errors, hints);
  return hints.download && !text.startsWith(EXPORT_FAILED) ? `${EXPORT_FAILED} ${text}` : text;
}
