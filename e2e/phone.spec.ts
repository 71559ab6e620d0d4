/**
 * The portal on a phone (the `phone` project: 390 × 844, touch, isMobile). Every route of the route
 * table fits 320, 360, 390 and 430 px without sideways scroll and has no target under 24 px (axe's
 * target-size); the journeys a partner makes away from a desk run by touch through the header's
 * drawer; and the shell holds at 320 px.
 */
import type { Locator, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { addDays, today, typed } from './days';
import { readRouteTable } from './route-table';
import { chooseFromMenu, expect, followTopBarEntry, openSignedIn, proposeClosingRule, signIn, storedToken, test } from './fixtures';

const WIDTHS = [320, 360, 390, 430] as const;
const PER_ROUTE_MS = 60_000;
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const { publicPaths, privatePaths, unknownPath: UNKNOWN_PATH } = readRouteTable();

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Targets under 24 × 24 CSS px without the spacing that makes up for it (axe's target-size). */
async function smallTargets(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const { axe } = window;
    if (!axe) throw new Error('axe is not on the page');
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  });
}

/** Opens `path`, waits for its screen, then checks each phone width for sideways scroll and small targets. */
async function expectFitsEveryPhone(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect.poll(() => sideways(page), { message: `${path} at ${width} px scrolls sideways by` }).toBe(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallTargets(page), `${path}: targets under 24 px`).toEqual([]);
}

/** Opens the header's drawer by its menu button and returns it. */
async function openDrawer(page: Page) {
  const button = page.getByRole('button', { name: 'Otvori izbornik' });
  await button.tap();
  const drawer = page.getByRole('dialog', { name: 'Izbornik' });
  await expect(drawer).toBeVisible();
  // Where a finger finds it: once it has slid in.
  await expect.poll(() => drawer.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  return drawer;
}

test.describe.configure({ mode: 'parallel' });

test('signed out: every public route fits every phone width', async ({ page }) => {
  test.setTimeout(publicPaths.length * PER_ROUTE_MS);
  for (const path of [...publicPaths, UNKNOWN_PATH]) await test.step(path, () => expectFitsEveryPhone(page, path));
});

// The private routes in a few groups, each one browser context signed in as admin (who sees every screen).
const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  const paths = privatePaths.filter((_, index) => index % GROUPS === group);
  test(`admin: private routes ${group + 1}/${GROUPS} fit every phone width`, async ({ page }) => {
    test.setTimeout(paths.length * PER_ROUTE_MS);
    await openSignedIn(page, 'admin', '/');
    for (const path of paths) await test.step(path, () => expectFitsEveryPhone(page, path));
  });
}

test("the parking partner's landing fits every phone width", async ({ page }) => {
  await openSignedIn(page, 'parking', '/');
  await expect(page).toHaveURL(/\/parking\/provider\/\d+\?od=/);
  await expectFitsEveryPhone(page, new URL(page.url()).pathname + new URL(page.url()).search);
});

