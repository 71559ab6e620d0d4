import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { CHAKRA_THEME_MODULES, STYLES_INSERTED_IN_RENDER } from './vite.config';

/** Tests run the demo's code paths (src/build-flags.d.ts). */
const SIMULATOR_BUILD = { __SIMULATOR_BUILD__: 'true' };

/**
 * The packages the stories load in the browser, some only behind an import() (charts, maps, PDF,
 * Excel). Vite optimises them all before the first story runs: a package discovered mid-run would
 * make Vite re-optimise and reload the page, and the story files loading then would fail to import.
 */
const BROWSER_DEPENDENCIES = [
  '@chakra-ui/react',
  '@chakra-ui/react/theme',
  '@emotion/react',
  '@faker-js/faker/locale/hr',
  '@hookform/resolvers/zod',
  '@msw/data',
  '@msw/data/extensions',
  '@msw/data/extensions/persist',
  '@msw/data/extensions/sync',
  '@react-pdf/renderer',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@turf/area',
  '@turf/boolean-point-in-polygon',
  '@turf/helpers',
  '@turf/intersect',
  '@turf/kinks',
  'date-fns',
  'date-fns/locale/en-GB',
  'date-fns/locale/hr',
  'exceljs',
  'highcharts-react-official',
  'highcharts/esm/highcharts.js',
  'highcharts/esm/highcharts-3d.js',
  'highcharts/esm/modules/accessibility.js',
  'i18next',
  'leaflet',
  'leaflet-draw',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'pdfjs-dist/legacy/build/pdf.mjs',
  'react',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react-i18next',
  'react-leaflet',
  'react-router-dom',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'zod',
  'zod/mini',
  'zod/v4/core',
];

/**
 * Two projects:
 * - unit: pure logic, the API layer and the simulator, in Node;
 * - storybook: every story as a browser test in Chromium: play functions, axe (any violation
 *   fails), and a picture compared with the committed baseline (.storybook/vitest.setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        define: SIMULATOR_BUILD,
        resolve: { alias: [CHAKRA_THEME_MODULES, STYLES_INSERTED_IN_RENDER] },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'simulator/**/*.test.ts', 'scripts/**/*.test.ts', '.storybook/**/*.test.ts'],
          testTimeout: 20_000,
          // Worker threads keep their module cache from file to file; each test resets what it
          // changes (the simulator, the runtime config, the token) itself.
          pool: 'threads',
          isolate: false,
          // `vitest run` runs this project first, then the stories.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
        define: SIMULATOR_BUILD,
        resolve: { alias: [CHAKRA_THEME_MODULES, STYLES_INSERTED_IN_RENDER] },
        optimizeDeps: { include: BROWSER_DEPENDENCIES },
        test: {
          name: 'storybook',
          sequence: { groupOrder: 1 },
          // A page a core, all served by one Vite server.
          maxWorkers: '100%',
          // A hang guard (see asyncUtilTimeout in .storybook/preview.tsx), not a time budget.
          testTimeout: 90_000,
          // One retry absorbs a rare timing flake under load; a real change fails both attempts.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // Each story starts from its own reset simulator, QueryClient, router and i18n (the
          // preview's loader and decorator), so the story files share one page's modules.
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
