import fs from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { chooseFromUserMenu, expect, expectToastShown, fillNewWorkingPeriod, signIn, test, watchContentSecurityPolicy } from './fixtures';
import { downloadDetailReports } from './reports';
import { readRouteTable } from './route-table';
import { freePort, startPortal, startSimulator, type Running } from '../scripts/deploy-server';

/**
 * The production build deployed as docs/deployment.md says: nginx with deploy/nginx/ and the headers
 * `npm run headers` writes from the deployment's config.json, /api/ passed to the simulator over HTTP
 * (scripts/deploy-server.ts). The API on a second host name is api.example.test beside
 * portal.example.test, both mapped to this machine by the project's host resolver rules.
 */
const PORTAL_HOST = 'portal.example.test';
const API_HOST = 'api.example.test';

let simulator: Running;
let portalPort: number;

/** A deployment's config.json: the API behind the portal's /api/, the map's servers on the simulator's origin. */
function deployment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const geo = `http://127.0.0.1:${simulator.port}/__simulator/geo`;
  return {
    apiBaseUrl: '/api',
    simulator: false,
    tokenAuth: { enabled: true, header: 'Authorization', scheme: 'Token' },
    csrf: { enabled: true, cookie: 'csrftoken', header: 'X-CSRFToken' },
    botCheck: { provider: 'none', siteKey: '' },
    map: {
      tileUrl: `${geo}/tiles/street/{z}/{x}/{y}.svg`,
      satelliteUrl: `${geo}/tiles/satellite/{z}/{x}/{y}.svg`,
      geocoderUrl: `${geo}/search`,
      tileAttribution: '© OpenStreetMap contributors',
      satelliteAttribution: 'Tiles © Esri',
    },
    ...overrides,
  };
}

/** nginx serving dist/ with `config` (on the port the simulator allows, unless told), for the length of `body`. */
async function withPortal(config: Record<string, unknown>, body: (origin: string) => Promise<void>, port?: number) {
  const portal = await startPortal({ config, apiPort: simulator.port, port: port ?? portalPort });
  try {
    await body(portal.origin);
  } finally {
    await portal.stop();
  }
}

test.beforeAll(async () => {
  // The map's servers answer the portal's page with CORS: it is an origin the simulator allows.
  portalPort = await freePort();
  simulator = await startSimulator({ allowedOrigins: [`http://127.0.0.1:${portalPort}`] });
});

test.afterAll(async () => {
  await simulator?.stop();
});

/** Document answers that lack the policy, or are not the app's page. */
function watchDocuments(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'document') return;
    const headers = response.headers();
    const where = new URL(response.url()).pathname;
    if (response.status() !== 200) problems.push(`${where}: ${response.status()}`);
    if (!headers['content-security-policy']?.includes("script-src 'self'")) problems.push(`${where}: no content security policy`);
    if (!(headers['content-type'] ?? '').startsWith('text/html')) problems.push(`${where}: ${headers['content-type']}`);
  });
  return problems;
}

async function expectRendered(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main[data-route-error]'), `${path}: the route error screen`).toHaveCount(0);
}

