/**
 * `npm start` itself: the Vite dev server in demo mode, where every module is its own request
 * and the simulator's service worker sees them all. Each route is opened cold, as the first load
 * of a fresh browser context, signed out and signed in as every persona, in hr and en. Any page
 * error, console error or failed module request fails the route.
 *
 * The routes come from the app's own route table (src/app/routes.tsx, loaded through the dev
 * server), so a new screen is covered as soon as it is mounted.
 */
import type { Browser, BrowserContext, Page, Request, Response, TestInfo } from '@playwright/test';
import { expect, signIn, test as base } from './fixtures';

const LANGUAGES = ['hr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/**
 * Every persona signs in, in one of the two languages, and then opens every private route. The
 * languages alternate so that each private route, and each kind of screen a persona reaches there
 * (the statements list for admin, parking and garage; /denied for sales, status and support), is
 * opened cold in hr and in en without multiplying the cold loads by two.
 */
const PERSONAS = [
  ['admin', 'hr'],
  ['parking', 'en'],
  ['garage', 'hr'],
  ['sales', 'en'],
  ['status', 'hr'],
  ['support', 'en'],
] as const;

/** Values for route parameters; any other parameter gets '1'. */
const SAMPLE_PARAMS: Record<string, string> = { uuid: 'demo-reset-token' };
const UNKNOWN_PATH = '/ovo-ne-postoji';
/** The simulator's own paths on this origin: their statuses are the app's business, not a loading failure. */
const SIMULATED = /^\/(api|__simulator)\//;

interface RouteTable {
  /** Outside the session guard: /login, /reset-password, /reset-password/{token}/, /denied, … */
  publicPaths: string[];
  /** Inside it: the landing, every built screen, and an unknown path. */
  privatePaths: string[];
}

/** A concrete URL for a route pattern: '/reset-password/:uuid' -> '/reset-password/demo-reset-token/'. */
function concrete(pattern: string): string {
  if (pattern === '*') return UNKNOWN_PATH;
  if (!pattern.includes(':')) return pattern;
  return `${pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1')}/`;
}

function contextOptions(testInfo: TestInfo) {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  return { baseURL, locale, timezoneId, viewport };
}

/** A fresh context whose first load will find `lang` (and a session token) already stored. */
async function freshContext(browser: Browser, testInfo: TestInfo, language: Language, token?: string): Promise<BrowserContext> {
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const localStorage: { name: string; value: string }[] = [{ name: 'lang', value: language }];
  if (token) localStorage.push({ name: 'auth-token', value: token });
  return browser.newContext({ ...contextOptions(testInfo), storageState: { cookies: [], origins: [{ origin, localStorage }] } });
}

function isScript(request: Request): boolean {
  return request.resourceType() === 'script';
}

/** Collects every loading problem a page runs into. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A query the app cancels (a navigation, an unmounted screen) is aborted on purpose.
    const cancelled = failure === 'net::ERR_ABORTED' && ['fetch', 'xhr'].includes(request.resourceType());
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

/** Waits until the route has rendered a screen (not the route error) in the chosen language. */
async function expectRendered(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main[role="alert"]'), 'the route error screen').toHaveCount(0);
}

/** Opens `path` as the first load of a fresh context and fails on any loading problem. */
async function openCold(browser: Browser, testInfo: TestInfo, path: string, language: Language, token?: string) {
  const context = await freshContext(browser, testInfo, language, token);
  try {
    const page = await context.newPage();
    const problems = watch(page);
    const failure = await (async () => {
      await page.goto(path);
      await expectRendered(page, language);
      // The stored session holds on a cold load: a private route never falls back to /login.
      if (token) await expect(page).not.toHaveURL(/\/login/);
    })().catch((error: unknown) => error);
    // What went wrong while loading says more than a missing heading: report it first.
    expect(problems, `${path} (${language}${token ? ', signed in' : ''})`).toEqual([]);
    if (failure) throw failure;
  } finally {
    await context.close();
  }
}

/** Reads the route table from the app itself, through the dev server (the page must show the app). */
function readRouteTable(page: Page): Promise<RouteTable> {
  return page
    .evaluate(async () => {
      type Route = { path?: string; index?: boolean; element?: unknown; children?: Route[] };
      // A URL on the dev server, resolved in the page: TypeScript does not follow it.
      const modulePath = '/src/app/routes.tsx';
      const { createAppRoutes } = (await import(/* @vite-ignore */ modulePath)) as {
        createAppRoutes: (...args: unknown[]) => Route[];
      };
      const found = { publicPatterns: [] as string[], privatePatterns: [] as string[] };
      // A pathless route with an element and children is a guard (RequireSession): what is inside is private.
      const walk = (routes: Route[], guarded: boolean) => {
        for (const route of routes) {
          if (route.children) walk(route.children, guarded || (route.path === undefined && route.element != null));
          else (guarded ? found.privatePatterns : found.publicPatterns).push(route.index ? '/' : (route.path ?? '/'));
        }
      };
      // The argument (the app's i18n) is used only when a screen loads, never here.
      walk(createAppRoutes({}), false);
      return found;
    })
    .then((table) => ({
      publicPaths: [...new Set([...table.publicPatterns.map(concrete), UNKNOWN_PATH])],
      privatePaths: [...new Set(table.privatePatterns.map(concrete))],
    }));
}

/**
 * Once per worker: warms the dev server up (dependency optimisation, the first transform of every
 * screen) without judging it, and reads the route table from the app. A cold dev server may
 * reload the page while it optimises dependencies, so the first load is retried.
 */
const test = base.extend<object, { routeTable: RouteTable }>({
  routeTable: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
      const page = await context.newPage();
      let routeTable: RouteTable | undefined;
      for (let attempt = 1; !routeTable; attempt++) {
        try {
          await page.goto('/login', { timeout: 120_000 });
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
          routeTable = await readRouteTable(page);
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      // Every screen's modules once, so the dev server has transformed them all before the cold
      // loads are judged (a warm-up: a failure here is left to the tests to report).
      await page
        .evaluate(async () => {
          const modulePath = '/src/app/feature-registry.ts';
          const { featureRoutes } = (await import(/* @vite-ignore */ modulePath)) as {
            featureRoutes: () => { load: () => Promise<unknown> }[];
          };
          await Promise.allSettled(featureRoutes().map((route) => route.load()));
        })
        .catch(() => undefined);
      await context.close();
      await use(routeTable);
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

test('the route table has public and private routes', ({ routeTable }) => {
  expect(routeTable.publicPaths).toEqual(expect.arrayContaining(['/login', '/reset-password', '/denied', UNKNOWN_PATH]));
  expect(routeTable.privatePaths).toEqual(expect.arrayContaining(['/', '/obracuni', '/promijeni-lozinku']));
});

for (const language of LANGUAGES) {
  test(`signed out (${language}): every public route renders on a cold load`, async ({ browser, routeTable }, testInfo) => {
    for (const path of routeTable.publicPaths) {
      await test.step(path, () => openCold(browser, testInfo, path, language));
    }
  });
}

for (const [persona, language] of PERSONAS) {
  test(`${persona} (${language}): signs in on a cold /login, then every private route renders on a cold load`, async ({
    browser,
    routeTable,
  }, testInfo) => {
    const token = await test.step('sign in on a cold /login', async () => {
      const context = await freshContext(browser, testInfo, language);
      try {
        const page = await context.newPage();
        const problems = watch(page);
        await page.goto('/login');
        await expectRendered(page, language);
        await signIn(page, persona);
        // The persona's landing: a screen, or /denied for a persona whose landing is not built yet.
        await expect(page).not.toHaveURL(/\/login/);
        await expectRendered(page, language);
        expect(problems, `/login as ${persona} (${language})`).toEqual([]);
        const stored = await page.evaluate(() => localStorage.getItem('auth-token'));
        expect(stored, 'the session token').toBeTruthy();
        return stored ?? '';
      } finally {
        await context.close();
      }
    });
    for (const path of routeTable.privatePaths) {
      await test.step(path, () => openCold(browser, testInfo, path, language, token));
    }
  });
}
