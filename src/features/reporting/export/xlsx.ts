/**
 * The report as an Excel workbook (exceljs). Loaded only when the user asks for a report
 * (download-report.ts imports it dynamically), so exceljs stays out of every other chunk.
 *
 * Layout, chosen so every table keeps a frozen header of its own:
 *  - sheet 1, the summary ('Sažetak' / 'Summary'): title, subtitle, period, compare period,
 *    generation time, then the totals as a small table (label, primary, compare, difference,
 *    difference in percent);
 *  - one sheet per table, named after it: the report title and period(s) on top, then the group
 *    header row (a channel's or a measure's columns under one merged cell), the header row, the
 *    rows and the totals row. Header rows are frozen (with the leading text columns), repeated on
 *    printed pages, and the sheet prints A4 landscape, one page wide. Nested rows (a zone's
 *    articles) are indented and outlined, so Excel can fold them under their zone row.
 *
 * Cells hold numbers, never formatted strings. Number formats follow the document's locale, like
 * the screen (Excel itself then shows its user's separators):
 *  - counts `#,##0`; amounts `#,##0.00 "€"` (hr) / `"€"#,##0.00` (en);
 *  - percentages are stored as fractions (12.5 % is 0.125) with `0.00 %` (hr) / `0.00%` (en), so
 *    Excel treats them as percentages in formulas and charts;
 *  - difference columns (`signed`) show an explicit sign: `+#,##0;-#,##0;0`.
 */
import ExcelJS from 'exceljs';
import type { AppLocale } from '../../../design-system/format/locale';
import {
  REPORT_MIME,
  columnGroups,
  formatReportCell,
  hasColumnGroups,
  isNumericKind,
  leadingTextColumns,
  normalizeRow,
  reportLabels,
  type CellKind,
  type ReportCell,
  type ReportColumn,
  type ReportDocument,
  type ReportTable,
} from './document';

type NumericKind = Exclude<CellKind, 'text'>;

const FORMATS: Record<AppLocale, Record<NumericKind, string>> = {
  hr: { count: '#,##0', amount: '#,##0.00 "€"', percent: '0.00 %' },
  en: { count: '#,##0', amount: '"€"#,##0.00', percent: '0.00%' },
};

/** The Excel number format of a numeric column: plain, or with an explicit sign for differences. */
export function xlsxNumberFormat(kind: NumericKind, signed: boolean, locale: AppLocale): string {
  const plain = FORMATS[locale][kind];
  if (!signed) return plain;
  // Zero carries no sign, like formatSigned; '#,##0' prints 0 as '0', '#,##0.00' as '0.00'.
  const zero = plain.replace('#,##', '');
  return `+${plain};-${plain};${zero}`;
}

/** The value stored in a cell: numbers as numbers (percent as a fraction), text as text. */
export function xlsxCellValue(
  value: ReportCell | undefined,
  kind: CellKind,
): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && kind === 'percent') return value / 100;
  return value;
}

// Styling ----------------------------------------------------------------------------------------

const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFEDF2F7' },
};
const STRONG_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFF7FAFC' },
};
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFCBD5E1' } };
const MEDIUM: ExcelJS.Border = { style: 'thin', color: { argb: 'FF1A202C' } };
const MUTED = { argb: 'FF4A5568' };

/** Every sheet prints on A4 landscape, as wide as one page and as long as it needs. */
const PAGE_SETUP: Partial<ExcelJS.PageSetup> = { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 };

const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Excel forbids []:*?/\ in sheet names, a leading or trailing apostrophe, and more than 31 characters. */
export function xlsxSheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length).trim()}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

function styleHeaderCell(cell: ExcelJS.Cell, numeric: boolean): void {
  cell.font = { bold: true };
  cell.fill = HEADER_FILL;
  cell.border = { bottom: THIN };
  cell.alignment = { horizontal: numeric ? 'right' : 'left', vertical: 'bottom', wrapText: true };
}

