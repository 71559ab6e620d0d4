import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import { daysBetween, endedWeek, monthStart, startsWithOneOf, today, typed } from './days';
import { expect, openSignedIn, SESSION_TOKEN_KEY, simulator, test } from './fixtures';
import { workbookBytes } from './reports';

/** A week that has ended, inside the 30-day window; and a day of it. */
const ENDED_WEEK = endedWeek();
const WEEK = `od=${ENDED_WEEK.begin}&do=${ENDED_WEEK.end}`;
const DAY = ENDED_WEEK.end;

/** An API call from inside the page, with the signed-in user's token, as the app sends it. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, key }) => {
      const response = await fetch(`/api${path}`, { headers: { Authorization: `Token ${localStorage.getItem(key)}` } });
      return (await response.json()) as T;
    },
    { path, key: SESSION_TOKEN_KEY },
  );
}

/** A downloaded spreadsheet's bytes, as exceljs reads them. */
function readSheet(path: string): ArrayBuffer {
  return workbookBytes(readFileSync(path));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return texts.join('\n');
}

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
/** A link the page added to its side menu (reporting.md §2 Layout). */
const sideLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Poveznice stranice' }).getByRole('link', { name, exact: true });

test.describe('transactions, receipts and tickets', () => {
  test('a partner searches a plate over a week and pages through the results, then downloads them', async ({ page }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1');
    await sideLink(page, 'Transakcije').click();
    await expect(page).toHaveURL(/\/parking\/provider\/1\/transakcije/);
    await expect(table(page, 'Transakcije').locator('tbody tr').first()).toBeVisible();

    // Widening the range to a week: Search stays disabled with the spec's message until a plate is typed.
    // A week that has ended: today's rows grow as the clock moves, and this journey compares pages
    // and the export with what it saw a minute before.
    const begin = page.getByRole('textbox', { name: /^Datum od/ });
    await begin.fill(typed(ENDED_WEEK.begin));
    await begin.press('Tab');
    const end = page.getByRole('textbox', { name: /^Datum do/ });
    await end.fill(typed(ENDED_WEEK.end));
    await end.press('Tab');
    const search = page.getByRole('button', { name: 'Traži' });
    await expect(search).toBeDisabled();
    await expect(page.getByText('Ako je razdoblje dulje od jednog dana, registracija ili kod su obavezni')).toBeVisible();
    await page.getByRole('textbox', { name: /Registracija ili kod/ }).fill('ZG');
    await expect(search).toBeEnabled();
    await search.click();
    await expect(page).toHaveURL(/search=ZG/);
    const rows = table(page, 'Transakcije').locator(':scope > tbody > tr');
    // The search's own rows (the week's days), not the list shown before it answered.
    await expect(rows.first()).toContainText(startsWithOneOf(daysBetween(ENDED_WEEK.begin, ENDED_WEEK.end)));
    await expect(rows.first()).toContainText('ZG');
    const firstOfPage1 = await rows.first().textContent();
    await page.getByRole('button', { name: /sljedeća/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).not.toHaveText(firstOfPage1 ?? '');
    // Back returns to page 1 with the same filters.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows.first()).toHaveText(firstOfPage1 ?? '');
    await expect(page.getByRole('textbox', { name: /Registracija ili kod/ })).toHaveValue('ZG');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi (xlsx)' }).click()]);
    expect(file.suggestedFilename()).toBe('transakcije.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readSheet(await file.path()));
    const sheet = book.worksheets[0]!;
    const total = Number((await page.getByTestId('page-header-count').textContent())?.replace(/\D/g, ''));
    expect(sheet.rowCount - 1).toBe(total);
    // Every row matches the search in its plate (column 2) or its code (column 10).
    const fold = (value: unknown) => String(value ?? '').replace(/[\s-]/g, '').toUpperCase();
    const rowsOfSheet = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    expect(rowsOfSheet.length).toBe(total);
    expect(rowsOfSheet.every((row) => fold(row.getCell(2).value).includes('ZG') || fold(row.getCell(10).value).includes('ZG'))).toBe(true);
  });

  test("valid only, for one day, counts the provider's valid transactions of that day", async ({ page }) => {
    await openSignedIn(page, 'admin', `/parking/provider/1/transakcije?od=${DAY}&do=${DAY}&prikaz=ispravne`);
    await expect(table(page, 'Transakcije').locator('tbody tr').first()).toBeVisible();
    const shown = Number((await page.getByTestId('page-header-count').textContent())?.replace(/\D/g, ''));
    const report = await api<{ ukupno: { valid_count: number | string } }>(page, `/parking/provider/1/po-distributerima/?begin_date=${DAY}&end_date=${DAY}`);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBe(Number(report.ukupno.valid_count));
    await expect(table(page, 'Transakcije').locator('[data-valid="false"]')).toHaveCount(0);
  });

  test('a receipt opens as a PDF that carries its receipt number', async ({ page }) => {
    await openSignedIn(page, 'admin', '/parking/provider/1');
    await sideLink(page, 'Računi').click();
    const row = table(page, 'Računi').locator(':scope > tbody > tr').first();
    await expect(row).toContainText('€');
    const number = (await row.locator('td').nth(2).textContent())!.trim();
    const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `PDF računa ${number}` }).click()]);
    expect(file.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain(number);
  });

  test("a park's tickets default to this month and download", async ({ page }) => {
    await openSignedIn(page, 'admin', '/parkovi/park/1');
    await sideLink(page, 'Ulaznice').click();
    await expect(page).toHaveURL(/\/parkovi\/park\/1\/ulaznice/);
    await expect(page.getByRole('textbox', { name: /^Datum od/ })).toHaveValue(typed(monthStart(today())));
    await expect(table(page, 'Ulaznice').locator('tbody tr').first()).toContainText('€');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi (xlsx)' }).click()]);
    expect(file.suggestedFilename()).toBe('ulaznice.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readSheet(await file.path()));
    expect(book.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });

  test("a 400 set as a fault shows the server's text in a red toast, and the filters stay", async ({ page }) => {
    await openSignedIn(page, 'admin', `/parking/provider/1/transakcije?${WEEK}&search=ZG`);
    await expect(table(page, 'Transakcije').locator('tbody tr').first()).toContainText('ZG');
    // The toasts' region mounts with the first toast, not with the screen.
    const region = page.locator('[data-scope="toast"][data-part="group"]');
    await expect(region).toHaveCount(0);
    const text = 'Pretraživanje trenutačno nije dostupno.';
    await simulator(page, 'POST', 'faults', { path: '/api/parking/provider/:id/transakcije/', status: 400, body: { detail: text } });
    await page.getByRole('combobox', { name: 'Prikaz' }).selectOption('neispravne');
    await page.getByRole('button', { name: 'Traži' }).click();
    const toast = page.locator('[data-scope="toast"][data-type="error"]');
    await expect(toast).toContainText(text);
    await expect(region).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /Registracija ili kod/ })).toHaveValue('ZG');
    await expect(page.getByRole('combobox', { name: 'Prikaz' })).toHaveValue('neispravne');
    await expect(page.getByRole('status').filter({ hasText: 'Prikazani su posljednji učitani rezultati' })).toBeVisible();
    // Gone after its 5 s.
    await expect(toast).toHaveCount(0);
  });
});