test("the parking partner's first report screen draws its tables and the charts on the screen, the rest when scrolled to", async ({ page }) => {
  const chartsFetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/highcharts-impl-[^/]*\.js$/.test(request.url())) chartsFetched.push(request.url());
  });
  await openSignedIn(page, 'parking', '/');
  await expect(page).toHaveURL(/\/parking\/provider\/\d+\?od=/);
  const channels = page.getByRole('table', { name: 'Prodajni kanali' });
  await expect(channels.locator('tbody tr').first()).toBeVisible();
  await expect(channels.locator('tfoot')).toContainText('€');
  const slots = page.locator('[data-chart-slot]');
  await expect(slots).not.toHaveCount(0);
  // Every chart on the screen draws; one further down is not built.
  await expect
    .poll(() => slots.evaluateAll((all) => all.filter((slot) => slot.getAttribute('data-chart-slot') === 'near' && !slot.querySelector('.highcharts-root')).length))
    .toBe(0);
  const far = page.locator('[data-chart-slot="far"]');
  expect(await far.count(), 'charts far below the first screen').toBeGreaterThan(0);
  await expect(far.locator('.highcharts-root')).toHaveCount(0);
  // The articles' tables far below are not built either: each zone has its heading and a placeholder.
  const articles = page.getByRole('region', { name: 'Artikli' });
  const zones = articles.getByRole('heading', { level: 3 });
  await expect(zones).not.toHaveCount(0);
  const zoneCount = await zones.count();
  const lastZone = (await zones.last().textContent()) ?? '';
  await expect(page.getByRole('table', { name: `Artikli: ${lastZone}` })).toHaveCount(0);
  expect(await articles.locator('[data-deferred]').count(), 'article tables far below the first screen').toBeGreaterThan(0);
  // Highcharts itself loads only for a chart the reader comes near: on this first screen, none.
  if ((await page.locator('[data-chart-slot="near"]').count()) === 0) expect(chartsFetched, 'Highcharts, with no chart near').toEqual([]);
  // Scrolled through, each chart draws as the reader comes to it. A slot is replaced as its chart
  // loads, so the page is scrolled a screen at a time rather than to each slot in turn.
  const chartCount = await slots.count();
  const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  const inViewUndrawn = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[data-chart-slot]')].filter((slot) => {
          const box = slot.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && !slot.querySelector('.highcharts-root');
        }).length,
    );
  for (let step = 0; step < 100 && !(await atBottom()); step += 1) {
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
    await expect.poll(inViewUndrawn).toBe(0);
  }
  await expect(page.locator('[data-chart-slot] .highcharts-root')).toHaveCount(chartCount);
  await expect(far).toHaveCount(0);
  for (let index = 0; index < zoneCount; index += 1) {
    const zone = (await zones.nth(index).textContent()) ?? '';
    await zones.nth(index).scrollIntoViewIfNeeded();
    await expect(page.getByRole('table', { name: `Artikli: ${zone}` }).locator('tfoot')).toContainText('€');
  }
  await expect(articles.locator('[data-deferred]')).toHaveCount(0);
});

test('a chart with only a strip at the bottom of the first screen waits for the reader to scroll', async ({ page }) => {
  await openSignedIn(page, 'parking', '/');
  await expect(page.getByRole('table', { name: 'Prodajni kanali' }).locator('tfoot')).toContainText('€');
  const slot = page.locator('[data-chart-slot="far"]').first();
  const { top, height } = await slot.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height }));
  // A screen that ends a tenth of the chart below its top: its caption's strip, none of its figures.
  const width = page.viewportSize()!.width;
  await page.setViewportSize({ width, height: Math.round(top + height / 10) });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Prodajni kanali' }).locator('tfoot')).toContainText('€');
  const first = page.locator('[data-chart-slot]').first();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 500)));
  expect(await first.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight), 'the chart starts on the screen').toBe(true);
  await expect(first).toHaveAttribute('data-chart-slot', 'far');
  // The first scroll draws it.
  await page.evaluate(() => window.scrollBy(0, 10));
  await expect(first.locator('.highcharts-root')).toHaveCount(1);
});

test('a chart just below the first screen draws only once the reader scrolls, then ahead of them', async ({ page }) => {
  await openSignedIn(page, 'parking', '/');
  await expect(page).toHaveURL(/\/parking\/provider\/\d+\?od=/);
  await expect(page.getByRole('table', { name: 'Prodajni kanali' }).locator('tfoot')).toContainText('€');
  // A screen whose bottom leaves the first chart below a quarter of a screen further down.
  const top = await page.locator('[data-chart-slot="far"]').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const width = page.viewportSize()!.width;
  await page.setViewportSize({ width, height: Math.round(top / 1.25) });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Prodajni kanali' }).locator('tfoot')).toContainText('€');
  const chartsBelow = () =>
    page.evaluate(() => [...document.querySelectorAll('[data-chart-slot="near"]')].filter((el) => el.getBoundingClientRect().top >= window.innerHeight).length);
  const first = page.locator('[data-chart-slot]').first();
  // Settled: every call answered and a few frames drawn, and the chart still waits.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 500)));
  await expect(first).toHaveAttribute('data-chart-slot', 'far');
  expect(await chartsBelow(), 'charts drawn below the first screen at load').toBe(0);
  // The reader scrolls a little: the chart, now within half a screen, draws before it is on the screen.
  await page.evaluate(() => window.scrollBy(0, 10));
  await expect.poll(chartsBelow, { message: 'charts drawn ahead of the reader' }).toBeGreaterThan(0);
  await expect(first.locator('.highcharts-root')).toHaveCount(1);
});

