import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PERSONAS, personaToken } from '../simulator/core/control/personas';
import { watchContentSecurityPolicy } from './fixtures';

interface ChunkInfo {
  fileName: string;
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
