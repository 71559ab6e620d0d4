/**
 * Platform statistics (operations.md §2) as admin, on the built demo: pick a range, walk all 14
 * views with the dates kept, download the Excel report and read it back, send the statistics by mail.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, openSignedIn, test } from './fixtures';
import { workbookBytes } from './reports';

const VIEWS = [
  'Korisnici i kupovine',
  'Sve kupovine',
  'Broj kupovina',
  'Paydo promocija',
  'Mastercard promocija',
  'Ukupno promocije',
  'Iskorištene promocije',
  'Po gradovima',
  'Novi korisnici',
  'Svi korisnici',
  'Web',
  'Mobilna aplikacija',
  'Poslovni korisnici',
  'Tokenizirane kartice',
] as const;

const RANGE_QUERY = /beginDate=2026-01-01&endDate=2026-03-31/;

test.describe('platform statistics', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'admin', '/paydo-statistika');
    // The area opens its first view with the whole span.
    await expect(page).toHaveURL(/\/paydo-statistika\/users-and-sales\?beginDate=2018-04-16&endDate=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistika mobilnog plaćanja' })).toBeVisible();
  });

  test('pick a range, walk every view with the dates kept, Excel and mail', async ({ page }) => {
    const begin = page.getByRole('textbox', { name: 'Početni datum' });
    const end = page.getByRole('textbox', { name: 'Završni datum' });
    await begin.fill('1. 1. 2026.');
    await begin.press('Enter');
    await end.fill('31. 3. 2026.');
    await end.press('Enter');
    await expect(page).toHaveURL(RANGE_QUERY);
    await expect(page.getByTestId('paydo-shown-range')).toHaveText('Prikazano razdoblje: 1. 1. 2026. – 31. 3. 2026.');

    const nav = page.getByRole('navigation', { name: 'Prikazi statistike' });
    for (const view of VIEWS) {
      await nav.getByRole('link', { name: view, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: view })).toBeVisible();
      await expect(page).toHaveURL(RANGE_QUERY);
      await expect(nav.getByRole('link', { name: view, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(begin).toHaveValue('1. 1. 2026.');
      await expect(end).toHaveValue('31. 3. 2026.');
      // Every table of the view has loaded rows (no failure, no empty state).
      const tables = page.getByRole('table');
      await expect(tables.first()).toBeVisible();
      await expect(page.locator('table[aria-busy]')).toHaveCount(0);
      await expect(page.getByText('Statistika se nije mogla učitati.')).toHaveCount(0);
      for (const table of await tables.all()) await expect(table.locator('tbody tr').first()).not.toContainText('Nema podataka');
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel izvještaj' }).click()]);
    expect(download.suggestedFilename()).toBe('BmoveStatistika.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(workbookBytes(readFileSync(await download.path())));
    const days = workbook.getWorksheet('Korisnici i kupovine');
    expect(days).toBeDefined();
    // A header row and one row per day of January to March 2026.
    expect(days!.rowCount).toBe(1 + 90);
    expect(days!.getRow(2).getCell(1).value).toBe('2026-01-01');
    expect(workbook.getWorksheet('Tokenizirane kartice')!.rowCount).toBe(1 + 3);

    const recipient = page.getByRole('combobox', { name: 'Primatelj' });
    await expect(recipient.locator('option')).toHaveCount(4);
    await recipient.selectOption('marketing@bmove.hr');
    const [mail] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/paydo-statistika/') && request.url().includes('recipient=')),
      page.getByRole('button', { name: 'Pošalji e-poštom' }).click(),
    ]);
    const sent = new URL(mail.url()).searchParams;
    expect(sent.get('recipient')).toBe('marketing@bmove.hr');
    expect(sent.get('beginDate')).toBe('2026-01-01');
    expect(sent.get('endDate')).toBe('2026-03-31');
    await expect(page.getByText('Statistika je uspješno poslana')).toBeVisible();
  });
});
