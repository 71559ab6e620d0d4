import { expect, test, type Page } from '@playwright/test';
import { watchContentSecurityPolicy } from './fixtures';
import { comparisonAllTheWayDown, garageLandsWithoutComparison } from './comparison';
import { dashboardThenProviderReports } from './reports';
import { MERGE_AT } from '../src/design-system/theme/style-sheet-per-task';
import { readChunks } from '../scripts/budget.mjs';

/**
 * The production build (simulator off) pointed at a real HTTP backend: the simulator served by
 * `npm run simulator` on port 4011 (config/e2e-http.json). Nothing runs in the page but the app.
 */
test('the production build works against the simulator over HTTP, under its security headers', async ({ page }) => {
  const violations = await watchContentSecurityPolicy(page);
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
  expect(await violations()).toEqual([]);
});

test('the dashboard, a provider page with its PDF and Excel reports and the zones map run under the security headers', async ({ page }) => {
  const violations = await watchContentSecurityPolicy(page);
  await page.goto('/login');
  await page.getByLabel(/Korisničko ime/).fill('admin');
  await page.getByLabel(/^Lozinka/).fill('demo');
  await page.keyboard.press('Enter');
  // The dashboard's charts (Highcharts writes inline styles and SVG), a provider page and its reports.
  await page.waitForURL((url) => url.pathname === '/');
  await dashboardThenProviderReports(page);
  // The zones page's map (Leaflet, with the simulator's tiles over HTTP).
  await page.goto('/parking/provider/1/zone');
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

async function signInOverHttp(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(/Korisničko ime/).fill(username);
  await page.getByLabel(/^Lozinka/).fill('demo');
  await page.keyboard.press('Enter');
}

test('comparison all the way down the reports of the production build', async ({ page }) => {
  await signInOverHttp(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/');
  // The server's failure of one compare answer, for this page only (the server is shared).
  await comparisonAllTheWayDown(page, async (path, beginDate) => {
    const pattern = new RegExp(`/api${path.replace(':id', '[^/]+')}\\?(.*&)?begin_date=${beginDate}`);
    await page.route(pattern, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Greška poslužitelja."}' }));
  });
});

test('the garage partner lands on its garage without comparison in the production build', async ({ page }) => {
  await signInOverHttp(page, 'garage');
  await garageLandsWithoutComparison(page);
});

/** How many style rules define Chakra's design tokens (one of them, gray.50, stands for all). */
function tokenDefinitions(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.style.getPropertyValue('--chakra-colors-gray-50') !== '') count += 1;
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return count;
  });
}

/** A cold start of the parking partner's landing with its stored session, as a returning partner opens it, once drawn. */
async function coldPartnerLanding(page: Page) {
  await signInOverHttp(page, 'parking');
  await page.waitForURL((url) => url.pathname.startsWith('/parking/provider/'));
  await page.reload();
  await shown(page);
}

/** The screen's first table is drawn and nothing is loading. */
async function shown(page: Page) {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

test("a signed-in start draws in one Chakra system: the design tokens are defined once", async ({ page }) => {
  await coldPartnerLanding(page);
  expect(await tokenDefinitions(page)).toBe(1);
});

/** Emotion's sheets of class rules, and every `css-…` class an element has that no rule of the page selects. */
function classSheets(page: Page): Promise<{ sheets: number; globalsFirst: boolean; unstyled: string[] }> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join(' ');
    const classes = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList).filter((c) => /^css-[a-z0-9]+$/.test(c))));
    const styles = Array.from(document.querySelectorAll('style[data-emotion]'));
    const firstClassSheet = styles.findIndex((s) => s.getAttribute('data-emotion') === 'css');
    return {
      sheets: styles.filter((s) => s.getAttribute('data-emotion') === 'css').length,
      globalsFirst: styles.slice(firstClassSheet).every((s) => s.getAttribute('data-emotion') === 'css'),
      unstyled: [...classes].filter((c) => !text.includes(`.${c}`)),
    };
  });
}

