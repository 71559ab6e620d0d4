import { describe, expect, it } from 'vitest';
import { buildDayTable, type DayChannelAmount, type DayTableWords } from './day-table';

const words: DayTableWords = {
  title: 'Iznos po danima i prodajnim kanalima',
  day: 'Dan',
  compareDay: 'Usporedni dan',
  amount: 'Iznos',
  compare: 'Usporedba',
  difference: 'Razlika',
  percentage: 'Razlika %',
  total: 'Ukupno',
};
const formatDay = (day: string) => `[${day}]`;
const line = (date: string, channel: string, amount: number): DayChannelAmount => ({ date, channel, amount });

describe('buildDayTable', () => {
  it('has a row for every day of the period and one amount column per channel, largest channel first', () => {
    const table = buildDayTable({
      locale: 'hr',
      words,
      formatDay,
      primary: {
        begin: '2026-11-01',
        end: '2026-11-03',
        lines: [line('2026-11-01', 'SMS', 1.1), line('2026-11-01', 'SMS', 2.2), line('2026-11-03', 'Aplikacija', 10), line('2026-11-02', 'SMS', 0.3)],
      },
    });
    expect(table.title).toBe(words.title);
    expect(table.columns).toEqual([
      { header: 'Dan', kind: 'text' },
      { header: 'Iznos', kind: 'amount', group: 'Aplikacija' },
      { header: 'Iznos', kind: 'amount', group: 'SMS' },
    ]);
    expect(table.rows).toEqual([
      ['[2026-11-01]', 0, 3.3],
      ['[2026-11-02]', 0, 0.3],
      ['[2026-11-03]', 10, 0],
    ]);
    expect(table.footer).toEqual(['Ukupno', 10, 3.6]);
  });

  it('compares each day with the compare period’s day at the same position: four columns per channel', () => {
    const table = buildDayTable({
      locale: 'hr',
      words,
      formatDay,
      primary: { begin: '2026-11-01', end: '2026-11-02', lines: [line('2026-11-01', 'SMS', 20), line('2026-11-02', 'SMS', 5)] },
      compare: { begin: '2025-11-01', end: '2025-11-02', lines: [line('2025-11-01', 'SMS', 10), line('2025-11-02', 'Web', 4)] },
    });
    expect(table.columns.map((c) => [c.group ?? '', c.header])).toEqual([
      ['', 'Dan'],
      ['', 'Usporedni dan'],
      ['SMS', 'Iznos'],
      ['SMS', 'Usporedba'],
      ['SMS', 'Razlika'],
      ['SMS', 'Razlika %'],
      ['Web', 'Iznos'],
      ['Web', 'Usporedba'],
      ['Web', 'Razlika'],
      ['Web', 'Razlika %'],
    ]);
    expect(table.rows).toEqual([
      ['[2026-11-01]', '[2025-11-01]', 20, 10, 10, 100, 0, 0, 0, 0],
      ['[2026-11-02]', '[2025-11-02]', 5, 0, 5, 100, 0, 4, -4, -100],
    ]);
    expect(table.footer).toEqual(['Ukupno', null, 25, 10, 15, 150, 0, 4, -4, -100]);
  });

  it('leaves the comparison empty on days a shorter compare period does not reach', () => {
    const table = buildDayTable({
      locale: 'en',
      words,
      formatDay,
      primary: { begin: '2026-11-01', end: '2026-11-03', lines: [line('2026-11-03', 'SMS', 7)] },
      compare: { begin: '2025-11-01', end: '2025-11-01', lines: [line('2025-11-01', 'SMS', 1)] },
    });
    expect(table.rows.at(-1)).toEqual(['[2026-11-03]', null, 7, null, null, null]);
    expect(table.footer).toEqual(['Ukupno', null, 7, 1, 6, 600]);
  });

  it('keeps a period without sales as its days with no channel columns', () => {
    const table = buildDayTable({ locale: 'hr', words, formatDay, primary: { begin: '2026-02-27', end: '2026-03-01', lines: [] } });
    expect(table.rows).toEqual([['[2026-02-27]'], ['[2026-02-28]'], ['[2026-03-01]']]);
    expect(table.footer).toEqual(['Ukupno']);
  });
});
