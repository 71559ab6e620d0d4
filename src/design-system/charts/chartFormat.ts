import { format, getISOWeek } from 'date-fns';
import { endOfIsoWeek, formatDate, formatMonthYear, fromIsoDate, startOfIsoWeek, type IsoDate } from '../format/date';
import type { AppLocale } from '../format/locale';
import { formatAmount, formatCount, NBSP } from '../format/number';
import type { ChartInterval, ChartMeasure } from './chartTypes';

/**
 * Labels and number formats of the charts: the same formatters as the tables (format/), so a
 * chart and its table never disagree. Pure: no React, no Highcharts.
 */

/** Translate a key under `charts.` of the `ds` namespace (i18next `t` bound to it). */
export type ChartT = (key: string, vars?: Record<string, string | number>) => string;

/** Everything an option builder needs besides the props. */
export interface ChartEnv {
  locale: AppLocale;
  t: ChartT;
  /** False under reduced motion, in Storybook and visual tests. */
  animation: boolean;
}

/**
 * Short x-axis label of a category, kept on one line (no-break spaces, so Highcharts writes it as
 * plain text): day '21. 11.' (hr) / '21/11' (en); week 'tj. 47' / 'wk 47'; month '11/2026' / 'Nov 2026'.
 */
export function axisLabel(iso: IsoDate, interval: ChartInterval, env: Pick<ChartEnv, 'locale' | 't'>): string {
  const d = fromIsoDate(iso);
  if (!d) return iso;
  const label =
    interval === 'day'
      ? format(d, env.locale === 'hr' ? 'd. M.' : 'dd/MM')
      : interval === 'week'
        ? env.t('weekShort', { week: getISOWeek(d) })
        : format(d, env.locale === 'hr' ? 'MM/yyyy' : 'MMM yyyy');
  return label.replaceAll(' ', NBSP);
}

/**
 * Full label of a category, for tooltips and the data table:
 * day '21. 11. 2026.'; week 'tj. 47 (16. 11. 2026. – 22. 11. 2026.)'; month 'studeni 2026.'.
 */
export function periodLabel(iso: IsoDate, interval: ChartInterval, env: Pick<ChartEnv, 'locale' | 't'>): string {
  const d = fromIsoDate(iso);
  if (!d) return iso;
  switch (interval) {
    case 'day':
      return formatDate(d, env.locale);
    case 'week':
      return env.t('weekLong', {
        week: getISOWeek(d),
        from: formatDate(startOfIsoWeek(d), env.locale),
        to: formatDate(endOfIsoWeek(d), env.locale),
      });
    case 'month':
      return formatMonthYear(d, env.locale);
  }
}

/** A value as in the tables: amount '1.234,56 €' / '€1,234.56', quantity '1.234' / '1,234'. */
export function formatMeasure(value: number | null | undefined, measure: ChartMeasure, locale: AppLocale): string {
  return measure === 'amount' ? formatAmount(value, locale) : formatCount(value, locale);
}

/**
 * Axis tick label: like the tables but without decimals for amounts, so ticks stay short:
 * '12.000 €' (hr) / '€12,000' (en); quantities '1.234'.
 */
export function formatAxisValue(value: number, measure: ChartMeasure, locale: AppLocale): string {
  if (measure === 'quantity') return formatCount(value, locale);
  const abs = formatCount(Math.abs(value), locale);
  const sign = Math.round(value) < 0 ? '-' : '';
  return locale === 'hr' ? `${sign}${abs}${NBSP}€` : `${sign}€${abs}`;
}

/** Share in percent (reporting.md §3): value / total * 100, or 0 when the total is not positive. */
export function share(value: number, total: number): number {
  return total > 0 ? (value / total) * 100 : 0;
}

/** Escape text for Highcharts' HTML-like label markup (names come from the server). */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text used inside a Highcharts format string: braces would start a template expression. */
export function escapeFormat(text: string): string {
  return escapeMarkup(text).replace(/\{/g, '(').replace(/\}/g, ')');
}
