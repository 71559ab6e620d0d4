/**
 * Set by vite.config.ts at build time. False in the production build (`npm run build`): every
 * branch that starts the simulator or shows the demo is dead code there, so the bundler drops the
 * simulator, msw, faker, the demo panel and the demo accounts from it. True in the demo build, the
 * dev server, Storybook and the tests.
 */
declare const __SIMULATOR_BUILD__: boolean;
