import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { e2eWorkers } from './scripts/parallelism.mjs';

/**
 * End-to-end against the built app:
 * - demo: `npm start` itself, the demo build as users start it (the simulator in the browser):
 *   every journey, and every route opened cold (e2e/start.spec.ts);
 * - production: dist (simulator off), to prove it never downloads msw, faker or simulator code;
 * - http: dist pointed at the simulator served as a real HTTP server;
 * - phone: the demo at 390 × 844 with touch (e2e/phone.spec.ts);
 * - minimal: dist, token auth off, pointed at the simulator over HTTP in its minimal wire (only the
 *   specs' keys, bodiless write answers, a cookie session with CSRF): the journeys against a backend
 *   that gives what the specs promise and no more.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker a core and one more (a journey waits part of its time): 3 on 2 cores keep both busy.
  // E2E_WORKERS=N asks for N (scripts/parallelism.mjs).
  workers: e2eWorkers(),
  // As the stories: one retry absorbs a rare timing flake on a busy machine, and the list reporter
  // names it as flaky; a change that breaks a journey fails both attempts.
  retries: process.env.CI ? 1 : 0,
  // Hang guards, not time budgets: every wait in the suite is a condition, so these only let a
  // correct journey finish on a busy 2-core machine. They are set for a slow one: on a virtual
  // machine whose kernel calls are dear, a cold load of the demo took 3 to 4 s alone and up to 30 s
  // beside two other workers, and the longest journey took 89 s.
  timeout: 240_000,
  expect: { timeout: 45_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    trace: 'off',
  },
  // Workers take tests in the order of this list. The minimal and http journeys share one simulator
  // server each and run one after another (about 105 s and 37 s): they go first, beside the demo's
  // journeys, instead of last with the other workers idle.
  projects: [
    { name: 'minimal', testMatch: /minimal\.spec\.ts/, use: { baseURL: 'http://localhost:4176' } },
    { name: 'http', testMatch: /http\.spec\.ts/, use: { baseURL: 'http://localhost:4175' } },
    { name: 'production', testMatch: /production\.spec\.ts/, use: { baseURL: 'http://localhost:4174' } },
    // Each test has its own browser context, and so its own simulator: any two run side by side.
    { name: 'demo', testIgnore: /(production|http|minimal|phone)\.spec\.ts/, fullyParallel: true, use: { baseURL: 'http://localhost:4173' } },
    // The demo on a phone: touch, a phone's viewport and its zoom rules (isMobile). bypassCSP lets the
    // spec add axe to the page for its target-size check.
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts/,
      fullyParallel: true,
      use: { baseURL: 'http://localhost:4173', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true },
    },
  ],
  webServer: [
    {
      // `npm start` itself: builds the demo into dist-demo and serves it, as a user starts it.
      command: 'npm start',
      url: 'http://localhost:4173/config.json',
      reuseExistingServer: false,
      env: { PORT: '4173' },
      timeout: 120_000,
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
      // The simulator in its minimal wire over HTTP (npm run simulator -- --wire=minimal).
      command: 'node scripts/simulator.mjs --wire=minimal',
      url: 'http://localhost:4013/__simulator/state',
      reuseExistingServer: false,
      env: { PORT: '4013' },
    },
    {
      // The production build with token auth off, pointed at it (config/e2e-minimal.json).
      command: 'npx vite preview --port 4176 --strictPort --outDir dist',
      url: 'http://localhost:4176/config.json',
      reuseExistingServer: false,
      env: { OUT_DIR: 'dist', PORTAL_CONFIG: 'config/e2e-minimal.json' },
    },
    {
      command: 'npx vite preview --port 4174 --strictPort --outDir dist',
      url: 'http://localhost:4174/config.json',
      reuseExistingServer: false,
      env: { OUT_DIR: 'dist' },
    },
  ],
});
