import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PERSONAS, personaToken } from '../simulator/core/control/personas';
import { SESSION_TOKEN_KEY, watchContentSecurityPolicy } from './fixtures';
import { loginClosure } from '../scripts/budget.mjs';

interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  modules: string[];
}

/** Every file of a directory, recursively. */
function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

test("the entry creates Chakra's system in pieces: the build rewrites Chakra's createSystem as a generator", () => {
  const html = fs.readFileSync('dist/index.html', 'utf8');
  const entry = /<meta name="entry" content="\/([^"]+)">/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const code = fs.readFileSync(path.join('dist', entry!), 'utf8');
  // scripts/chakra-system-steps.ts: six pauses, in the one generator of the entry.
  const generators = code.match(/function\*\s*[\w$]*\(/g) ?? [];
  expect(generators).toHaveLength(1);
  expect(code.match(/\byield\b/g)?.length).toBeGreaterThanOrEqual(6);
});

test('the production build carries no simulator, no msw worker, no demo accounts and no build manifests', () => {
  const chunks = JSON.parse(fs.readFileSync('build-reports/dist/chunks.json', 'utf8')) as ChunkInfo[];
  const demoModules = chunks.flatMap((c) => c.modules.filter((m) => /node_modules\/(msw|@msw|@faker-js)\/|^simulator\/|^src\/app\/demo\//.test(m)));
  expect(demoModules).toEqual([]);
  const files = filesOf('dist').map((file) => path.relative('dist', file));
  expect(files.filter((file) => /mockServiceWorker|^__simulator|^\.vite|manifest\.json$|chunks\.json$/.test(file))).toEqual([]);
  // The demo accounts' fixed tokens, the demo reset link and the demo login hint appear in no file.
  const secrets = [...PERSONAS.map((name) => personaToken(name)), 'demo-reset-token'];
  const leaks = files.flatMap((file) => {
    const text = fs.readFileSync(path.join('dist', file), 'utf8');
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`);
  });
  expect(leaks).toEqual([]);
  // The login page's section of demo accounts (its landmark id) is not in the build either; the
  // demo build has it.
  expect(files.filter((file) => fs.readFileSync(path.join('dist', file), 'utf8').includes('demo-accounts'))).toEqual([]);
});

test('the production build runs under its security headers, never downloads simulator code and registers no service worker', async ({ page }) => {
  const violations = await watchContentSecurityPolicy(page);
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const config = await page.evaluate(async () => (await fetch('/config.json')).json());
  expect(config.simulator).toBe(false);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(requested.some((p) => p.includes('mockServiceWorker') || p.startsWith('/__simulator'))).toBe(false);
  await expect(page.getByRole('region', { name: 'Demo računi' })).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

/** The auth namespace's login texts in a language, as the build wrote them into index.html. */
function loginTexts(language: 'hr' | 'en'): Record<string, string> {
  return (JSON.parse(fs.readFileSync(`src/features/auth/i18n/${language}.json`, 'utf8')) as { login: Record<string, string> }).login;
}

test('the HTML served for /login holds the sign-in form in hr and en', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  for (const language of ['hr', 'en'] as const) {
    const texts = loginTexts(language);
    for (const key of ['title', 'username', 'password', 'submit', 'forgot']) expect(html, `${language} ${key}`).toContain(`<span lang="${language}">${texts[key]}</span>`);
  }
  expect(html).toMatch(/<label for="login-shell-username">/);
  expect(html).toMatch(/<input id="login-shell-username" name="username"/);
  expect(html).toMatch(/<input id="login-shell-password" name="password" type="password"/);
  expect(html).toMatch(/<button type="submit">/);
});

test('the sign-in form paints from the document alone: nothing else /login asks for comes before its first paint', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname !== '/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await expect(page.locator('#login-shell').getByRole('heading', { name: 'Prijava' })).toBeVisible();
  // The web font's faces come with the document; their files load after the paint (font-display: swap).
  const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Inter').map((face) => face.weight));
  expect([...new Set(faces)].sort()).toEqual(['400', '600', '700']);
  release();
  await expect(page.locator('form[data-login]')).toBeVisible();
});

test('a cold /login draws the login page in place of the form in one step: no loading overlay comes first', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { overlay: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-overlay"]')) seen.overlay = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.locator('form[data-login]')).toBeVisible();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: { overlay: boolean } }).seen.overlay)).toBe(false);
});

test('a document that arrives in pieces paints the sign-in form once, whole: nothing on it moves', async ({ page }) => {
  // The document as a slow network brings it: the head and the start of the form, a pause, the rest.
  const html = fs.readFileSync('dist/index.html', 'utf8');
  const cut = html.indexOf('<form');
  expect(cut).toBeGreaterThan(0);
  const server = http.createServer((request, response) => {
    if (request.url !== '/login') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), 600);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}/login`);
    await expect(page.locator('#login-shell').getByRole('button', { name: 'Prijavi se' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  } finally {
    server.close();
  }
});

test("the app's script and the runtime config are asked for after the sign-in form's first frame; on a signed-in start, at once", async ({ page, context, request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).not.toMatch(/<script[^>]* src=/);
  const entry = /<meta name="entry" content="([^"]+)">/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[^/]+\.js$/);
  // Nothing in the document itself asks for the entry: only the inline script does.
  expect(html.split(entry!).length - 1).toBe(1);
  // The frames drawn before the entry enters the document, as a module preload or a module script.
  await context.addInitScript(() => {
    const seen = { frames: 0, atPreload: -1, atScript: -1, atConfig: -1 };
    (window as unknown as { entrySeen: typeof seen }).entrySeen = seen;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (seen.atConfig < 0 && String(input) === '/config.json') seen.atConfig = seen.frames;
      return fetch(input, init);
    };
    const count = () => {
      seen.frames += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (seen.atScript < 0 && node instanceof HTMLScriptElement && node.type === 'module') seen.atScript = seen.frames;
        if (seen.atPreload < 0 && node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.href.includes('/assets/index-')) seen.atPreload = seen.frames;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = () => page.evaluate(() => (window as unknown as { entrySeen: { atPreload: number; atScript: number; atConfig: number } }).entrySeen);
  await page.goto('/login');
  await expect(page.locator('form[data-login]')).toBeVisible();
  expect(await seen()).toMatchObject({ atPreload: -1 });
  expect((await seen()).atScript).toBeGreaterThanOrEqual(1);
  // The runtime config is asked for with the entry: after the form's first frame, not before it.
  expect((await seen()).atConfig).toBe((await seen()).atScript);
  expect(await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname)).toBe(entry);

  // A start that may be signed in shows no form to paint first: the entry is preloaded before any frame.
  const signedIn = await context.newPage();
  await signedIn.addInitScript((key) => localStorage.setItem(key, 'a-stored-token'), SESSION_TOKEN_KEY);
  await signedIn.goto('/parking');
  await expect.poll(() => signedIn.evaluate(() => (window as unknown as { entrySeen: { atScript: number } }).entrySeen.atScript)).toBeGreaterThanOrEqual(0);
  expect(await signedIn.evaluate(() => (window as unknown as { entrySeen: { atPreload: number; atConfig: number } }).entrySeen)).toMatchObject({ atPreload: 0, atConfig: 0 });
  await signedIn.close();
});

test("the runtime config is asked for by the document, beside the entry, and the app boots on that one answer", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const configs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configs.push(request.url());
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'a-stored-token'), SESSION_TOKEN_KEY);
  // A signed-in start: its calls wait for the config, and the entry is not in yet.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/config.json');
  await page.goto('/parking', { waitUntil: 'commit' });
  await asked;
  release();
  // The stored token is not a session: the app, booted on that config, sends the start to sign-in.
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.locator('form[data-login]')).toBeVisible();
  expect(configs).toHaveLength(1);
});

