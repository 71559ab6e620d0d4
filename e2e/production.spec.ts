import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PERSONAS, personaToken } from '../simulator/core/control/personas';
import { watchContentSecurityPolicy } from './fixtures';
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

test("the app's script is fetched at once and runs after the sign-in form's first frame", async ({ page, request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).not.toMatch(/<script[^>]* src=/);
  const entry = /<link rel="modulepreload" crossorigin href="([^"]+)" data-app-entry>/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[^/]+\.js$/);
  // The frames drawn before the entry's module script enters the document.
  await page.addInitScript(() => {
    const seen = { frames: 0, atEntry: -1 };
    (window as unknown as { entryAfter: typeof seen }).entryAfter = seen;
    const count = () => {
      seen.frames += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (seen.atEntry < 0 && added.some((node) => node instanceof HTMLScriptElement && node.type === 'module')) seen.atEntry = seen.frames;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.locator('form[data-login]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { entryAfter: { atEntry: number } }).entryAfter.atEntry)).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname)).toBe(entry);
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