function writeCell(
  cell: ExcelJS.Cell,
  value: ReportCell | undefined,
  column: Pick<ReportColumn, 'kind' | 'signed'>,
  locale: AppLocale,
): void {
  const stored = xlsxCellValue(value, column.kind);
  if (stored === null) return;
  cell.value = stored;
  if (isNumericKind(column.kind)) {
    if (typeof stored === 'number')
      cell.numFmt = xlsxNumberFormat(column.kind, column.signed ?? false, locale);
    cell.alignment = { horizontal: 'right' };
  }
}

// Sheets -----------------------------------------------------------------------------------------

function addSummarySheet(workbook: ExcelJS.Workbook, doc: ReportDocument, name: string): void {
  const labels = reportLabels(doc);
  const sheet = workbook.addWorksheet(name, {
    pageSetup: PAGE_SETUP,
  });
  sheet.addRow([doc.title]).font = { bold: true, size: 14 };
  if (doc.subtitle) sheet.addRow([doc.subtitle]).font = { color: MUTED };
  const meta: Array<[string, string]> = [[labels.period, doc.period]];
  if (doc.comparePeriod) meta.push([labels.comparePeriod, doc.comparePeriod]);
  meta.push([labels.generatedAt, doc.generatedAt]);
  for (const [label, value] of meta) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }

  const widths = [Math.max(...meta.map(([label]) => label.length), MIN_WIDTH), 18, 18, 18, 18];
  if (doc.totals.length > 0) {
    sheet.addRow([]);
    const comparing = doc.totals.some(
      (t) => t.compare !== undefined || t.difference !== undefined || t.percentage !== undefined,
    );
    const headers = comparing
      ? [labels.totals, labels.primary, labels.compare, labels.difference, labels.percentage]
      : [labels.totals, labels.primary];
    const header = sheet.addRow(headers);
    headers.forEach((_, i) => styleHeaderCell(header.getCell(i + 1), i > 0));
    for (const total of doc.totals) {
      const row = sheet.addRow([total.label]);
      const kind = total.kind;
      writeCell(row.getCell(2), total.primary, { kind }, doc.locale);
      if (comparing) {
        writeCell(row.getCell(3), total.compare ?? null, { kind }, doc.locale);
        writeCell(row.getCell(4), total.difference ?? null, { kind, signed: true }, doc.locale);
        writeCell(
          row.getCell(5),
          total.percentage ?? null,
          { kind: 'percent', signed: true },
          doc.locale,
        );
      }
      widths[0] = Math.max(widths[0] ?? MIN_WIDTH, total.label.length + 2);
      const shown = [
        formatReportCell(total.primary, { kind }, doc.locale),
        formatReportCell(total.compare ?? null, { kind }, doc.locale),
        formatReportCell(total.difference ?? null, { kind, signed: true }, doc.locale),
      ];
      shown.forEach(
        (text, i) => (widths[i + 1] = Math.max(widths[i + 1] ?? MIN_WIDTH, text.length + 3)),
      );
    }
    widths.forEach((w, i) => (widths[i] = Math.max(w, (headers[i]?.length ?? 0) + 2)));
  }
  widths.forEach((w, i) => (sheet.getColumn(i + 1).width = Math.min(w, MAX_WIDTH)));
}

