/**
 * The report document: one generic, already translated and already computed model of a detail
 * page's report (parking provider, garage, park, sales provider), drawn by the PDF builder
 * (pdf.ts) and the spreadsheet builder (xlsx.ts). Pure types and small helpers only: this module
 * is safe to import anywhere (it pulls in neither react-pdf nor exceljs).
 *
 * Conventions:
 *  - every text (titles, headers, labels, period labels) is final, in the document's locale;
 *  - numbers are raw numbers; the builders format them by the column's kind, exactly as the screen
 *    does (design-system/format/number.ts): counts '1.234', amounts '1.234,56 €', percentages
 *    '12,50 %' in hr;
 *  - percentages are in percent units (12.5 means 12.5 %), as in design-system/model/comparison.ts;
 *  - a string in a numeric column is printed as it is (e.g. '–'); null is an empty cell.
 */
import type { AppLocale } from '../../../design-system/format/locale';
import { formatNumber, formatSigned } from '../../../design-system/format/number';
import { sanitizeFileBaseName } from '../../../api/file-names';

/** How a cell is formatted and aligned. Numeric kinds are right-aligned. */
export type CellKind = 'text' | 'count' | 'amount' | 'percent';

export type ReportCell = string | number | null;

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /**
   * A label spanning consecutive columns that share it: a channel name over its columns
   * (primary, compare, difference, percentage), or 'Količina' over the four count columns.
   * Consecutive columns with the same group form one merged header cell.
   */
  group?: string;
  /**
   * A difference: printed with an explicit sign ('+1.234', '-12,50 %', '0' unsigned) and, in the
   * PDF, green when positive and red when negative, like the screen's DiffValue.
   */
  signed?: boolean;
}

/**
 * A table row: its cells (one per column), or the cells with a nesting level and emphasis, for
 * tables grouped on screen (e.g. the article table: a zone row, then its articles one level in).
 */
export type ReportRow =
  | ReportCell[]
  | {
      cells: ReportCell[];
      /** Indent of the first cell: 0 (default) for top-level rows, 1 for a zone's articles, ... */
      level?: number;
      /** Bold, on a light background: a group row (a zone with its subtotals). */
      strong?: boolean;
    };

export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals row ('Ukupno'), bold; one cell per column. */
  footer?: ReportCell[];
}

/** A total box: a count or an amount, with compare, difference and percentage when comparing. */
export interface ReportTotal {
  label: string;
  kind: CellKind;
  primary: number;
  compare?: number;
  difference?: number;
  /** Percent units. */
  percentage?: number;
}

/** Fixed words of the report frame. Defaults per locale: DEFAULT_REPORT_LABELS. */
export interface ReportLabels {
  /** Before the primary period: 'Razdoblje: 01.03.2025. – 31.03.2025.' */
  period: string;
  /** Before the compare period. */
  comparePeriod: string;
  generatedAt: string;
  /** Heading of the totals. */
  totals: string;
  /** Column headers of the totals in the spreadsheet, and the lines of a total box in the PDF. */
  primary: string;
  compare: string;
  difference: string;
  percentage: string;
  /** Page footer, with {page} and {pages}. */
  page: string;
  /** Name of the spreadsheet's first sheet (title, periods and totals). */
  summarySheet: string;
  /** Shown for a table without rows. */
  empty: string;
}

export interface ReportDocument {
  locale: AppLocale;
  /**
   * The provider's or garage's name. Files are `${name}.pdf` and `${name}.xlsx`, with the characters
   * that are illegal in file names replaced (reportFileName).
   */
  fileBaseName: string;
  title: string;
  subtitle?: string;
  /** Formatted period labels, e.g. '01.03.2025. – 31.03.2025.'. */
  period: string;
  comparePeriod?: string;
  /** Formatted date and time. */
  generatedAt: string;
  totals: ReportTotal[];
  tables: ReportTable[];
  /** Overrides of the frame's fixed words; the rest come from DEFAULT_REPORT_LABELS[locale]. */
  labels?: Partial<ReportLabels>;
}

export type ReportFormat = 'pdf' | 'xlsx';

