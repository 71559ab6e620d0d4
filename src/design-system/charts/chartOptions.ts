import type {
  AxisLabelsFormatterContextObject,
  Options,
  Point,
  PointOptionsObject,
  Series,
  SeriesColumnOptions,
  SeriesLineOptions,
  YAxisOptions,
} from 'highcharts';
import { formatPercent } from '../format/number';
import {
  axisLabel,
  escapeMarkup,
  formatAxisValue,
  formatMeasure,
  periodLabel,
  type ChartEnv,
} from './chartFormat';
import { highchartsLang } from './chartLang';
import { CHART_HEIGHT, MARKER_RADIUS, NARROW_CHART_PX, type PeriodChartProps, type SharePieProps } from './chartTypes';
import { periodModel, pointDate } from './periodModel';
import { drawnSlices, pieModel } from './pieModel';

/**
 * Pure Highcharts option builders: props + locale, texts and motion in, options out. Only types
 * come from Highcharts, so this module (and its tests) never load the library.
 */

/** The app's font: the chart inherits Inter from the page (theme/fonts.ts, system.ts). */
const FONT = { fontFamily: 'inherit' } as const;

/**
 * Axis labels and legend items on one line, never cut. With Highcharts' default (an ellipsis when
 * too long) each is parsed as markup and measured in the page; on one line, without markup or
 * breaking spaces, it is written as a plain text node. Labels that do not fit are thinned or turned
 * by Highcharts as before.
 */
const ONE_LINE = { textOverflow: 'clip', whiteSpace: 'nowrap' } as const;

/** Text every point carries, formatted once here (tooltip, data labels, screen readers). */
export interface PointText {
  /** The point's own date or period ('21. 11. 2026.'); none for pie slices. */
  date?: string;
  /** The formatted value ('1.234,56 €'). */
  value: string;
  /** Share of a pie slice ('12,35 %'). */
  share?: string;
}

/** What a point's texts are read from: its options and its series' name. */
export type PointLike = Pick<Point, 'name'> & { options: Pick<Point['options'], 'custom'>; series: Pick<Point['series'], 'name'> };

function pointText(point: PointLike): PointText {
  return point.options.custom as PointText;
}

/** A period chart's point as screen readers hear it: the same text as its tooltip. */
export function describePeriodPoint(p: PointLike): string {
  const text = pointText(p);
  return `${text.date ?? ''}, ${p.series.name}: ${text.value}.`;
}

export interface TooltipLine {
  color: string;
  series: string;
  date: string;
  value: string;
}

/**
 * Shared tooltip markup: one header when every point has the same date, else each line names its
 * own date (the compare period's points fall on other days). Names are escaped.
 */
export function tooltipMarkup(lines: readonly TooltipLine[]): string {
  const dates = new Set(lines.map((l) => l.date));
  const single = dates.size === 1;
  const body = lines.map((l) => {
    const when = single ? '' : ` (${escapeMarkup(l.date)})`;
    return `<span style="color:${l.color}">\u25CF</span> ${escapeMarkup(l.series)}${when}: <b>${escapeMarkup(l.value)}</b>`;
  });
  const header = single && lines[0] ? [`<span style="font-size:0.85em">${escapeMarkup(lines[0].date)}</span>`] : [];
  return [...header, ...body].join('<br/>');
}

function common(env: ChartEnv, label: string, description: string | undefined): Options {
  return {
    lang: highchartsLang(env.locale, label),
    credits: { enabled: false },
    title: { text: '' },
    accessibility: {
      enabled: true,
      description,
      // One landmark per chart (the container, named by `label`), not one per series and legend.
      landmarkVerbosity: 'one',
      keyboardNavigation: { enabled: true },
      // Highcharts guesses a heading level for the chart's title (often h6), which breaks the page's
      // heading order; the page's own heading names the chart, so the hidden section uses plain text.
      screenReaderSection: {
        beforeChartFormat:
          '<p>{chartTitle}</p><div>{typeDescription}</div><div>{chartSubtitle}</div><div>{chartLongdesc}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>',
      },
    },
  };
}

/**
 * What moves: a series is drawn at once, never grown into place (the figures show as soon as the
 * chart does, and a phone is spared the frames of growing it); its hover and inactive states
 * move as the environment allows, in answer to the reader.
 */
function seriesMotion(animation: boolean) {
  return {
    animation: false,
    states: { hover: { animation }, inactive: { animation } },
  };
}

