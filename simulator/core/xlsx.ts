/**
 * Spreadsheet exports (every excel=true / download=true variant). exceljs is imported only here and
 * only when a file is asked for, so the browser simulator's chunk does not load it up front.
 */
import { CONTENT_TYPES } from '../../src/api/contract/route-types';
import type { ExportFile } from './files';


export interface SheetColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | boolean | null;
  /** Excel number format, e.g. '#,##0.00'. */
  format?: string;
}

/** One worksheet with a bold header row; decimal strings become numbers. */
export async function buildXlsx<T>(filename: string, sheet: string, columns: SheetColumn<T>[], rows: readonly T[]): Promise<ExportFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31));
  worksheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 18 }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    worksheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        return typeof value === 'string' && c.format && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      }),
    );
  }
  columns.forEach((c, i) => {
    if (c.format) worksheet.getColumn(i + 1).numFmt = c.format;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return { filename, contentType: CONTENT_TYPES.xlsx, bytes: new Uint8Array(buffer as ArrayBuffer) };
}

export const AMOUNT_FORMAT = '#,##0.00';
export const COUNT_FORMAT = '#,##0';