/** A main action is a finger's 44 px tall. */
/** The button is at least a finger tall. Measured once it is laid out: on /login the server's form hands over to the app's, and a button leaving has no box. */
async function expectFingerSized(button: Locator) {
  await expect(async () => {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, `${await button.textContent()}: height`).toBeGreaterThanOrEqual(44);
  }).toPass({ timeout: 15_000 });
}

test("sign in, yesterday's sales, a provider's PDF", async ({ page }) => {
  await page.goto('/login');
  await expectFingerSized(page.getByRole('button', { name: 'Prijavi se' }));
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/\?od=/);
  await followTopBarEntry(page, 'Prodaja');
  await expect(page.getByRole('heading', { level: 1, name: 'Prodaja' })).toBeVisible();
  // Yesterday, from each date's quick choices.
  for (const field of ['Datum od', 'Datum do']) {
    await chooseFromMenu(page, page.getByRole('button', { name: `${field}: brzi odabir` }), 'Jučer');
  }
  await expectFingerSized(page.getByRole('button', { name: 'Pretraži' }));
  await page.getByRole('button', { name: 'Pretraži' }).tap();
  const yesterday = addDays(today(), -1);
  await expect(page).toHaveURL(new RegExp(`od=${yesterday}&do=${yesterday}`));
  const table = page.getByRole('table', { name: 'Prodaja' });
  await expect(table.locator('tfoot')).toContainText('€');
  expect(await sideways(page)).toBe(0);
  const provider = table.locator('tbody').getByRole('link').first();
  const name = (await provider.textContent()) ?? '';
  await provider.tap();
  await expect(page).toHaveURL(new RegExp(`/prodaja/provider/\\d+\\?od=${yesterday}&do=${yesterday}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const [file] = await Promise.all([page.waitForEvent('download'), chooseFromMenu(page, page.getByRole('button', { name: /Preuzmi izvještaj/ }), 'PDF izvještaj')]);
  expect(file.suggestedFilename()).toBe(`${name}.pdf`);
  expect(await sideways(page)).toBe(0);
});

test("a report's date by touch: the calendar opens on the first tap and a tapped day fills the field", async ({ page }) => {
  await openSignedIn(page, 'parking', '/');
  const begin = page.getByRole('textbox', { name: /^Datum od/ });
  await expect(begin).not.toHaveValue('');
  await page.getByRole('button', { name: 'Datum od: otvori kalendar', exact: true }).tap();
  const calendar = page.getByRole('application', { name: 'Kalendar: Datum od' });
  await expect(calendar).toBeVisible();
  expect(await sideways(page)).toBe(0);
  // The first day of the month the calendar shows.
  const first = calendar.locator('[data-part=table-cell-trigger][data-view=day]:not([data-outside-range])').first();
  await first.tap();
  await expect(calendar).toBeHidden();
  await expect(begin).toHaveValue(/^1\. \d{1,2}\. \d{4}\.$/);
});

test('propose a closing day and see it pending', async ({ page }) => {
  await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/details?tab=rules');
  const rules = page.getByRole('tabpanel', { name: 'Iznimke' });
  await expect(rules).toBeVisible();
  const day = typed(addDays(today(), 30));
  await proposeClosingRule(page, day, 'E2E zatvaranje s mobitela');
  const row = rules.getByRole('row').filter({ hasText: 'E2E zatvaranje s mobitela' });
  await expect(row.getByTestId('pending-tag')).toHaveText(/Čeka odobrenje · novo/);
  expect(await sideways(page)).toBe(0);
});

test('log out from the drawer', async ({ page }) => {
  await openSignedIn(page, 'parking', '/');
  await expect(page).toHaveURL(/\/parking\/provider\/\d+/);
  // The bar's entries and the user menu are in the drawer, not cut off the screen.
  await expect(page.getByRole('button', { name: /^Korisnički izbornik/ })).toBeHidden();
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('group', { name: /^Korisnički izbornik: / })).toBeVisible();
  await drawer.getByRole('button', { name: 'Odjava' }).tap();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeNull();
});

test('the shell at 320 px: the header fits, one menu button opens every entry and the user actions', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openSignedIn(page, 'admin', '/obracuni');
  await expect(page.getByRole('heading', { level: 1, name: 'Obračuni' })).toBeVisible();
  const header = page.locator('header');
  expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  // The desktop bar is not mounted on a phone: it would measure itself for nothing.
  await expect(header.locator('nav')).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Otvori izbornik' });
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  const drawer = await openDrawer(page);
  const nav = drawer.getByRole('navigation', { name: 'Glavna navigacija' });
  for (const entry of ['Parking', 'Garaže', 'Parkovi', 'Prodaja', 'Obračuni', 'Statistika platforme', 'Status sustava']) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Obračuni', exact: true })).toHaveAttribute('aria-current', 'page');
  for (const action of ['Postavke', 'Promjena lozinke', 'Odjava']) await expect(drawer.getByRole('button', { name: action })).toBeVisible();
  const drawerBox = (await drawer.boundingBox())!;
  expect(drawerBox.x + drawerBox.width).toBeLessThanOrEqual(320);
  // Focus stays in the drawer, and returns to the button when it closes.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  expect(await smallTargets(page)).toEqual([]);
});

test('installable: the page links a manifest with the icons and the theme colour, and no service worker of its own', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Partnerski portal', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const bytes = await file.body();
    expect(bytes.subarray(1, 4).toString(), `${icon.src} is a PNG`).toBe('PNG');
    // A PNG's width and height are in its header (IHDR), as the manifest says.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  // Figures must be live: the only service worker is the demo's simulator (msw), never an offline cache.
  // The demo registers it once the first screen has painted, and a registration has its worker
  // (installing, waiting or active) a moment after it appears: read each one's script once there is
  // a registration and every one has its worker.
  const workers = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? null),
    );
  await expect
    .poll(async () => { const found = await workers(); return found.length > 0 && !found.includes(null); }, { message: 'the simulator registered, every registration has its worker' })
    .toBe(true);
  expect((await workers()).filter((url) => !url?.endsWith('/mockServiceWorker.js'))).toEqual([]);
});

/** A one-finger swipe from (x, y) by (dx, dy), as touch events (Playwright's touchscreen only taps). */
async function swipe(page: Page, x: number, y: number, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [{ x: x + (dx * step) / 10, y: y + (dy * step) / 10 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the border editor by touch: the map pans under a finger, a new polygon is drawn by taps and proposed', async ({ page }) => {
  await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/geo');
  await expect(page.locator('[data-map-layer="street"][data-map-ready="true"]')).toBeVisible();
  const map = page.locator('.leaflet-container').first();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const polygons = page.getByText(/^Poligon \d+ · markera: \d+$/);
  const before = await polygons.count();

  // A swipe moves the map: the tiles' pane shifts by the finger's way.
  const pane = page.locator('.leaflet-map-pane');
  const transform = () => pane.evaluate((element) => getComputedStyle(element).transform);
  const still = await transform();
  await swipe(page, box.x + box.width / 2, box.y + box.height / 2, -80, -40);
  await expect.poll(transform).not.toBe(still);
  // Until the swipe's glide has ended, a tap would land on a moving map.
  let last = '';
  await expect.poll(async () => last === (last = await transform()), { intervals: [250] }).toBe(true);
  expect(await sideways(page)).toBe(0);

  await page.getByRole('button', { name: 'Nacrtaj novi poligon' }).tap();
  // Corner after corner at a finger's pace: quick taps must not read as a double tap that ends the polygon.
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (const [cx, cy] of [[x - 60, y - 40], [x + 60, y - 40], [x + 60, y + 40], [x - 60, y + 40], [x - 60, y - 40]] as const) {
    await page.touchscreen.tap(cx, cy);
    await page.waitForTimeout(100);
  }
  await expect(polygons).toHaveCount(before + 1);
  await expect(polygons.last()).toHaveText(`Poligon ${before + 1} · markera: 4`);

  await page.getByRole('group', { name: 'Spremanje granica' }).getByRole('button', { name: 'Spremi i zatvori' }).tap();
  await page.getByRole('dialog', { name: 'Spremiti promjene?' }).getByRole('button', { name: 'Spremi' }).tap();
  await expect(page).toHaveURL(/\/parking\/provider\/1\/zone\/1\/details\?tab=borders$/);
  await expect(page.getByTestId('pending-tag')).toContainText('Čeka odobrenje · izmjena');
  expect(await sideways(page)).toBe(0);
});
