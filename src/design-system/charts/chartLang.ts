import type { LangOptions } from 'highcharts';
import type { Day, Month } from 'date-fns';
import { dateFnsLocale } from '../format/date';
import { intlTag, type AppLocale } from '../format/locale';
import { escapeFormat } from './chartFormat';

/**
 * Highcharts `lang` per chart (Highcharts 12+ reads `chart.options.lang`, so two charts on one
 * page may even differ; nothing is set globally). Months and weekdays come from date-fns, as in
 * the date pickers; separators match format/number.ts. Highcharts ships no Croatian pack, so the
 * screen-reader texts the accessibility module reads out are translated here (Highcharts format
 * strings, not i18next: they use `{name}` templating). English keeps Highcharts' defaults.
 */

const MONTHS = Array.from({ length: 12 }, (_, i) => i as Month);
const DAYS = Array.from({ length: 7 }, (_, i) => i as Day);

const HR_ACCESSIBILITY: NonNullable<LangOptions['accessibility']> = {
  defaultChartTitle: 'Grafikon',
  svgContainerLabel: 'Interaktivni grafikon',
  thousandsSep: '.',
  screenReaderSection: {
    beforeRegionLabel: '',
    afterRegionLabel: '',
    endOfChartMarker: 'Kraj interaktivnog grafikona.',
  },
  legend: {
    legendLabelNoTitle: 'Prikaz serija, {chartTitle}',
    legendLabel: 'Legenda grafikona: {legendTitle}',
    legendItem: 'Prikaži {itemName}',
  },
  chartTypes: {
    emptyChart: 'Prazan grafikon',
    combinationChart: 'Kombinirani grafikon, broj serija: {numSeries}.',
    defaultSingle: 'Grafikon, broj točaka: {numPoints}.',
    defaultMultiple: 'Grafikon, broj serija: {numSeries}.',
    lineSingle: 'Linijski grafikon, broj točaka: {numPoints}.',
    lineMultiple: 'Linijski grafikon, broj linija: {numSeries}.',
    columnSingle: 'Stupčasti grafikon, broj stupaca: {numPoints}.',
    columnMultiple: 'Stupčasti grafikon, broj serija: {numSeries}.',
    pieSingle: 'Tortni grafikon, broj isječaka: {numPoints}.',
    pieMultiple: 'Tortni grafikon, broj torti: {numSeries}.',
  },
  axis: {
    xAxisDescriptionSingular: 'Os X prikazuje {names[0]}. {ranges[0]}',
    xAxisDescriptionPlural: 'Broj osi X: {numAxes}, prikazuju {#each names}{#unless @first},{/unless} {this}{/each}.',
    yAxisDescriptionSingular: 'Os Y prikazuje {names[0]}. {ranges[0]}',
    yAxisDescriptionPlural: 'Broj osi Y: {numAxes}, prikazuju {#each names}{#unless @first},{/unless} {this}{/each}.',
    rangeFromTo: 'Raspon podataka od {rangeFrom} do {rangeTo}.',
    rangeCategories: 'Broj kategorija: {numCategories}.',
    defaultAxisNames: { categories: 'kategorije', time: 'vrijeme', values: 'vrijednosti' },
  },
  series: {
    summary: {
      default: '{series.name}, serija {seriesNumber} od {chart.series.length}, broj točaka: {series.points.length}.',
      defaultCombination:
        '{series.name}, serija {seriesNumber} od {chart.series.length}, broj točaka: {series.points.length}.',
      line: '{series.name}, linija {seriesNumber} od {chart.series.length}, broj točaka: {series.points.length}.',
      lineCombination:
        '{series.name}, serija {seriesNumber} od {chart.series.length}. Linija, broj točaka: {series.points.length}.',
      column: '{series.name}, stupci {seriesNumber} od {chart.series.length}, broj stupaca: {series.points.length}.',
      columnCombination:
        '{series.name}, serija {seriesNumber} od {chart.series.length}. Stupci, broj stupaca: {series.points.length}.',
      pie: '{series.name}, torta {seriesNumber} od {chart.series.length}, broj isječaka: {series.points.length}.',
      pieCombination:
        '{series.name}, serija {seriesNumber} od {chart.series.length}. Torta, broj isječaka: {series.points.length}.',
    },
    xAxisDescription: 'Os X, {name}',
    yAxisDescription: 'Os Y, {name}',
    nullPointValue: 'Nema vrijednosti',
  },
  table: {
    viewAsDataTableButtonText: 'Prikaži kao tablicu, {chartTitle}',
    tableSummary: 'Tablični prikaz grafikona.',
  },
};

/** `lang` of one chart: locale, separators, months, weekdays and the screen-reader texts. */
export function highchartsLang(locale: AppLocale, label: string): LangOptions {
  const { localize } = dateFnsLocale(locale);
  const container = escapeFormat(label);
  const base: LangOptions = {
    locale: intlTag(locale),
    decimalPoint: locale === 'hr' ? ',' : '.',
    thousandsSep: locale === 'hr' ? '.' : ',',
    months: MONTHS.map((m) => localize.month(m, { width: 'wide', context: 'standalone' })),
    shortMonths: MONTHS.map((m) => localize.month(m, { width: 'abbreviated', context: 'standalone' })),
    // Highcharts counts weekdays from Sunday, as date-fns does.
    weekdays: DAYS.map((d) => localize.day(d, { width: 'wide', context: 'standalone' })),
    shortWeekdays: DAYS.map((d) => localize.day(d, { width: 'short', context: 'standalone' })),
    // Values are formatted by format/number.ts; no 'k' or 'M' shortening anywhere.
    numericSymbols: undefined,
  };
  return {
    ...base,
    accessibility: {
      ...(locale === 'hr' ? HR_ACCESSIBILITY : {}),
      // The container's aria-label is the label given by the screen, nothing more; it also names
      // the chart wherever Highcharts says 'chart title' (legend, screen-reader section).
      chartContainerLabel: container,
      defaultChartTitle: container,
    },
  };
}