test("a screen's class rules arrive in style sheets after the global ones, are merged when idle, and every styled element finds its rules", async ({ page }) => {
  await coldPartnerLanding(page);
  const landing = await classSheets(page);
  expect(landing.globalsFirst).toBe(true);
  expect(landing.unstyled).toEqual([]);
  // Other screens add their rules, and the sheets merge when the page is idle: nothing is lost.
  for (const name of ['Transakcije', 'Obračuni', 'Parking']) {
    await page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name, exact: true }).click();
    await shown(page);
    expect((await classSheets(page)).unstyled).toEqual([]);
  }
  // Once the page is idle the sheets are merged: they do not pile up over a visit.
  await expect.poll(async () => (await classSheets(page)).sheets).toBeLessThanOrEqual(MERGE_AT);
  const after = await classSheets(page);
  expect(after.globalsFirst).toBe(true);
  expect(after.unstyled).toEqual([]);
});

test("a returning partner's start asks for its first screen's code before its config is in, the session's parser first", async ({ page }) => {
  await signInOverHttp(page, 'parking');
  await page.waitForURL((url) => url.pathname.startsWith('/parking/provider/'));
  await expect(page.getByRole('table').first()).toBeVisible();
  // The config is held until the screen's chunk is asked for: a start whose code waited for the
  // config would never ask for it, and the page would not draw.
  const scripts: string[] = [];
  let screenAsked: () => void = () => undefined;
  const screenChunk = new Promise<void>((resolve) => (screenAsked = resolve));
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    scripts.push(file);
    if (file.startsWith('EntityDetailPage-')) screenAsked();
  });
  await page.route('**/config.json', async (route) => {
    await screenChunk;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  const first = (prefix: string) => scripts.findIndex((file) => file.startsWith(prefix));
  expect(first('safe-parse-')).toBeGreaterThanOrEqual(0);
  expect(first('safe-parse-')).toBeLessThan(first('EntityDetailPage-'));
  expect(first('MainLayout-')).toBeGreaterThanOrEqual(0);
});

