import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * End-to-end against the built app. Playwright starts every server itself (webServer); the
 * production build (dist) must exist first: `npm run test:e2e` builds it, `npm test` has by then.
 * - demo: `npm start` itself, the demo as users start it (the simulator in the browser): every
 *   journey, and every route opened cold (e2e/start.spec.ts);
 * - production: dist (simulator off), to prove it never downloads msw, faker or simulator code;
 * - http: dist pointed at the simulator served as a real HTTP server;
 * - phone: the demo at 390 × 844 with touch (e2e/phone.spec.ts);
 * - minimal: dist, token auth off, pointed at the simulator over HTTP in its minimal wire (only the
 *   specs' keys, bodiless write answers, a cookie session with CSRF);
 * - contract: the read-only contract suite against `npm run simulator`;
 * - deploy: dist as docs/deployment.md deploys it, served by nginx through deploy/nginx/, which the
 *   spec starts itself (scripts/deploy-server.ts); portal.example.test and api.example.test are this machine.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // A browser a core: a journey waits for its page part of the time.
  workers: '100%',
  // One retry absorbs a rare timing flake on a busy CI machine; the list reporter names it flaky.
  retries: process.env.CI ? 1 : 0,
  // Hang guards, not time budgets: every wait in the suite is a condition.
  timeout: 240_000,
  expect: { timeout: 45_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/e2e-junit.xml' }]] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    trace: 'on-first-retry',
  },
  // Workers take tests in this order: the minimal and http journeys share one simulator server each
  // and run one after another, so they start first, beside the demo's journeys.
  projects: [
    { name: 'minimal', testMatch: /(minimal|django-session)\.spec\.ts/, use: { baseURL: 'http://localhost:4176' } },
    { name: 'http', testMatch: /http\.spec\.ts/, use: { baseURL: 'http://localhost:4175' } },
    { name: 'contract', testMatch: /contract\.spec\.ts/ },
    {
      name: 'deploy',
      testMatch: /deploy\.spec\.ts/,
      use: {
        launchOptions: {
          ...chromiumLaunchOptions(),
          args: [...chromiumArgs, '--host-resolver-rules=MAP portal.example.test 127.0.0.1, MAP api.example.test 127.0.0.1'],
        },
      },
    },
    { name: 'production', testMatch: /production\.spec\.ts/, use: { baseURL: 'http://localhost:4174' } },
    // Each test has its own browser context, and so its own simulator: any two run side by side.
    { name: 'demo', testIgnore: /(production|http|minimal|django-session|contract|phone|deploy)\.spec\.ts/, fullyParallel: true, use: { baseURL: 'http://localhost:4173' } },
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
      command: 'npm start -- --no-watch',
      url: 'http://localhost:4173/config.json',
      env: { PORT: '4173' },
      timeout: 600_000,
    },
    // The simulator served over HTTP (npm run simulator), for the http journeys and the contract suite.
    { command: 'npm run simulator', url: 'http://localhost:4011/__simulator/state', env: { PORT: '4011' } },
    { command: 'npm run simulator', url: 'http://localhost:4012/__simulator/state', env: { PORT: '4012' } },
    { command: 'npm run simulator -- --wire=minimal', url: 'http://localhost:4013/__simulator/state', env: { PORT: '4013' } },
    // The production build: pointed at the simulator over HTTP, then with token auth off pointed at
    // the minimal wire (config/e2e-*.json), then as deployed.
    {
      command: 'npx vite preview --port 4175 --strictPort --outDir dist',
      url: 'http://localhost:4175/config.json',
      env: { OUT_DIR: 'dist', PORTAL_CONFIG: 'config/e2e-http.json' },
    },
    {
      command: 'npx vite preview --port 4176 --strictPort --outDir dist',
      url: 'http://localhost:4176/config.json',
      env: { OUT_DIR: 'dist', PORTAL_CONFIG: 'config/e2e-minimal.json' },
    },
    { command: 'npx vite preview --port 4174 --strictPort --outDir dist', url: 'http://localhost:4174/config.json', env: { OUT_DIR: 'dist' } },
  ],
});
