import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { whenIdle } from '../model/idle';
import { useLanguageKit } from './language-kit';
import { compareHr } from './collation';
import { formatDate, formatDateTime, formatMonthYear, type IsoDate } from './date';
import { intlTag, type AppLocale } from './locale';
import {
  formatAmount,
  formatCount,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatSigned,
  type NumberKind,
} from './number';

export interface Formatters {
  locale: AppLocale;
  count: (value: number | null | undefined) => string;
  amount: (value: number | null | undefined) => string;
  decimal: (value: number | null | undefined) => string;
  percent: (value: number | null | undefined) => string;
  number: (value: number | null | undefined, kind: NumberKind) => string;
  signed: (value: number | null | undefined, kind: NumberKind) => string;
  date: (value: Date | IsoDate | null | undefined) => string;
  dateTime: (value: Date | string | null | undefined) => string;
  monthYear: (value: Date | IsoDate) => string;
  compare: (a: string | null | undefined, b: string | null | undefined) => number;
  /** Names joined as the language joins a list: 'Zona 1, Zona 2 i Zona 3'. */
  list: (items: readonly string[]) => string;
}

const formatters = new Map<AppLocale, Formatters>();

/** Every format bound to `locale`, made once per locale. */
function formattersFor(locale: AppLocale): Formatters {
  let made = formatters.get(locale);
  if (made) return made;
  made = {
    locale,
    count: (v) => formatCount(v, locale),
    amount: (v) => formatAmount(v, locale),
    decimal: (v) => formatDecimal(v, locale),
    percent: (v) => formatPercent(v, locale),
    number: (v, kind) => formatNumber(v, kind, locale),
    signed: (v, kind) => formatSigned(v, kind, locale),
    date: (v) => formatDate(v, locale),
    dateTime: (v) => formatDateTime(v, locale),
    monthYear: (v) => formatMonthYear(v, locale),
    compare: compareHr,
    list: (items) => new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(items),
  };
  formatters.set(locale, made);
  return made;
}

/**
 * Makes the locale's number formats and the collator, each used once: the browser loads a locale's
 * data for the first of them, a long piece of work on a phone.
 */
export function prepareFormats(locale: AppLocale): void {
  const made = formattersFor(locale);
  made.count(1);
  made.amount(1);
  made.decimal(1);
  made.percent(1);
  made.compare('a', 'b');
}

/**
 * Prepares the active language's formats in the page's next idle moment: a report screen, drawn
 * before its figures, while its reports are on their way, so that the render that shows the figures
 * does not also load the locale's data.
 */
export function usePreparedFormats(): void {
  const { locale } = useLanguageKit();
  useEffect(() => whenIdle(() => prepareFormats(locale), 1000), [locale]);
}

/** Every format bound to the active i18n language ('hr' default, 'en'). */
export function useFormat(): Formatters {
  return formattersFor(useLanguageKit().locale);
}

/** The active AppLocale from i18n. */
export function useAppLocale(): AppLocale {
  return useLanguageKit().locale;
}

/**
 * The design system's texts (`ds`) in the active language, for the components a page repeats by
 * the hundred (a table's figures): they read them here instead of each asking i18next.
 */
export function useDsText(): TFunction<'ds'> {
  return useLanguageKit().dsT;
}
