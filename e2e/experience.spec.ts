/**
 * What a person feels every day: background work never covers the screen, every tab names its
 * screen, and a session that ends leads back to where it ended.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, signIn, simulator, test, followTopBarEntry, chooseFromUserMenu } from './fixtures';

/** Counts every loading overlay that appears from now on (each one added to the page counts once). */
async function countOverlays(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = { count: 0 };
    window.__overlays = state;
    const isOverlay = (node: Node) => node instanceof Element && (node.matches('[data-testid=loading-overlay]') || node.querySelector('[data-testid=loading-overlay]') !== null);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isOverlay(node)) state.count += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => {
      if (!window.__overlays) throw new Error('the loading overlays are not counted on this page');
      return window.__overlays.count;
    });
}

test.describe('loading', () => {
  test('the demo panel polling and the system status refresh never cover the screen; a new screen does', async ({ page }) => {
    await openSignedIn(page, 'admin', '/');
    await followTopBarEntry(page, 'Status sustava');
    await expect(page.getByRole('heading', { level: 1, name: 'Status sustava' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    const overlays = await countOverlays(page);

    // The demo panel, open: it polls the simulator every second.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__simulator/')) polls.push(request.url());
    });
    await page.getByRole('button', { name: /^Demo/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => polls.length).toBeGreaterThan(2);

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
    await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible();
    expect(await overlays()).toBeGreaterThan(0);
  });
});

test.describe('titles', () => {
  test('three screens give three different document titles, a detail screen with its entity', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Prijava · Partnerski portal');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/);
    await expect(page).toHaveTitle('Nadzorna ploča · Partnerski portal');
    await page.goto('/parking/provider/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Parking Zagreb d.o.o.' })).toBeVisible();
    await expect(page).toHaveTitle('Pružatelj parkinga · Parking Zagreb d.o.o. · Partnerski portal');
    await page.goto('/status-sustava');
    await expect(page).toHaveTitle('Status sustava · Partnerski portal');
  });
});

/** As the parking partner, opens its zones page from its provider report, the way a person does. */
async function openZones(page: Page) {
  await openSignedIn(page, 'parking', '/parking/provider/1');
  await page.getByRole('link', { name: 'Zone', exact: true }).first().click();
  await expect(page).toHaveURL(/\/parking\/provider\/1\/zone$/);
}

test.describe('session end', () => {
  test('a session that ends on a zone page goes to sign-in, says so, and returns to the zone page', async ({ page }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/details');
    await expect(page.getByRole('heading', { level: 1, name: 'Zona 1' })).toBeVisible();
    // The session ends while the page is open: the next call (the closing rules' tab) gets a 401.
    await simulator(page, 'POST', 'faults', { path: '/api/parking/provider/:id/zona/:zoneId/iznimke/', status: 401, body: { detail: 'Invalid token.' } });
    await page.getByRole('tab', { name: 'Iznimke' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fparking%2Fprovider%2F1%2Fzone%2F1%2Fdetails/);
    await expect(page.getByRole('status').filter({ hasText: 'Sesija je istekla. Prijavite se ponovno.' })).toBeVisible();
    await simulator(page, 'DELETE', 'faults');
    await signIn(page, 'parking');
    await expect(page).toHaveURL(/\/parking\/provider\/1\/zone\/1\/details/);
    await expect(page.getByRole('heading', { level: 1, name: /Zona 1/ })).toBeVisible();
  });

  test('a session that ends on the full-page border editor goes to sign-in, forgets what it had loaded, and returns to the editor', async ({ page }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/geo');
    await expect(page.locator('[data-map-layer="street"][data-map-ready="true"]')).toBeVisible();
    // The editor is outside the layout; its reset reloads the zone, and that call gets a 401.
    await simulator(page, 'POST', 'faults', { method: 'GET', path: '/api/parking/provider/:id/zona/:zoneId/detaljno/', status: 401, body: { detail: 'Invalid token.' } });
    await page.getByRole('button', { name: 'Vrati na početno' }).click();
    await page.getByRole('alertdialog', { name: 'Vratiti granice na početne?' }).getByRole('button', { name: 'Vrati', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fparking%2Fprovider%2F1%2Fzone%2F1%2Fgeo/);
    await expect(page.getByRole('status').filter({ hasText: 'Sesija je istekla. Prijavite se ponovno.' })).toBeVisible();
    await simulator(page, 'DELETE', 'faults');
    // The zones list was loaded a moment ago and would still be fresh: it is asked again only if
    // the session's cache was forgotten.
    const zoneLists: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/parking/provider/1/zone/') zoneLists.push(request.url());
    });
    await signIn(page, 'parking');
    await expect(page).toHaveURL(/\/parking\/provider\/1\/zone\/1\/geo/);
    await expect(page.locator('[data-map-layer="street"][data-map-ready="true"]')).toBeVisible();
    await expect.poll(() => zoneLists.length).toBeGreaterThan(0);
  });

  test('signing out forgets the report period shared between report pages', async ({ page }) => {
    await openSignedIn(page, 'admin', '/');
    await expect(page).toHaveURL(/\/\?od=/);
    const defaultFrom = new URL(page.url()).searchParams.get('od');
    // A period applied on one report page is shared with the others for the rest of the visit.
    await page.goto('/parking?od=2026-10-01&do=2026-10-15');
    await expect(page.getByRole('heading', { level: 1, name: 'Parking' })).toBeVisible();
    await followTopBarEntry(page, 'Garaže');
    await expect(page).toHaveURL(/\/garaze\?od=2026-10-01&do=2026-10-15/);
    await chooseFromUserMenu(page, 'Odjava');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/);
    await followTopBarEntry(page, 'Garaže');
    await expect(page).toHaveURL(new RegExp(`/garaze\\?od=${defaultFrom}`));
  });
});

