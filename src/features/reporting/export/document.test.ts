import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_LABELS,
  columnGroups,
  formatReportCell,
  leadingTextColumns,
  normalizeRow,
  pageLabel,
  reportFileName,
  reportLabels,
} from './document';

const NBSP = '\u00A0';

describe('report file names', () => {
  it('is the provider or garage name with the extension, keeping Croatian letters', () => {
    expect(reportFileName({ fileBaseName: 'Čakovec – Đurđevac šćž', locale: 'hr' }, 'pdf')).toBe(
      'Čakovec – Đurđevac šćž.pdf',
    );
    expect(reportFileName({ fileBaseName: 'Garaža Tuškanac', locale: 'en' }, 'xlsx')).toBe(
      'Garaža Tuškanac.xlsx',
    );
  });

  it('is made safe by the one rule for saved files (src/api/file-names.ts), with a fallback per language', () => {
    expect(reportFileName({ fileBaseName: ' / ', locale: 'hr' }, 'pdf')).toBe('izvjestaj.pdf');
    expect(reportFileName({ fileBaseName: '', locale: 'en' }, 'xlsx')).toBe('report.xlsx');
    expect(reportFileName({ fileBaseName: 'CON', locale: 'en' }, 'pdf')).toBe('CON_.pdf');
  });
});

describe('cells', () => {
  it('formats numbers by kind exactly like the screen', () => {
    expect(formatReportCell(1234.56, { kind: 'amount' }, 'hr')).toBe(`1.234,56${NBSP}€`);
    expect(formatReportCell(1234, { kind: 'count' }, 'hr')).toBe('1.234');
    expect(formatReportCell(12.5, { kind: 'percent' }, 'hr')).toBe(`12,50${NBSP}%`);
    expect(formatReportCell(1234.56, { kind: 'amount' }, 'en')).toBe('€1,234.56');
    expect(formatReportCell(12.5, { kind: 'percent' }, 'en')).toBe('12.50%');
  });

  it('signs differences, never a zero', () => {
    expect(formatReportCell(-1673, { kind: 'count', signed: true }, 'hr')).toBe('-1.673');
    expect(formatReportCell(4857.5, { kind: 'amount', signed: true }, 'hr')).toBe(
      `+4.857,50${NBSP}€`,
    );
    expect(formatReportCell(0, { kind: 'percent', signed: true }, 'hr')).toBe(`0,00${NBSP}%`);
  });

  it('prints text as it is, null as nothing, strings in numeric columns unchanged', () => {
    expect(formatReportCell('Šibenik', { kind: 'text' }, 'hr')).toBe('Šibenik');
    expect(formatReportCell(42, { kind: 'text' }, 'hr')).toBe('42');
    expect(formatReportCell(null, { kind: 'amount' }, 'hr')).toBe('');
    expect(formatReportCell(undefined, { kind: 'count' }, 'hr')).toBe('');
    expect(formatReportCell('–', { kind: 'amount' }, 'hr')).toBe('–');
  });

  it('normalizes plain and described rows', () => {
    expect(normalizeRow(['a', 1])).toEqual({ cells: ['a', 1], level: 0, strong: false });
    expect(normalizeRow({ cells: ['z'], strong: true })).toEqual({
      cells: ['z'],
      level: 0,
      strong: true,
    });
    expect(normalizeRow({ cells: ['x'], level: 2 })).toEqual({
      cells: ['x'],
      level: 2,
      strong: false,
    });
  });
});

describe('columns', () => {
  it('groups consecutive columns with the same group label', () => {
    const groups = columnGroups([
      {},
      { group: 'SMS' },
      { group: 'SMS' },
      { group: 'Web' },
      {},
      { group: 'SMS' },
    ]);
    expect(groups).toEqual([
      { start: 0, span: 1 },
      { label: 'SMS', start: 1, span: 2 },
      { label: 'Web', start: 3, span: 1 },
      { start: 4, span: 1 },
      { label: 'SMS', start: 5, span: 1 },
    ]);
  });

  it('counts the leading text columns', () => {
    expect(
      leadingTextColumns([{ kind: 'text' }, { kind: 'text' }, { kind: 'count' }, { kind: 'text' }]),
    ).toBe(2);
    expect(leadingTextColumns([{ kind: 'amount' }])).toBe(0);
  });
});

describe('labels', () => {
  it('defaults per locale, overridable', () => {
    expect(reportLabels({ locale: 'hr' }).comparePeriod).toBe('Usporedno razdoblje');
    expect(reportLabels({ locale: 'en', labels: { totals: 'Grand total' } })).toEqual({
      ...DEFAULT_REPORT_LABELS.en,
      totals: 'Grand total',
    });
    expect(pageLabel(DEFAULT_REPORT_LABELS.hr.page, 2, 5)).toBe('Stranica 2 od 5');
  });
});
