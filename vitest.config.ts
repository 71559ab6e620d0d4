import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * Two projects:
 * - unit: pure logic, the API layer and the simulator, in Node;
 * - storybook: every story as a browser test in Chromium: play functions, axe (any violation
 *   fails), and a visual snapshot compared with the committed baseline (.storybook/vitest.setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'simulator/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // One retry absorbs a rare timing flake under load; a real change fails both attempts.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'hr-HR', timezoneId: 'Europe/Zagreb' },
            }),
            viewport: { width: 1280, height: 800 },
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