test('a cold /login loads nothing of the signed-in screens', async ({ page }) => {
  const chunks = JSON.parse(fs.readFileSync('build-reports/dist/chunks.json', 'utf8')) as ChunkInfo[];
  const requested: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.replace(/^\//, '');
    if (file.endsWith('.js')) requested.push(file);
  });
  await page.goto('/login');
  await expect(page.locator('form[data-login]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  const loaded = requested.map((file) => ({ file, chunk: chunks.find((c) => c.fileName === file) }));
  expect(loaded.filter(({ chunk }) => !chunk).map(({ file }) => file)).toEqual([]);
  // Everything the budget counts for /login (scripts/budget.mjs) loads, and no screen's chunk but the login page's.
  expect(loginClosure('dist').files.filter((file: string) => file.endsWith('.js') && !requested.includes(file))).toEqual([]);
  const screen = /^src\/(features\/[^/]+\/components|app\/(pages|layout))\/[^/]+(Page|Layout)\.tsx$/;
  const screens = loaded.map(({ chunk }) => chunk!.facadeModuleId ?? '').filter((id) => screen.test(id));
  expect(screens).toEqual(['src/features/auth/components/LoginPage.tsx']);
  const screenModules = loaded.flatMap(({ chunk }) => chunk!.modules.filter((m) => screen.test(m) && !m.startsWith('src/features/auth/') && !/RouteError|DeniedPage/.test(m)));
  expect(screenModules).toEqual([]);
  // Nor what only signed-in pages use: the 401/403 watch (src/app/App.tsx), the report filters, the screens' design-system texts.
  const signedInOnly = /^src\/(app\/session\/auth-failure\.tsx|features\/reporting\/model\/|design-system\/i18n\/screens\/)/;
  expect(loaded.flatMap(({ chunk }) => chunk!.modules.filter((m) => signedInOnly.test(m)))).toEqual([]);
});

test('the sign-in form paints and takes input before the app script runs, under the CSP, and the app keeps what was typed', async ({ page }) => {
  const violations = await watchContentSecurityPolicy(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/login', { waitUntil: 'commit' });
  const shell = page.locator('#login-shell');
  await expect(shell.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', 'rgb(23, 89, 170)');
  await expect(shell.getByText('Prijava')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shell.getByLabel('Username').fill('admin');
  await shell.getByLabel('Password').fill('secret');
  release();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.locator('form[data-login] [name="username"]')).toHaveValue('admin');
  await expect(page.locator('form[data-login] [name="password"]')).toHaveValue('secret');
  await expect(page.locator('form[data-login] [name="password"]')).toBeFocused();
  expect(await violations()).toEqual([]);
});

test("a cold public page other than sign-in keeps nothing of index.html's sign-in form, so its own fields are the page's only ones", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.locator('input[name="username"]')).toHaveCount(1);
});
