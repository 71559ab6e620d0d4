import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';
import { mdxPluginOptions } from './mdx-options';

/**
 * The files whose components a docs page documents (its Controls table reads their props): the
 * app's React components and the flows' journey. Storybook's docgen would otherwise parse every
 * module it serves (the simulator, the API layer, Storybook's own set-up, the story files) and
 * write a source map for each.
 */
const DOCUMENTED = /\/(src|stories)\/(?!.*\.stories\.tsx$).+\.tsx$/;

/** Storybook's docgen plugin, narrowed to the documented files; any other plugin as it is. */
export function docgenOnDocumented(plugin: PluginOption): PluginOption {
  if (!plugin || typeof plugin !== 'object' || !('transform' in plugin) || plugin.name !== 'storybook:react-docgen-plugin') return plugin;
  const { transform } = plugin;
  if (typeof transform !== 'function') return plugin;
  const narrowed: Plugin = {
    ...plugin,
    transform(code, id, options) {
      return DOCUMENTED.test(id) ? transform.call(this, code, id, options) : undefined;
    },
  };
  return narrowed;
}

/** The app build's plugins that Storybook's build leaves out. */
const APP_ONLY_PLUGINS = new Set(['portal-production-output', 'portal-route-facts-out-of-the-app', 'portal-document-first']);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    { name: '@storybook/addon-docs', options: { mdxPluginOptions } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  // The simulator's pages that a frame navigates to (the zone map URL's stand-in), as the app's dev server serves them.
  staticDirs: ['../public', { from: '../simulator/core/static', to: '/__simulator' }],
  // Storybook composes the published Storybook of every dependency whose package.json names one
  // (@chakra-ui/react does): a ref that loads from the internet, and fails offline. Every such ref is
  // disabled, so the built Storybook loads nothing from outside.
  refs: (autoRefs) =>
    Object.fromEntries(Object.keys(autoRefs ?? {}).map((id) => [id, { disable: true }])),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Stories run on the simulator: the demo's code paths are built in (src/build-flags.d.ts).
  // The app's production-output plugin (it removes the msw worker from a production build) is not
  // Storybook's: the built Storybook runs on the simulator and needs the worker. Nor is the one that
  // removes the routes' spec sections and sample parameters from the app: the Screens catalogue shows
  // the sections.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && APP_ONLY_PLUGINS.has(plugin.name)))
      .map(docgenOnDocumented),
    define: { ...viteConfig.define, __SIMULATOR_BUILD__: 'true' },
  }),
};

export default config;