test('every route of the route table renders from nginx, each a cold load under the enforced policy, with no violation', async ({ page }) => {
  const routes = readRouteTable();
  test.setTimeout((routes.publicPaths.length + routes.privatePaths.length + 2) * 20_000);
  await withPortal(deployment(), async (origin) => {
    const violations = await watchContentSecurityPolicy(page);
    const documents = watchDocuments(page);
    for (const path of [...routes.publicPaths, routes.unknownPath]) {
      await test.step(`signed out: ${path}`, async () => {
        await page.goto(`${origin}${path}`);
        await expectRendered(page, path);
      });
    }
    await page.goto(`${origin}/login`);
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /^Korisnički izbornik/ })).toBeVisible();
    for (const path of routes.privatePaths) {
      await test.step(`admin: ${path}`, async () => {
        await page.goto(`${origin}${path}`);
        await expectRendered(page, path);
        await expect(page, path).not.toHaveURL(/\/login/);
      });
    }
    expect(documents).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

/** Where each real bot check's script comes from (src/features/auth/components/BotCheck.tsx). */
const BOT_CHECKS = [
  { provider: 'turnstile', script: 'https://challenges.cloudflare.com/turnstile/v0/api.js**', global: 'turnstile' },
  { provider: 'hcaptcha', script: 'https://js.hcaptcha.com/1/api.js**', global: 'hcaptcha' },
] as const;

for (const check of BOT_CHECKS) {
  test(`with ${check.provider} as the bot check, the policy lets its script run on the reset-password page`, async ({ page }) => {
    await withPortal(deployment({ botCheck: { provider: check.provider, siteKey: 'site-key' } }), async (origin) => {
      const violations = await watchContentSecurityPolicy(page);
      // No outside network: the provider's script is a stand-in that draws a marker where the widget goes.
      await page.route(check.script, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `window.${check.global} = { render(el, options) { const m = document.createElement('p'); m.textContent = 'widget ' + options.sitekey; el.append(m); return 'w'; } };`,
        }),
      );
      await page.goto(`${origin}/reset-password`);
      await expect(page.getByText('widget site-key')).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });
}

test('a cold deep link renders, a missing asset is 404; hashed files are cached, the page and config.json revalidate; text is compressed', async ({ page, request }) => {
  await withPortal(deployment(), async (origin) => {
    // A deep link opened cold: the app's page, which asks to sign in and then shows the link's screen.
    const deepLink = `${origin}/parking/provider/1/zone`;
    expect((await page.goto(deepLink))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(deepLink);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.reload())?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main[data-route-error]')).toHaveCount(0);

    const gzip = { 'Accept-Encoding': 'gzip' };
    const html = await request.get(`${origin}/`, { headers: gzip });
    // The entry's script, as the page names it; a style sheet of a lazy chunk (the entry's own is in the page).
    const script = /<meta name="entry" content="(\/assets\/[^"]+\.js)">/.exec(await html.text())?.[1];
    const style = fs.readdirSync('dist/assets').find((file) => file.endsWith('.css'));
    expect(script && style).toBeTruthy();

    const missing = await request.get(`${origin}/assets/index-missing.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();

    for (const path of [script!, `/assets/${style!}`]) {
      const asset = await request.get(`${origin}${path}`, { headers: gzip });
      expect(asset.status(), path).toBe(200);
      expect(asset.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding'], path).toBe('gzip');
      expect(asset.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    for (const path of ['/', '/index.html', '/config.json', '/obracuni']) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['cache-control'], path).toBe('no-cache');
      expect(answer.headers()['etag'] ?? answer.headers()['last-modified'], path).toBeTruthy();
    }
    const manifest = await request.get(`${origin}/manifest.webmanifest`, { headers: gzip });
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(manifest.headers()['content-encoding']).toBe('gzip');
    expect((await request.get(`${origin}/config.json`, { headers: gzip })).headers()['content-encoding']).toBe('gzip');
  });
});

test('sign-in, a report and its PDF through nginx, with the API behind its /api/', async ({ page }) => {
  await withPortal(deployment(), async (origin) => {
    const violations = await watchContentSecurityPolicy(page);
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiHosts.add(url.origin);
    });
    await page.goto(`${origin}/login`);
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('.highcharts-root').first()).toBeVisible();
    await page.goto(`${origin}/parking/provider/1?od=2026-10-01&do=2026-10-31`);
    await expect(page.getByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    const { pdf } = await downloadDetailReports(page);
    expect(pdf.name).toMatch(/\.pdf$/);
    expect([...apiHosts]).toEqual([origin]);
    expect(await violations()).toEqual([]);
  });
});

test('over HTTPS the site answers with HTTP/2: a partner\'s first screen, its code, the API behind /api/ and its fonts, under the policy', async ({ browser }) => {
  const portal = await startPortal({ config: deployment(), apiPort: simulator.port, tls: true });
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: { url: string; protocol: string }[] = [];
    cdp.on('Network.responseReceived', ({ response }) => answers.push({ url: response.url, protocol: response.protocol ?? 'unknown' }));
    const violations = await watchContentSecurityPolicy(page);
    await page.goto(`${portal.origin}/login`);
    await signIn(page, 'parking');
    await expect(page.getByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    const own = answers.filter((answer) => answer.url.startsWith(portal.origin));
    const kinds = (pattern: RegExp) => own.filter((answer) => pattern.test(new URL(answer.url).pathname)).length;
    expect(kinds(/^\/assets\/.+\.js$/)).toBeGreaterThan(10);
    expect(kinds(/^\/assets\/.+\.woff2$/)).toBeGreaterThan(0);
    expect(kinds(/^\/api\//)).toBeGreaterThan(2);
    expect(own.filter((answer) => answer.protocol !== 'h2').map((answer) => `${answer.url} ${answer.protocol}`)).toEqual([]);
    expect(await violations()).toEqual([]);
  } finally {
    await context.close();
    await portal.stop();
  }
});

test('session auth with the API on another host: sign-in, a working-period proposal and logout carry the CSRF token', async ({ page }) => {
  // The backend as Django with CSRF_COOKIE_DOMAIN on the shared parent domain and CORS with
  // credentials for the portal's origin (docs/deployment.md).
  const port = await freePort();
  const portalOrigin = `http://${PORTAL_HOST}:${port}`;
  const api = await startSimulator({ wire: 'minimal', allowedOrigins: [portalOrigin], csrfCookieDomain: 'example.test' });
  const apiOrigin = `http://${API_HOST}:${api.port}`;
  const geo = `${apiOrigin}/__simulator/geo`;
  const config = deployment({
    apiBaseUrl: `${apiOrigin}/api`,
    tokenAuth: { enabled: false, header: 'Authorization', scheme: 'Token' },
    map: { tileUrl: `${geo}/tiles/street/{z}/{x}/{y}.svg`, satelliteUrl: `${geo}/tiles/satellite/{z}/{x}/{y}.svg`, geocoderUrl: `${geo}/search` },
  });
  try {
    await withPortal(config, async () => {
      const violations = await watchContentSecurityPolicy(page);
      const writes: string[] = [];
      page.on('response', (response: Response) => {
        const request = response.request();
        if (request.method() !== 'GET' && request.method() !== 'OPTIONS' && response.url().startsWith(apiOrigin)) {
          writes.push(`${request.method()} ${new URL(response.url()).pathname} ${response.status()}`);
        }
      });
      await page.goto(`${portalOrigin}/login`);
      await signIn(page, 'parking');
      await expect(page.getByRole('button', { name: /^Korisnički izbornik/ })).toBeVisible();
      expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )csrftoken=/);

      await page.goto(`${portalOrigin}/parking/provider/1/zone`);
      const form = await fillNewWorkingPeriod(page, 'E2E radno vrijeme s API-jem na drugom hostu');
      await form.getByRole('button', { name: 'Spremi' }).click();
      await expectToastShown(page, 'Zahtjev za promjenu je poslan na odobrenje.');
      // Saved, the form goes back to the zones, and focus then moves to that screen's heading; a
      // menu opened before that would lose its focus and close, as a person's would.
      await expect(page).toHaveURL(`${portalOrigin}/parking/provider/1/zone`);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      await chooseFromUserMenu(page, 'Odjava');
      await expect(page).toHaveURL(`${portalOrigin}/login`);
      expect(writes.filter((line) => !/ 20\d$/.test(line)), writes.join(', ')).toEqual([]);
      expect(writes.map((line) => line.split(' ')[1])).toEqual(expect.arrayContaining(['/api/auth/login/', '/api/auth/logout/']));
      expect(await violations()).toEqual([]);
    }, port);
  } finally {
    await api.stop();
  }
});
