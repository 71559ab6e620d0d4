import { expect, openSignedIn, simulator, test, chooseFromUserMenu } from './fixtures';

test.describe('statements', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'admin', '/obracuni');
    await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible();
  });

  test('search, page and download', async ({ page }) => {
    const downloads = page.getByRole('button', { name: /^Preuzmi / });
    await expect(downloads).toHaveCount(10);
    const firstName = await page.getByRole('row').nth(1).textContent();

    await page.getByRole('navigation', { name: 'Stranice obračuna' }).getByRole('button', { name: /2/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('row').nth(1)).not.toHaveText(firstName ?? '');

    await page.getByRole('textbox', { name: 'Pretraživanje obračuna' }).fill('garaž');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=gara%C5%BE$/);
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Preuzmi / }) });
    // Every row of the result names a garage (retried until the new page has rendered).
    await expect(async () => {
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text.toLowerCase()).toContain('garaž');
    }).toPass();

    const [download] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a failing download shows the server error', async ({ page }) => {
    await simulator(page, 'POST', 'faults', {
      path: '/api/obracun/:id/download/',
      status: 404,
      body: { error: 'Dokument obračuna nije pronađen.' },
    });
    await page.getByRole('button', { name: /^Preuzmi / }).first().click();
    await expect(page.getByText('Dokument obračuna nije pronađen.')).toBeVisible();
  });

  test('the parking partner sees only its own statements', async ({ page }) => {
    await chooseFromUserMenu(page, 'Odjava');
    await openSignedIn(page, 'parking', '/obracuni');
    await expect(page.getByRole('button', { name: /^Preuzmi / }).first()).toBeVisible();
    const partners = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(partners.length).toBeGreaterThan(0);
    expect(new Set(partners).size).toBe(1);
  });
});
