import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end against the built app:
 * - demo: dist-demo (the simulator in the browser, as a built demo serves it);
 * - production: dist (simulator off), to prove it never downloads msw, faker or simulator code;
 * - http: dist pointed at the simulator served as a real HTTP server.
 * And against `npm start` itself:
 * - dev-server: the Vite dev server in demo mode, every route opened cold (e2e/dev-server.spec.ts);
 * - dev-server-journeys: the zones, platform and statistics journeys against the same dev server.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Hang guards, not time budgets: every wait in the suite is a condition, so these only let a
  // correct journey finish on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    trace: 'off',
  },
  projects: [
    { name: 'demo', testIgnore: /(production|http|dev-server)\.spec\.ts/, use: { baseURL: 'http://localhost:4173' } },
    { name: 'production', testMatch: /production\.spec\.ts/, use: { baseURL: 'http://localhost:4174' } },
    { name: 'http', testMatch: /http\.spec\.ts/, use: { baseURL: 'http://localhost:4175' } },
    {
      name: 'dev-server',
      testMatch: /dev-server\.spec\.ts/,
      // Every cold load transforms and fetches the app module by module: slower than a build.
      fullyParallel: true,
      timeout: 120_000,
      expect: { timeout: 20_000 },
      use: { baseURL: 'http://localhost:4176', navigationTimeout: 60_000 },
    },
    {
      // The journeys of the operations screens (zones and approvals, platform, statistics) again
      // under `npm start`, once the dev-server project has warmed it up.
      name: 'dev-server-journeys',
      testMatch: /(zones|platform|paydo-statistics)\.spec\.ts/,
      dependencies: ['dev-server'],
      timeout: 90_000,
      expect: { timeout: 20_000 },
      use: { baseURL: 'http://localhost:4176', navigationTimeout: 60_000 },
    },
  ],
  webServer: [
    {
      command: 'npx vite preview --mode demo --port 4173 --strictPort --outDir dist-demo',
      url: 'http://localhost:4173/config.json',
      reuseExistingServer: false,
      env: { OUT_DIR: 'dist-demo' },
    },
    {
      // The production build pointed at the simulator served over HTTP (npm run simulator).
      command: 'node scripts/simulator.mjs',
      url: 'http://localhost:4011/__simulator/state',
      reuseExistingServer: false,
      env: { PORT: '4011' },
    },
    {
      command: 'npx vite preview --port 4175 --strictPort --outDir dist',
      url: 'http://localhost:4175/config.json',
      reuseExistingServer: false,
      env: { OUT_DIR: 'dist', PORTAL_CONFIG: 'config/e2e-http.json' },
    },
    {
      command: 'npx vite preview --port 4174 --strictPort --outDir dist',
      url: 'http://localhost:4174/config.json',
      reuseExistingServer: false,
      env: { OUT_DIR: 'dist' },
    },
    {
      // `npm start` itself (vite --mode demo --port $PORT --strictPort), for the dev-server project.
      command: 'npm start',
      url: 'http://localhost:4176/config.json',
      reuseExistingServer: false,
      env: { PORT: '4176' },
      timeout: 120_000,
    },
  ],
});