export const REPORT_MIME: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Wording follows the design system's ds namespace (stat.*, comparison.*). */
export const DEFAULT_REPORT_LABELS: Record<AppLocale, ReportLabels> = {
  hr: {
    period: 'Razdoblje',
    comparePeriod: 'Usporedno razdoblje',
    generatedAt: 'Izrađeno',
    totals: 'Ukupno',
    primary: 'Razdoblje',
    compare: 'Usporedno',
    difference: 'Razlika',
    percentage: 'Razlika u postotku',
    page: 'Stranica {page} od {pages}',
    summarySheet: 'Sažetak',
    empty: 'Nema podataka',
  },
  en: {
    period: 'Period',
    comparePeriod: 'Compare period',
    generatedAt: 'Generated',
    totals: 'Total',
    primary: 'Period',
    compare: 'Compared',
    difference: 'Difference',
    percentage: 'Difference in percent',
    page: 'Page {page} of {pages}',
    summarySheet: 'Summary',
    empty: 'No data',
  },
};

export function reportLabels(doc: Pick<ReportDocument, 'locale' | 'labels'>): ReportLabels {
  return { ...DEFAULT_REPORT_LABELS[doc.locale], ...doc.labels };
}

/** 'Stranica 2 od 5'. */
export function pageLabel(template: string, page: number, pages: number): string {
  return template.replace('{page}', String(page)).replace('{pages}', String(pages));
}

// File names -------------------------------------------------------------------------------------

/** `${fileBaseName}.pdf` / `.xlsx`, sanitised; 'izvjestaj' (hr) or 'report' (en) when the name is empty. */
export function reportFileName(
  doc: Pick<ReportDocument, 'fileBaseName' | 'locale'>,
  format: ReportFormat,
): string {
  return `${sanitizeFileBaseName(doc.fileBaseName, doc.locale === 'hr' ? 'izvjestaj' : 'report')}.${format}`;
}

// Rows, cells, groups ----------------------------------------------------------------------------

export interface NormalizedRow {
  cells: ReportCell[];
  level: number;
  strong: boolean;
}

export function normalizeRow(row: ReportRow): NormalizedRow {
  if (Array.isArray(row)) return { cells: row, level: 0, strong: false };
  return { cells: row.cells, level: Math.max(0, row.level ?? 0), strong: row.strong ?? false };
}

export function isNumericKind(kind: CellKind): kind is Exclude<CellKind, 'text'> {
  return kind !== 'text';
}

/**
 * A cell as the screen shows it: numbers by the column's kind and locale (signed for difference
 * columns); text as is; null as ''. A string in a numeric column is printed unchanged.
 */
export function formatReportCell(
  value: ReportCell | undefined,
  column: Pick<ReportColumn, 'kind' | 'signed'>,
  locale: AppLocale,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (column.kind === 'text') return String(value);
  return column.signed
    ? formatSigned(value, column.kind, locale)
    : formatNumber(value, column.kind, locale);
}

/** A run of consecutive columns: the same `group`, or one ungrouped column. */
export interface ColumnGroup {
  /** The group label; undefined for an ungrouped column. */
  label?: string;
  /** Index of the first column. */
  start: number;
  span: number;
}

/** The table's columns as runs of equal `group` (ungrouped columns are runs of one). */
export function columnGroups(columns: readonly Pick<ReportColumn, 'group'>[]): ColumnGroup[] {
  const groups: ColumnGroup[] = [];
  columns.forEach((column, index) => {
    const last = groups[groups.length - 1];
    if (
      column.group !== undefined &&
      last?.label === column.group &&
      last.start + last.span === index
    ) {
      last.span += 1;
    } else {
      groups.push(
        column.group === undefined
          ? { start: index, span: 1 }
          : { label: column.group, start: index, span: 1 },
      );
    }
  });
  return groups;
}

export function hasColumnGroups(columns: readonly Pick<ReportColumn, 'group'>[]): boolean {
  return columns.some((c) => c.group !== undefined);
}

/** How many leading columns are text (the row's name, e.g. channel or article): kept on every PDF slice. */
export function leadingTextColumns(columns: readonly Pick<ReportColumn, 'kind'>[]): number {
  let n = 0;
  while (n < columns.length && columns[n]?.kind === 'text') n += 1;
  return n;
}
