/**
 * What a person feels every day: background work never covers the screen, every tab names its
 * screen, and a session that ends leads back to where it ended.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, simulator, test, followTopBarEntry } from './fixtures';

/** Counts every loading overlay that appears from now on (each one added to the page counts once). */
async function countOverlays(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = { count: 0 };
    (window as unknown as { __overlays: typeof state }).__overlays = state;
    const isOverlay = (node: Node) => node instanceof Element && (node.matches('[data-testid=loading-overlay]') || node.querySelector('[data-testid=loading-overlay]') !== null);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isOverlay(node)) state.count += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlays: { count: number } }).__overlays.count);
}

test.describe('loading', () => {
  test('the demo panel polling and the system status refresh never cover the screen; a new screen does', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/, { timeout: 15_000 });
    await followTopBarEntry(page, 'Status sustava');
    await expect(page.getByRole('heading', { level: 1, name: 'Status sustava' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    const overlays = await countOverlays(page);

    // The demo panel, open for 5 s: it polls the simulator every second.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__simulator/')) polls.push(request.url());
    });
    await page.getByRole('button', { name: /^Demo/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(5_000);
    expect(polls.length).toBeGreaterThan(2);

    // The status page refreshes when the user comes back to the tab (as every 60 s).
    const refresh = page.waitForRequest((request) => request.url().includes('/api/system/status/'));
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await refresh;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Status sustava' })).toBeVisible();
    expect(await overlays()).toBe(0);

    // The counter does see the overlay: a screen's first load shows it.
    await simulator(page, 'POST', 'faults', { path: '/api/obracuni/', delay: 1500 });
    await followTopBarEntry(page, 'Obračuni');
    await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible({ timeout: 15_000 });
    expect(await overlays()).toBeGreaterThan(0);
  });
});

test.describe('titles', () => {
  test('three screens give three different document titles, a detail screen with its entity', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Prijava · Partnerski portal');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/, { timeout: 15_000 });
    await expect(page).toHaveTitle('Nadzorna ploča · Partnerski portal');
    await page.goto('/parking/provider/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Parking Zagreb d.o.o.' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle('Pružatelj parkinga · Parking Zagreb d.o.o. · Partnerski portal');
    await page.goto('/status-sustava');
    await expect(page).toHaveTitle('Status sustava · Partnerski portal');
  });
});