test.describe('unsaved changes', () => {
  test('a changed working-period form asks before a link, Back, signing out and closing the tab; Stay keeps it, Leave goes on', async ({ page }) => {
    await openZones(page);
    await page.getByRole('link', { name: 'Novo radno vrijeme' }).first().click();
    await expect(page).toHaveURL(/\/working-periods\/new$/);
    const description = page.getByRole('form', { name: 'Radno vrijeme' }).getByRole('textbox', { name: 'Opis' });
    await description.fill('Nespremljeno radno vrijeme');
    const leave = page.getByRole('alertdialog', { name: 'Napustiti stranicu?' });
    const stay = async () => {
      await leave.getByRole('button', { name: 'Ostani' }).click();
      await expect(leave).toHaveCount(0);
      await expect(page).toHaveURL(/\/working-periods\/new$/);
      await expect(description).toHaveValue('Nespremljeno radno vrijeme');
    };

    // A link of the top bar.
    await followTopBarEntry(page, 'Obračuni');
    await expect(leave).toBeVisible();
    await stay();

    // The browser's Back.
    await page.goBack();
    await expect(leave).toBeVisible();
    await stay();

    // Signing out: the session stays while the user stays.
    await chooseFromUserMenu(page, 'Odjava');
    await expect(leave).toBeVisible();
    await stay();
    await expect(page.getByRole('button', { name: /Korisnički izbornik/ })).toBeVisible();

    // Closing the tab: the browser's own prompt; dismissed, the page and the form stay.
    const prompt = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    await expect(description).toHaveValue('Nespremljeno radno vrijeme');

    // Leave goes where the link points, and nothing more is asked there.
    await followTopBarEntry(page, 'Obračuni');
    await leave.getByRole('button', { name: 'Napusti' }).click();
    await expect(page).toHaveURL(/\/obracuni/);
    await expect(leave).toHaveCount(0);
  });
});

/** The Demo button lies over none of `content` (boxes that do not meet). */
async function expectDemoButtonClear(page: Page, content: Locator, where: string) {
  const button = await page.getByRole('button', { name: /^Demo/ }).boundingBox();
  const box = await content.boundingBox();
  if (!button || !box) throw new Error(`${where}: the Demo button or the content is not shown`);
  const meet = button.x < box.x + box.width && box.x < button.x + button.width && button.y < box.y + box.height && box.y < button.y + button.height;
  expect(meet, `${where}: the Demo button lies over the content`).toBe(false);
}

test.describe('a 1024×768 tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('no screen scrolls sideways, and the Demo button covers no content', async ({ page }) => {
    await page.goto('/login');
    // Signed out it floats at the bottom left, clear of the sign-in form.
    await expectDemoButtonClear(page, page.locator('form[data-login]'), '/login, the form');
    await expectDemoButtonClear(page, page.locator('section[aria-labelledby="demo-accounts"]'), '/login, the demo accounts');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/);
    const screens = ['/', '/obracuni', '/parking/provider/1', '/parking/provider/1/zone', '/parking/provider/1/zone/1/details', '/status-sustava'];
    // The working-period form: its weekday names run down the left edge, where a floating button would sit.
    for (const path of [...screens, '/parking/provider/1/working-periods/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
      // Charts and tables are in once the network is quiet.
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} is ${overflow}px wider than the window`).toBeLessThanOrEqual(0);
      // Signed in, the Demo button docks in the top bar: it covers nothing of the screen.
      await expectDemoButtonClear(page, page.locator('main#main'), path);
    }
  });
});
