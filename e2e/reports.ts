/**
 * A detail page's report downloads (reporting.md §2, §9), shared by the journeys that take them:
 * the demo, the production build over HTTP, and the minimal wire.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { chooseFromMenu } from './fixtures';

/** A file's bytes as the ArrayBuffer exceljs reads: a copy, since a Node Buffer may be a view into a larger pool. */
export function workbookBytes(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

export interface DetailReports {
  pdf: { name: string; bytes: Buffer };
  xlsx: { name: string; bytes: Buffer };
}

/** Takes the PDF and the Excel report from the open detail page's download menu. */
export async function downloadDetailReports(page: Page): Promise<DetailReports> {
  const take = async (item: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      chooseFromMenu(page, page.getByRole('button', { name: /Preuzmi izvještaj/ }), item),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
  };
  const pdf = await take('PDF izvještaj');
  const xlsx = await take('Excel izvještaj');
  expect(pdf.bytes.subarray(0, 5).toString(), 'a PDF').toBe('%PDF-');
  expect(xlsx.bytes.subarray(0, 2).toString(), 'an xlsx (zip) file').toBe('PK');
  // Both were built off the page's main thread, in the report worker, so the page never froze.
  expect(page.workers().map((worker) => worker.url()), 'the report worker').toContainEqual(expect.stringMatching(/report-worker/));
  return { pdf, xlsx };
}

/**
 * The dashboard's charts, then parking provider 1's October report with its PDF and Excel report:
 * the part of the admin journey that the production-build projects share.
 */
export async function dashboardThenProviderReports(page: Page): Promise<DetailReports> {
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await expect(page.locator('.highcharts-root').first()).toBeVisible();
  await page.goto('/parking/provider/1?od=2026-10-01&do=2026-10-31');
  await expect(page.getByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
  return downloadDetailReports(page);
}

/** A table sheet of the Excel report, read back: its column groups, headers, rows and totals row. */
export interface ReportSheet {
  groups: string[];
  headers: string[];
  rows: (string | number | null)[][];
  footer: (string | number | null)[];
}

function cellValue(cell: ExcelJS.Cell): string | number | null {
  const value = cell.value;
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The sheet named `name`: the header row is the one that starts with `firstHeader`. */
export async function readReportSheet(xlsx: Buffer, name: string, firstHeader: string): Promise<ReportSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(workbookBytes(xlsx));
  const sheet = workbook.getWorksheet(name);
  expect(sheet, `the sheet ${name} (of ${workbook.worksheets.map((s) => s.name).join(', ')})`).toBeDefined();
  const values = (row: ExcelJS.Row, width: number) => Array.from({ length: width }, (_, i) => cellValue(row.getCell(i + 1)));
  let headerRow = 0;
  sheet!.eachRow((row, number) => {
    if (!headerRow && cellValue(row.getCell(1)) === firstHeader) headerRow = number;
  });
  expect(headerRow, `the header row of ${name}`).toBeGreaterThan(0);
  const width = sheet!.getRow(headerRow).cellCount;
  const rows: (string | number | null)[][] = [];
  let footer: (string | number | null)[] = [];
  for (let number = headerRow + 1; number <= sheet!.rowCount; number += 1) {
    const row = values(sheet!.getRow(number), width);
    if (row[0] === 'Ukupno') {
      footer = row;
      break;
    }
    rows.push(row);
  }
  return {
    groups: values(sheet!.getRow(headerRow - 1), width).map((v) => (typeof v === 'string' ? v : '')),
    headers: values(sheet!.getRow(headerRow), width).map((v) => String(v ?? '')),
    rows,
    footer,
  };
}

/** The sum of the totals row's cells under `header` (and under the group `group`, when given). */
export function footerSum(sheet: ReportSheet, header: string, group?: string): number {
  return sheet.headers.reduce((sum, h, i) => {
    const value = sheet.footer[i];
    return h === header && (group === undefined || sheet.groups[i] === group) && typeof value === 'number' ? sum + value : sum;
  }, 0);
}

/**
 * The Excel report's table by day and channel against its channel table: a row per day of the
 * period, `perChannel` columns per channel, and amounts that add up to the channel table's total.
 */
export async function expectDayTable(xlsx: Buffer, expected: { days: number; perChannel: 1 | 4 }) {
  const days = await readReportSheet(xlsx, 'Iznos po danima i kanalima', 'Dan');
  const channels = await readReportSheet(xlsx, 'Prodajni kanali', 'Prodajni kanal');
  expect(days.rows).toHaveLength(expected.days);
  const leading = expected.perChannel === 4 ? ['Dan', 'Usporedni dan'] : ['Dan'];
  expect(days.headers.slice(0, leading.length)).toEqual(leading);
  const figures = days.headers.slice(leading.length);
  const channelNames = [...new Set(days.groups.slice(leading.length))];
  expect(channelNames.length, 'channels in the day table').toBeGreaterThan(0);
  expect(figures).toHaveLength(channelNames.length * expected.perChannel);
  expect(figures.slice(0, expected.perChannel)).toEqual(expected.perChannel === 4 ? ['Iznos', 'Usporedba', 'Razlika', 'Razlika %'] : ['Iznos']);
  // The channel table's amount columns: under the group 'Iznos' when comparing, else the one 'Iznos'.
  const amountGroup = expected.perChannel === 4 ? 'Iznos' : undefined;
  expect(footerSum(days, 'Iznos')).toBeCloseTo(footerSum(channels, 'Iznos', amountGroup), 2);
  if (expected.perChannel === 4) expect(footerSum(days, 'Usporedba')).toBeCloseTo(footerSum(channels, 'Usporedba', amountGroup), 2);
}
