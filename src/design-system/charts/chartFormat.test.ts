import { describe, expect, it } from 'vitest';
import { NBSP } from '../format/number';
import { axisLabel, escapeFormat, escapeMarkup, formatAxisValue, formatMeasure, periodLabel, share } from './chartFormat';
import { highchartsLang } from './chartLang';
import { chartTestEnv } from './chartTestEnv';

const hr = chartTestEnv('hr');
const en = chartTestEnv('en');

describe('category labels per interval', () => {
  it('labels days as "21. 11." (hr) and "21/11" (en), with the full date for tooltips and tables', () => {
    expect(axisLabel('2026-11-21', 'day', hr)).toBe(`21.${NBSP}11.`);
    expect(axisLabel('2026-01-05', 'day', en)).toBe('05/01');
    expect(periodLabel('2026-11-21', 'day', hr)).toBe('21. 11. 2026.');
    expect(periodLabel('2026-11-21', 'day', en)).toBe('21/11/2026');
  });
  it('labels weeks by ISO week number, Monday to Sunday', () => {
    expect(axisLabel('2026-11-16', 'week', hr)).toBe(`tj.${NBSP}47`);
    expect(axisLabel('2026-11-16', 'week', en)).toBe(`wk${NBSP}47`);
    expect(periodLabel('2026-11-16', 'week', hr)).toBe('tj. 47 (16. 11. 2026. – 22. 11. 2026.)');
    expect(periodLabel('2026-11-16', 'week', en)).toBe('week 47 (16/11/2026 – 22/11/2026)');
    // A week that starts in one year and ends in the next is ISO week 53 of 2026.
    expect(axisLabel('2026-12-28', 'week', hr)).toBe(`tj.${NBSP}53`);
    // A range that starts mid-week: the label still spans the whole week from Monday.
    expect(periodLabel('2026-11-18', 'week', hr)).toBe('tj. 47 (16. 11. 2026. – 22. 11. 2026.)');
  });
  it('labels months as "11/2026" (hr) and "Nov 2026" (en), full names in tooltips', () => {
    expect(axisLabel('2026-11-01', 'month', hr)).toBe('11/2026');
    expect(axisLabel('2026-01-01', 'month', hr)).toBe('01/2026');
    expect(axisLabel('2026-11-01', 'month', en)).toBe(`Nov${NBSP}2026`);
    expect(periodLabel('2026-11-01', 'month', hr)).toBe('studeni 2026.');
    expect(periodLabel('2026-11-01', 'month', en)).toBe('November 2026');
  });
  it('passes through what is not an ISO date', () => {
    expect(axisLabel('x', 'day', hr)).toBe('x');
  });
});

describe('values', () => {
  it('formats amounts and quantities as the tables do', () => {
    expect(formatMeasure(1234.56, 'amount', 'hr')).toBe(`1.234,56${NBSP}€`);
    expect(formatMeasure(1234.56, 'amount', 'en')).toBe('€1,234.56');
    expect(formatMeasure(1234, 'quantity', 'hr')).toBe('1.234');
    expect(formatMeasure(1234, 'quantity', 'en')).toBe('1,234');
  });
  it('formats axis ticks without decimals', () => {
    expect(formatAxisValue(12000, 'amount', 'hr')).toBe(`12.000${NBSP}€`);
    expect(formatAxisValue(12000, 'amount', 'en')).toBe('€12,000');
    expect(formatAxisValue(-500, 'amount', 'en')).toBe('-€500');
    expect(formatAxisValue(2500, 'quantity', 'hr')).toBe('2.500');
  });
  it('computes shares, 0 when the total is not positive', () => {
    expect(share(25, 200)).toBe(12.5);
    expect(share(5, 0)).toBe(0);
  });
  it('escapes server text for Highcharts markup and format strings', () => {
    expect(escapeMarkup('<b>A & B</b>')).toBe('&lt;b&gt;A &amp; B&lt;/b&gt;');
    expect(escapeFormat('Kanal {x}')).toBe('Kanal (x)');
  });
});

describe('Highcharts lang per locale', () => {
  it('sets Croatian separators, months and weekdays (Sunday first)', () => {
    const lang = highchartsLang('hr', 'Prodaja po danima');
    expect(lang.decimalPoint).toBe(',');
    expect(lang.thousandsSep).toBe('.');
    expect(lang.locale).toBe('hr-HR');
    expect(lang.months?.[10]).toBe('studeni');
    expect(lang.weekdays?.[0]).toBe('nedjelja');
    expect(lang.weekdays?.[1]).toBe('ponedjeljak');
    expect(lang.accessibility?.chartContainerLabel).toBe('Prodaja po danima');
    expect(lang.accessibility?.screenReaderSection?.endOfChartMarker).toBe('Kraj interaktivnog grafikona.');
  });
  it('sets English separators and keeps Highcharts English texts', () => {
    const lang = highchartsLang('en', 'Sales {by} day');
    expect(lang.decimalPoint).toBe('.');
    expect(lang.thousandsSep).toBe(',');
    expect(lang.months?.[10]).toBe('November');
    expect(lang.weekdays?.[0]).toBe('Sunday');
    expect(lang.accessibility?.chartContainerLabel).toBe('Sales (by) day');
    expect(lang.accessibility?.screenReaderSection).toBeUndefined();
  });
});
