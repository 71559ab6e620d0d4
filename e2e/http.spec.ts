import { expect, test } from '@playwright/test';

/**
 * The production build (simulator off) pointed at a real HTTP backend: the simulator served by
 * `npm run simulator` on port 4011 (config/e2e-http.json). Nothing runs in the page but the app.
 */
test('the production build works against the simulator over HTTP', async ({ page }) => {
  const apiHosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiHosts.add(url.host);
  });
  await page.goto('/obracuni');
  await expect(page).toHaveURL(/\/login\?next=%2Fobracuni$/);
  await page.getByLabel(/Korisničko ime/).fill('admin');
  await page.getByLabel(/^Lozinka/).fill('demo');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Preuzmi / })).toHaveCount(10);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Preuzmi / }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect([...apiHosts]).toEqual(['localhost:4011']);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
