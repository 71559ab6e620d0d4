/**
 * `npm start` itself: the demo build, served as users get it. Every route is opened cold, as the first load
 * of a fresh browser context, in hr and in en: the public ones signed out, the private ones as
 * admin (who may see every screen); every persona signs in on a cold /login and opens its landing
 * cold. Any page error, console error or failed module request fails the route.
 *
 * The routes come from the app's own route table (src/app/routes.tsx), so a new screen is covered
 * as soon as it is mounted.
 */
import type { Browser, BrowserContext, Page, Request, Response, TestInfo } from '@playwright/test';
import { expect, SESSION_TOKEN_KEY, signIn, storedToken, test } from './fixtures';
import { readRouteTable } from './route-table';

const LANGUAGES = ['hr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/**
 * The personas besides admin sign in in one language each, alternating, so that both languages
 * see a landing of each kind (a list screen, /denied) without doubling the cold loads.
 */
const PERSONAS = [
  ['parking', 'en'],
  ['garage', 'hr'],
  ['sales', 'en'],
  ['status', 'hr'],
  ['support', 'en'],
] as const;
/**
 * The landing rule (reporting.md §2): where each persona arrives after signing in. A partner whose
 * list names one entity goes straight to it.
 */
const LANDINGS: Record<'admin' | (typeof PERSONAS)[number][0], RegExp> = {
  admin: /\/\?od=\d{4}-\d{2}-\d{2}&do=/,
  parking: /\/parking\/provider\/\d+\?od=/,
  garage: /\/garaze\/garaza\/\d+\?od=/,
  sales: /\/prodaja\/provider\/\d+\?od=/,
  status: /\/status-sustava$/,
  support: /\/parking\?od=/,
};
/**
 * The private routes opened cold in English too. Every route is opened cold in Croatian (the
 * default); in English the screens a new user meets first, so both languages are proven on first
 * load without doubling the run.
 */
const ENGLISH_PRIVATE_PATHS = ['/', '/obracuni', '/promijeni-lozinku'];
/** A cold load on a busy machine: allowance per route when a test opens many (a hang guard). */
const PER_ROUTE_MS = 60_000;

/** The simulator's own paths on this origin: their statuses are the app's business, not a loading failure. */
const SIMULATED = /^\/(api|__simulator)\//;

/** A test's or a worker's info: both name the project whose options a context takes. */
type ProjectInfo = Pick<TestInfo, 'project'>;

function contextOptions(testInfo: ProjectInfo) {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  return { baseURL, locale, timezoneId, viewport };
}

/** A fresh context whose first load will find `lang` (and a session token) already stored. */
async function freshContext(browser: Browser, testInfo: ProjectInfo, language: Language, token?: string): Promise<BrowserContext> {
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const localStorage: { name: string; value: string }[] = [{ name: 'lang', value: language }];
  if (token) localStorage.push({ name: SESSION_TOKEN_KEY, value: token });
  return browser.newContext({ ...contextOptions(testInfo), storageState: { cookies: [], origins: [{ origin, localStorage }] } });
}

/** What the page is built from: any failure of these is a loading failure. */
const MODULE_TYPES = new Set(['document', 'script', 'stylesheet', 'font']);

function isScript(request: Request): boolean {
  return request.resourceType() === 'script';
}

/** Collects every loading problem a page runs into. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // The browser logs every 4xx/5xx response; an API answer's status is the screen's business (a
    // request that does not exist shows its message), not a loading failure.
    if (message.text().startsWith('Failed to load resource') && where && SIMULATED.test(new URL(where).pathname)) return;
    problems.push(`console error: ${message.text()} (${where})`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // Aborted on purpose: a query the app cancels (a navigation, an unmounted screen), or the
    // browser's own favicon fetch when the page moves on. A module is never aborted.
    const cancelled = failure === 'net::ERR_ABORTED' && !MODULE_TYPES.has(request.resourceType());
    if (!cancelled) problems.push(`request failed: ${request.resourceType()} ${request.url()} (${failure})`);
  });
  page.on('response', (response: Response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (SIMULATED.test(url.pathname)) return;
    const type = (response.headers()['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const where = `${request.resourceType()} ${url.pathname}${url.search}`;
    if (response.status() >= 400) problems.push(`${where} answered ${response.status()} (${type})`);
    // No type at all: a cached copy Chromium does not describe again (a wrong one fails on its first load).
    else if (!type) return;
    else if (isScript(request) && !/javascript|ecmascript/.test(type)) problems.push(`${where} answered ${type}, not JavaScript`);
    else if (request.resourceType() === 'stylesheet' && type !== 'text/css') problems.push(`${where} answered ${type}, not CSS`);
    else if (request.resourceType() === 'document' && type !== 'text/html') problems.push(`${where} answered ${type}, not HTML`);
  });
  return problems;
}

/** How often the page asks the API for each URL (GET), from now on. */
function countApiReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname}${url.search}`;
    reads.set(key, (reads.get(key) ?? 0) + 1);
  });
  return reads;
}

/** Waits until the route has rendered a screen (not the route error) in the chosen language. */
async function expectRendered(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main[data-route-error]'), 'the route error screen').toHaveCount(0);
}

/** Opens `path` as the first load of a fresh context and fails on any loading problem. */
async function openCold(browser: Browser, testInfo: ProjectInfo, path: string, language: Language, token?: string) {
  const context = await freshContext(browser, testInfo, language, token);
  try {
    const page = await context.newPage();
    const problems = watch(page);
    const reads = countApiReads(page);
    const failure = await (async () => {
      await page.goto(path);
      await expectRendered(page, language);
      // The stored session holds on a cold load: a private route never falls back to /login.
      if (token) await expect(page).not.toHaveURL(/\/login/);
    })().catch((error: unknown) => error);
    const where = `${path} (${language}${token ? ', signed in' : ''})`;
    // What went wrong while loading says more than a missing heading: report it first.
    expect(problems, where).toEqual([]);
    if (failure) throw failure;
    // A cold load asks for each thing once.
    expect([...reads].filter(([, count]) => count > 1).map(([url, count]) => `asked ${count} times: GET ${url}`), where).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Read once per worker, when the file loads: the tests below are made from it. */
const found = readRouteTable();
const UNKNOWN_PATH = found.unknownPath;
const routeTable = { publicPaths: [...found.publicPaths, UNKNOWN_PATH], privatePaths: found.privatePaths };

/** Every test of this file is its own cold load (or a few), in a fresh context: they run side by side. */
test.describe.configure({ mode: 'parallel' });

/**
 * Signs in through the form on a cold /login, checks that the persona lands where the landing rule
 * says, signed in, and returns the session token the app stored.
 */
async function signInCold(browser: Browser, testInfo: ProjectInfo, persona: keyof typeof LANDINGS, language: Language): Promise<string> {
  const context = await freshContext(browser, testInfo, language);
  try {
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto('/login');
    await expectRendered(page, language);
    await signIn(page, persona);
    // The persona's landing screen, signed in.
    await expect(page).toHaveURL(LANDINGS[persona]);
    await expectRendered(page, language);
    await expect(page.getByRole('button', { name: /^(Korisnički izbornik|User menu)/ })).toBeVisible();
    expect(problems, `/login as ${persona} (${language})`).toEqual([]);
    const token = await storedToken(page);
    expect(token, 'the session token').toBeTruthy();
    return token ?? '';
  } finally {
    await context.close();
  }
}

/** admin's session token, signed in once per worker and language on a cold /login. */
const withAdmin = test.extend<object, { adminToken: (language: Language) => Promise<string> }>({
  adminToken: [
    async ({ browser }, use, workerInfo) => {
      const tokens = new Map<Language, Promise<string>>();
      await use((language) => {
        if (!tokens.has(language)) tokens.set(language, signInCold(browser, workerInfo, 'admin', language));
        return tokens.get(language)!;
      });
    },
    { scope: 'worker' },
  ],
});

test('the route table has public and private routes', () => {
  expect(routeTable.publicPaths).toEqual(expect.arrayContaining(['/login', '/reset-password', '/denied', UNKNOWN_PATH]));
  expect(routeTable.privatePaths).toEqual(expect.arrayContaining(['/', '/obracuni', '/promijeni-lozinku']));
  expect([...routeTable.privatePaths.filter((p) => ENGLISH_PRIVATE_PATHS.includes(p))].sort(), 'the first screens are in the route table').toEqual(
    [...ENGLISH_PRIVATE_PATHS].sort(),
  );
});

for (const language of LANGUAGES) {
  test(`signed out (${language}): every public route renders on a cold load`, async ({ browser }, testInfo) => {
    test.setTimeout(routeTable.publicPaths.length * PER_ROUTE_MS);
    for (const path of routeTable.publicPaths) {
      await test.step(path, () => openCold(browser, testInfo, path, language));
    }
  });

  const paths = language === 'hr' ? routeTable.privatePaths : routeTable.privatePaths.filter((p) => ENGLISH_PRIVATE_PATHS.includes(p));
  for (const path of paths) {
    withAdmin(`admin (${language}), signed in on a cold /login: ${path} renders on a cold load`, async ({ browser, adminToken }, testInfo) => {
      const token = await adminToken(language);
      await openCold(browser, testInfo, path, language, token);
    });
  }
}
for (const [persona, language] of PERSONAS) {
  test(`${persona} (${language}): signs in on a cold /login, then the landing renders on a cold load`, async ({
    browser,
  }, testInfo) => {
    const token = await test.step('sign in on a cold /login', () => signInCold(browser, testInfo, persona, language));
    await test.step('/', () => openCold(browser, testInfo, '/', language, token));
  });
}
