import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { storyPictureCommands } from './scripts/story-pictures.mjs';
import { storyPages } from './scripts/parallelism.mjs';
import StoryOrder from './scripts/story-order.mjs';

/** Tests run the demo's code paths (src/build-flags.d.ts). */
const SIMULATOR_BUILD = { __SIMULATOR_BUILD__: 'true' };

/**
 * Two projects:
 * - unit: pure logic, the API layer and the simulator, in Node;
 * - storybook: every story as a browser test in Chromium: play functions, axe (any violation
 *   fails), and a visual snapshot compared with the committed baseline (.storybook/vitest.setup.ts).
 */
export default defineConfig({
  test: {
    // The default reporter, then the 10 slowest story files (where the story run's time goes).
    reporters: ['default', './scripts/slowest-files-reporter.mjs'],
    // The story files the longest first (the other projects' files as Vitest orders them).
    sequence: { sequencer: StoryOrder },
    projects: [
      {
        define: SIMULATOR_BUILD,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'simulator/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
          // Worker threads that keep their module cache from file to file: importing the app's modules
          // once instead of per file takes the unit run from about 85 s to 35 s on 2 cores. Each
          // test resets what it changes (the simulator, the runtime config, the token) itself.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
        define: SIMULATOR_BUILD,
        test: {
          name: 'storybook',
          // Its files in several pages of one Chromium side by side (storyPages), served by one Vite
          // server with one dependency cache.
          maxWorkers: storyPages(),
          // A hang guard (see asyncUtilTimeout in .storybook/preview.tsx), not a time budget.
          testTimeout: 90_000,
          // One retry absorbs a rare timing flake under load; a real change fails both attempts.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // Every story file runs in the one page, without reloading the app's modules per file: each
          // story already starts from its own reset simulator, QueryClient, router and i18n (the
          // preview's loader and decorator), so a page per file only added seconds of module loading.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              // The page is tall enough that a story's frame, grown to its content for the picture
              // (.storybook/vitest.setup.ts), is never scaled down to fit.
              contextOptions: {
                viewport: { width: 1280, height: 4000 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                locale: 'hr-HR',
                timezoneId: 'Europe/Zagreb',
              },
            }),
            viewport: { width: 1280, height: 800 },
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            // The pictures' fast path: bytes equal to the reference's need no decoding (scripts/story-pictures.mjs).
            commands: storyPictureCommands,
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