function addTableSheet(
  workbook: ExcelJS.Workbook,
  doc: ReportDocument,
  table: ReportTable,
  name: string,
): void {
  const labels = reportLabels(doc);
  const { locale } = doc;
  const columns = table.columns;
  const keys = leadingTextColumns(columns);
  const grouped = hasColumnGroups(columns);
  const preamble = 3;
  const groupRowNumber = preamble + 1;
  const headerRowNumber = preamble + (grouped ? 2 : 1);
  const sheet = workbook.addWorksheet(name, {
    views: [
      {
        state: 'frozen',
        xSplit: keys > 0 && keys < columns.length ? keys : 0,
        ySplit: headerRowNumber,
        topLeftCell: `A${headerRowNumber + 1}`,
      },
    ],
    properties: { outlineProperties: { summaryBelow: false, summaryRight: false } },
    pageSetup: {
      ...PAGE_SETUP,
      printTitlesRow: `${grouped ? groupRowNumber : headerRowNumber}:${headerRowNumber}`,
    },
  });

  sheet.addRow([`${doc.title} – ${table.title}`]).font = { bold: true, size: 12 };
  const periods = [`${labels.period}: ${doc.period}`];
  if (doc.comparePeriod) periods.push(`${labels.comparePeriod}: ${doc.comparePeriod}`);
  sheet.addRow([periods.join(' · ')]).font = { color: MUTED };
  sheet.addRow([]);

  const widths = columns.map((c) =>
    Math.max(c.header.length + 2, isNumericKind(c.kind) ? 12 : MIN_WIDTH),
  );

  if (grouped) {
    const groupRow = sheet.getRow(groupRowNumber);
    for (const group of columnGroups(columns)) {
      const first = group.start + 1;
      const last = group.start + group.span;
      for (let c = first; c <= last; c += 1) styleHeaderCell(groupRow.getCell(c), false);
      if (group.label === undefined) continue;
      groupRow.getCell(first).value = group.label;
      groupRow.getCell(first).alignment = { horizontal: 'center', vertical: 'middle' };
      if (group.span > 1) sheet.mergeCells(groupRowNumber, first, groupRowNumber, last);
      // The label should fit across the merged columns.
      const each = Math.ceil((group.label.length + 2) / group.span);
      for (let c = group.start; c < group.start + group.span; c += 1)
        widths[c] = Math.max(widths[c] ?? 0, each);
    }
  }

  const header = sheet.getRow(headerRowNumber);
  columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = column.header;
    styleHeaderCell(cell, isNumericKind(column.kind));
  });

  const measure = (cells: ReportCell[], level: number) =>
    columns.forEach((column, i) => {
      const text = formatReportCell(cells[i], column, locale);
      const width = text.length + 2 + (i === 0 ? 2 * level : 0);
      if (width > (widths[i] ?? 0)) widths[i] = width;
    });

  for (const raw of table.rows) {
    const { cells, level, strong } = normalizeRow(raw);
    const row = sheet.addRow([]);
    columns.forEach((column, i) => writeCell(row.getCell(i + 1), cells[i], column, locale));
    if (level > 0) {
      row.outlineLevel = Math.min(level, 7);
      const first = row.getCell(1);
      // Excel applies an indent only to left- (or right-) aligned cells.
      first.alignment = {
        ...first.alignment,
        horizontal: first.alignment?.horizontal ?? 'left',
        indent: level,
      };
    }
    if (strong) {
      row.font = { bold: true };
      columns.forEach((_, i) => (row.getCell(i + 1).fill = STRONG_FILL));
    }
    measure(cells, level);
  }

  if (table.footer) {
    const row = sheet.addRow([]);
    columns.forEach((column, i) => {
      const cell = row.getCell(i + 1);
      writeCell(cell, table.footer?.[i], column, locale);
      cell.font = { bold: true };
      cell.border = { top: MEDIUM };
    });
    measure(table.footer, 0);
  }

  widths.forEach(
    (w, i) => (sheet.getColumn(i + 1).width = Math.min(Math.max(w, MIN_WIDTH), MAX_WIDTH)),
  );
}

/** The workbook of a report (see the module comment for its layout). */
export function reportWorkbook(doc: ReportDocument): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner portal';
  workbook.title = doc.title;
  if (doc.subtitle) workbook.subject = doc.subtitle;
  const taken = new Set<string>();
  addSummarySheet(workbook, doc, xlsxSheetName(reportLabels(doc).summarySheet, taken));
  for (const table of doc.tables)
    addTableSheet(workbook, doc, table, xlsxSheetName(table.title, taken));
  return workbook;
}

/** The .xlsx file's bytes (tests, Node). */
export async function buildReportXlsxBytes(doc: ReportDocument): Promise<Uint8Array<ArrayBuffer>> {
  // Typed as an ArrayBuffer, it is a Buffer (a Uint8Array) at run time: copied either way into a
  // plain Uint8Array over its own ArrayBuffer.
  return new Uint8Array(await reportWorkbook(doc).xlsx.writeBuffer());
}

/** Builds the report workbook. The file name is reportFileName(doc, 'xlsx'). */
export async function buildReportXlsx(doc: ReportDocument): Promise<Blob> {
  return new Blob([await buildReportXlsxBytes(doc)], { type: REPORT_MIME.xlsx });
}