/** Options of the chart over time, for every mode (see chartTypes.ts). */
export function buildPeriodOptions(props: PeriodChartProps, env: ChartEnv): Options {
  const interval = props.interval ?? 'day';
  const type = props.type ?? 'line';
  const model = periodModel(props, env.t);
  const { locale, t } = env;
  const categories = Array.from({ length: model.positions }, (_, i) => {
    const iso = model.categories[i];
    return iso ? axisLabel(iso, interval, env) : '';
  });

  const yAxis: YAxisOptions[] = model.measures.map((measure, i) => ({
    title: { text: t(measure === 'amount' ? 'amountAxis' : 'quantityAxis') },
    labels: {
      formatter: (ctx: AxisLabelsFormatterContextObject) => formatAxisValue(Number(ctx.value), measure, locale),
      style: ONE_LINE,
    },
    allowDecimals: measure === 'amount',
    softMin: 0,
    opposite: i === 1,
  }));

  const series = model.series.map((s): SeriesLineOptions | SeriesColumnOptions => {
    const data: PointOptionsObject[] = s.data.map((y, i) => {
      const iso = pointDate(model, s, i);
      const custom: PointText = {
        date: iso ? periodLabel(iso, interval, env) : '',
        value: y === null ? t('noValue') : formatMeasure(y, s.measure, locale),
      };
      return { y, custom };
    });
    const base = {
      name: s.name,
      color: s.color,
      yAxis: Math.max(0, model.measures.indexOf(s.measure)),
      data,
    };
    return type === 'line'
      ? { ...base, type: 'line', dashStyle: s.dashed ? 'ShortDash' : 'Solid' }
      : { ...base, type: 'column' };
  });

  const base = common(env, props.label, props.description);
  return {
    ...base,
    chart: { type, height: CHART_HEIGHT, animation: env.animation, style: FONT },
    xAxis: {
      categories,
      tickmarkPlacement: type === 'line' ? 'on' : 'between',
      crosshair: true,
      labels: { style: ONE_LINE },
      accessibility: { description: t(`column.${interval}`) },
    },
    yAxis,
    legend: { enabled: true, itemStyle: ONE_LINE },
    tooltip: {
      animation: env.animation,
      shared: true,
      formatter: function (this: Point) {
        const points = this.points ?? [this];
        return tooltipMarkup(
          points.map((p) => {
            const text = pointText(p);
            return { color: String(p.color), series: p.series.name, date: text.date ?? '', value: text.value };
          }),
        );
      },
    },
    plotOptions: {
      series: seriesMotion(env.animation),
      line: { marker: { radius: MARKER_RADIUS, symbol: 'circle' }, lineWidth: 2 },
      column: { borderRadius: 2 },
    },
    accessibility: {
      ...base.accessibility,
      point: {
        descriptionFormatter: describePeriodPoint,
      },
    },
    series,
  };
}

/** Options of the 3D share pie. */
export function buildPieOptions(props: SharePieProps, env: ChartEnv): Options {
  const model = pieModel(props);
  const { locale, t } = env;
  const base = common(env, props.label ?? props.title, props.description);
  return {
    ...base,
    chart: {
      type: 'pie',
      height: CHART_HEIGHT,
      animation: env.animation,
      style: FONT,
      options3d: { enabled: true, alpha: 45, beta: 0 },
    },
    title: { text: escapeMarkup(props.title), style: { fontSize: '1rem', fontWeight: '600' } },
    tooltip: {
      animation: env.animation,
      formatter: function (this: Point) {
        const text = pointText(this);
        return `<span style="color:${String(this.color)}">\u25CF</span> <b>${escapeMarkup(this.name)}</b><br/>${escapeMarkup(text.value)} (${escapeMarkup(text.share ?? '')})`;
      },
    },
    plotOptions: {
      series: seriesMotion(env.animation),
      pie: {
        depth: 35,
        size: '75%',
        dataLabels: {
          enabled: true,
          formatter: function (this: Point) {
            return `${escapeMarkup(this.name)}: ${escapeMarkup(pointText(this).share ?? '')}`;
          },
        },
      },
    },
    // On a phone the labels beside the slices would run off the chart: the legend below names them.
    responsive: {
      rules: [
        {
          condition: { maxWidth: NARROW_CHART_PX },
          chartOptions: {
            plotOptions: { pie: { size: '90%', dataLabels: { enabled: false }, showInLegend: true } },
            legend: {
              enabled: true,
              labelFormatter: function (this: Point | Series) {
                // The pie's legend lists its slices (points), each with its share.
                const share = 'percentage' in this ? pointText(this).share : undefined;
                return share ? `${escapeMarkup(this.name)}: ${escapeMarkup(share)}` : escapeMarkup(this.name);
              },
            },
          },
        },
      ],
    },
    accessibility: {
      ...base.accessibility,
      point: {
        descriptionFormatter: (p: Point) => {
          const text = pointText(p);
          return `${p.name}: ${text.value}, ${text.share ?? ''}.`;
        },
      },
    },
    series: [
      {
        type: 'pie',
        name: t(model.measure),
        data: drawnSlices(model).map((s) => ({
          name: s.name,
          y: s.value,
          color: s.color,
          custom: { value: formatMeasure(s.value, model.measure, locale), share: formatPercent(s.share, locale) } satisfies PointText,
        })),
      },
    ],
  };
}
