import { readFileSync } from 'node:fs';
import { comparisonAllTheWayDown, garageLandsWithoutComparison } from './comparison';
import { expect, openSignedIn, readOnTo, signIn, simulator, test } from './fixtures';
import { downloadDetailReports, expectDayTable } from './reports';

const RANGE = 'od=2026-11-01&do=2026-11-20';
const COMPARE = `${RANGE}&usp_od=2025-11-01&usp_do=2025-11-20`;

test.describe('sales reports', () => {
  test('comparison all the way down: rows and articles by channel, charts, no figure unsent, garage order, every channel sent', async ({ page }) => {
    await openSignedIn(page, 'admin', `/?${RANGE}`);
    await comparisonAllTheWayDown(page, async (path, beginDate) => {
      const answer = await simulator(page, 'POST', 'faults', { path, query: { begin_date: beginDate }, status: 500 });
      expect(answer.status).toBeLessThan(300);
    });
  });

  test('the garage partner lands on its garage without comparison', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'garage');
    await garageLandsWithoutComparison(page);
  });

  test('a partner with one provider lands on its page in one step, without the list in between', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel(/^Lozinka/)).toBeVisible();
    // Every address the page shows after signing in (a redirect, a replaced address or a new entry
    // is each a navigation of the frame), and the history's length as it signs in.
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    const entriesBefore = await page.evaluate(() => history.length);
    await signIn(page, 'parking');
    await expect(page).toHaveURL(/\/parking\/provider\/1\?od=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // From the sign-in to the provider's page: the root, where the landing rule runs, then the page.
    expect(addresses.filter((address) => !address.startsWith('/login'))).toEqual(['/', expect.stringMatching(/^\/parking\/provider\/1\?od=[^&]+&do=[^&]+&usp_od=/)]);
    expect(addresses.some((address) => address.startsWith('/parking?') || address === '/parking')).toBe(false);
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(entriesBefore + 1);
  });

  test('a copied link opens the same report with the same figures', async ({ page, browser }) => {
    await openSignedIn(page, 'admin', `/parking?${COMPARE}`);
    const total = page.getByRole('table', { name: 'Parking' }).locator('tfoot');
    await expect(total).toContainText('€');
    const figures = await total.textContent();
    const url = page.url();

    const other = await browser.newContext();
    const copy = await other.newPage();
    await openSignedIn(copy, 'admin', new URL(url).pathname + new URL(url).search);
    await expect(copy.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).toBeChecked();
    await expect(copy.getByRole('table', { name: 'Parking' }).locator('tfoot')).toHaveText(figures ?? '');
    await other.close();
  });

  test('Back restores the previous report', async ({ page }) => {
    await openSignedIn(page, 'admin', '/');
    await expect(page).toHaveURL(/\/\?od=/);
    await page.getByRole('link', { name: 'Parking', exact: true }).click();
    await expect(page).toHaveURL(/\/parking\?od=/);
    await expect(page.getByRole('table', { name: 'Parking' }).locator('tfoot')).toContainText('€');
    await page.getByText('Usporedi s drugim razdobljem').click();
    await page.getByRole('button', { name: 'Pretraži' }).click();
    await expect(page).toHaveURL(/usp_od=/);
    const table = page.getByRole('table', { name: 'Parking' });
    await expect(table.getByRole('columnheader', { name: /Razlika iznosa %/ })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/usp_od=/);
    await expect(table.getByRole('columnheader', { name: /Razlika iznosa %/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).not.toBeChecked();
  });

  test('the three downloads: list XLSX, provider PDF and Excel report', async ({ page }) => {
    await openSignedIn(page, 'admin', `/parking?${RANGE}`);
    await expect(page.getByRole('table', { name: 'Parking' }).locator('tfoot')).toContainText('€');
    const [list] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi XLSX' }).click()]);
    expect(list.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(readFileSync(await list.path()).subarray(0, 2).toString()).toBe('PK');

    await page.goto(`/parking/provider/1?${COMPARE}`);
    await expect(page.getByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    await expect((await readOnTo(page, page.getByRole('table', { name: 'Artikli: Zona 1' }))).locator('tfoot')).toContainText('€');
    const { pdf, xlsx } = await downloadDetailReports(page);
    expect(pdf.name).toBe('Parking Zagreb d.o.o.pdf');
    expect(xlsx.name).toBe('Parking Zagreb d.o.o.xlsx');
    // Comparing 20 days with 20 days: a row per day, four columns per channel.
    await expectDayTable(xlsx.bytes, { days: 20, perChannel: 4 });
  });
});