test("a returning partner's start draws its signed-in layout in its first frame: no loading state comes first", async ({ page }) => {
  await signInOverHttp(page, 'parking');
  await page.waitForURL((url) => url.pathname.startsWith('/parking/provider/'));
  await expect(page.getByRole('table').first()).toBeVisible();
  // What the app first puts in the page: the layout (its header), or a loading state in its place.
  await page.addInitScript(() => {
    const first: { header?: boolean } = {};
    (window as unknown as { first: typeof first }).first = first;
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      first.header = root.querySelector('header') !== null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // The first render waits for the screens' system, whose chunk is held here until the session has
  // answered and the layout's chunk is in: the layout, in by then, is drawn at once.
  const sessionIn = page.waitForResponse((response) => response.url().includes('/api/auth/user-info/'));
  const layoutIn = page.waitForResponse((response) => /\/assets\/MainLayout-[^/]+\.js$/.test(response.url()));
  await page.route(/\/assets\/screens-[^/]+\.js$/, async (route) => {
    await Promise.all([sessionIn, layoutIn]);
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Parking Zagreb d.o.o.' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { first: { header?: boolean } }).first)).toEqual({ header: true });
});

/**
 * The sections' modules a page's scripts hold (the chunk report of dist names each chunk's modules):
 * which chunk holds a module is the bundler's choice, what the page has asked for is not.
 */
function sectionsModulesIn(scripts: string[]): string[] {
  // The sections' own modules, and the date picker's machine, which only their date fields use.
  return modulesIn(scripts, /\/(EntityReportSections|DashboardSections|ReportFilterBar|DataTable|DateField|PeriodChart)\.tsx$|\/@zag-js\/date-picker\/dist\/date-picker\.machine\.mjs$/);
}

/** The modules matching `wanted` that a page's scripts hold, by file name. */
function modulesIn(scripts: string[], wanted: RegExp): string[] {
  const report = readChunks('dist') as { fileName: string; modules: string[] }[];
  const chunks = new Map(report.map((chunk) => [chunk.fileName.split('/').pop() ?? '', chunk.modules]));
  const held = scripts.flatMap((file) => chunks.get(file) ?? []).filter((id) => wanted.test(id));
  return [...new Set(held.map((id) => id.split('/').pop()!.replace(/\.tsx$/, '')))].sort();
}

/** Zag's toast machinery: loaded with the first toast, not with a page's first paint. */
const TOASTS = /\/@zag-js\/toast\//;

/** The file names of the scripts the page asks for from now on, in order. */
function scriptsAsked(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

/** Holds every request to `url` until the returned function is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test("a returning partner's start asks for its page's info and channel list beside the session, once each", async ({ page }) => {
  await signInOverHttp(page, 'parking');
  await page.waitForURL((url) => url.pathname.startsWith('/parking/provider/'));
  await expect(page.getByRole('table').first()).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
  });
  // The session is held: a start whose calls waited for it would ask for neither.
  const releaseSession = await holdRequests(page, '**/api/auth/user-info/');
  const infoAsked = page.waitForRequest((request) => request.url().includes('/api/parking/provider/1/info/'));
  const listAsked = page.waitForRequest((request) => request.url().includes('/api/common/distributeri/'));
  await page.reload();
  await Promise.all([infoAsked, listAsked]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  releaseSession();
  await expect(page.getByRole('heading', { level: 1, name: 'Parking Zagreb d.o.o.' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(calls.filter((path) => path.endsWith('/info/'))).toEqual(['/api/parking/provider/1/info/']);
  expect(calls.filter((path) => path.endsWith('/distributeri/'))).toHaveLength(1);
});

test("an entity's page asks for its filters' and sections' code only once its name can be drawn", async ({ page }) => {
  await signInOverHttp(page, 'parking');
  await page.waitForURL((url) => url.pathname.startsWith('/parking/provider/'));
  await expect(page.getByRole('table').first()).toBeVisible();
  const scripts = scriptsAsked(page);
  // The entity's info (its name) is held: the page is drawn and asks for its reports, but its
  // header cannot be drawn yet, and nothing of the sections is asked for.
  const releaseInfo = await holdRequests(page, '**/api/parking/provider/*/info/');
  const reportAsked = page.waitForRequest((request) => request.url().includes('/po-artiklima/'));
  await page.reload();
  await reportAsked;
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(sectionsModulesIn(scripts)).toEqual([]);
  expect(modulesIn(scripts, TOASTS)).toEqual([]);
  expect(scripts.some((file) => file.startsWith('EntityDetailPage-'))).toBe(true);
  releaseInfo();
  await expect(page.getByRole('heading', { level: 1, name: 'Parking Zagreb d.o.o.' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(sectionsModulesIn(scripts)).toEqual(['DataTable', 'DateField', 'EntityReportSections', 'PeriodChart', 'ReportFilterBar', 'date-picker.machine.mjs']);
});

test("the dashboard asks for its filters' and sections' code only once its title is drawn and its lists are in", async ({ page }) => {
  await signInOverHttp(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('table').first()).toBeVisible();
  const scripts = scriptsAsked(page);
  // The services' list is held: the title is drawn, and nothing of the sections is asked for.
  const releaseList = await holdRequests(page, '**/api/common/usluge/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nadzorna ploča' })).toBeVisible();
  expect(sectionsModulesIn(scripts)).toEqual([]);
  expect(modulesIn(scripts, TOASTS)).toEqual([]);
  releaseList();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(sectionsModulesIn(scripts)).toEqual(['DashboardSections', 'DataTable', 'DateField', 'PeriodChart', 'ReportFilterBar', 'date-picker.machine.mjs']);
});

test("a screen fetches latin-ext's font only for a letter of the server's that latin and the Croatian cut lack", async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await signInOverHttp(page, 'parking');
  await page.waitForURL((url) => url.pathname.startsWith('/parking/provider/'));
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The page's own texts and Croatian names: latin and the cut only.
  expect(fonts.some((file) => file.startsWith('inter-hr-'))).toBe(true);
  expect(fonts.filter((file) => file.startsWith('inter-latin-ext-'))).toEqual([]);
  // A name with a letter only latin-ext has is drawn with latin-ext's face, fetched then.
  const status = await page.evaluate(async () => {
    const name = document.createElement('p');
    name.textContent = 'Łódź Győr';
    name.style.fontFamily = 'Inter';
    document.body.append(name);
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.unicodeRange.includes('U+100-105'));
    return faces.map((face) => `${face.weight} ${face.status}`);
  });
  expect(status).toEqual(['400 loaded', '600 unloaded', '700 unloaded']);
  expect(fonts.filter((file) => file.startsWith('inter-latin-ext-')).map((file) => file.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(['inter-latin-ext-400-normal']);
});
