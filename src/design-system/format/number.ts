import { intlTag, type AppLocale } from './locale';

/**
 * Number formats (reporting.md §9): counts '0,0', amounts '0,0.00' in EUR,
 * percentages with two decimals.
 *
 * Decisions, so that output is stable across ICU versions and testable:
 *  - grouping is always on (`useGrouping: 'always'`): hr Intl otherwise leaves 1234 ungrouped;
 *  - the space between number and '€' or '%' is always U+00A0 NO-BREAK SPACE (ICU uses
 *    U+00A0 or U+202F depending on version): `1.234,56\u00A0€`;
 *  - the minus sign is always ASCII '-' (hr ICU emits U+2212).
 */
export const NBSP = '\u00A0';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: AppLocale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(intlTag(locale), { useGrouping: 'always', ...options });
    cache.set(id, f);
  }
  return f;
}

function normalise(s: string): string {
  return s.replace(/[\u202F\u00A0 ]/g, NBSP).replace(/\u2212/g, '-');
}

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Count: integer with grouping, '1.234' (hr) / '1,234' (en). Missing or non-finite counts as 0. */
export function formatCount(value: number | null | undefined, locale: AppLocale): string {
  return normalise(numberFormat(locale, 'count', { maximumFractionDigits: 0 }).format(finite(value)));
}

/** Amount in EUR with two decimals: '1.234,56 €' (hr) / '€1,234.56' (en). */
export function formatAmount(value: number | null | undefined, locale: AppLocale): string {
  return normalise(
    numberFormat(locale, 'amount', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(finite(value)),
  );
}

/** Plain decimal with two decimals and no currency: '1.234,56'. */
export function formatDecimal(value: number | null | undefined, locale: AppLocale): string {
  return normalise(
    numberFormat(locale, 'decimal', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(finite(value)),
  );
}

/**
 * Percentage given in percent units (12.345 means 12.345 %), two decimals:
 * '12,35 %' (hr, with no-break space) / '12.35%' (en).
 */
export function formatPercent(value: number | null | undefined, locale: AppLocale): string {
  const n = normalise(
    numberFormat(locale, 'pct', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(finite(value)),
  );
  return locale === 'hr' ? `${n}${NBSP}%` : `${n}%`;
}

export type NumberKind = 'count' | 'amount' | 'percent' | 'decimal';

/** Format by kind. */
export function formatNumber(value: number | null | undefined, kind: NumberKind, locale: AppLocale): string {
  switch (kind) {
    case 'count':
      return formatCount(value, locale);
    case 'amount':
      return formatAmount(value, locale);
    case 'percent':
      return formatPercent(value, locale);
    case 'decimal':
      return formatDecimal(value, locale);
  }
}

/**
 * Signed format for differences: '+1.234', '-12,50 %', and '0' without sign.
 * The sign is explicit so a difference never relies on colour alone.
 */
export function formatSigned(value: number | null | undefined, kind: NumberKind, locale: AppLocale): string {
  const v = finite(value);
  const abs = formatNumber(Math.abs(v), kind, locale);
  // Rounded to the shown precision: a difference that prints as zero gets no sign.
  const digits = kind === 'count' ? 0 : 2;
  const rounded = Number(Math.abs(v).toFixed(digits));
  if (rounded === 0) return abs;
  return v > 0 ? `+${abs}` : `-${abs}`;
}
