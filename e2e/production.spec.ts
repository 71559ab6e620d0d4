import fs from 'node:fs';
import { expect, test } from '@playwright/test';

interface ChunkInfo {
  fileName: string;
  modules: string[];
}

/** The chunks of the production build that hold msw, @msw/data, faker or simulator code. */
function simulatorChunks(): string[] {
  const chunks = JSON.parse(fs.readFileSync('dist/.vite/chunks.json', 'utf8')) as ChunkInfo[];
  return chunks
    .filter((c) => c.modules.some((m) => /node_modules\/(msw|@msw|@faker-js)\/|^simulator\//.test(m)))
    .map((c) => c.fileName);
}

test('the production build with the simulator off never downloads msw, faker or simulator code', async ({ page }) => {
  const heavy = simulatorChunks();
  expect(heavy.length, 'the build does contain a lazy simulator chunk').toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const config = await page.evaluate(async () => (await fetch('/config.json')).json());
  expect(config.simulator).toBe(false);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  for (const file of heavy) expect(requested).not.toContain(`/${file}`);
  expect(requested.some((p) => p.includes('mockServiceWorker'))).toBe(false);
  // The simulator's stand-in pages are not in the build.
  expect(fs.existsSync('dist/__simulator')).toBe(false);
});
