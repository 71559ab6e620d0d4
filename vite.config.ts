import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { STATIC_PAGE_HEADERS, staticPage, staticPageNames } from './simulator/core/static-pages';
import { securityHeaders, type HeaderConfig } from './scripts/security-headers';
import { buildReportPath } from './scripts/build-reports.mjs';
import { withEntryAfterShell, withLoginShell } from './scripts/login-shell';
import { CHAKRA_SYSTEM_MODULE, withFastTokenCss } from './scripts/chakra-token-css';
import { CHAKRA_MERGE_CONFIG_MODULE, withClonedMerge, withSystemSteps } from './scripts/chakra-system-steps';
import { factsOf, firstPaintClosure, type ModuleGraph } from './scripts/first-paint-closure';

/**
 * One build serves every environment: the app reads /config.json at boot.
 * The file served (dev) or emitted (build) is chosen by PORTAL_CONFIG, else by mode:
 * demo and development run on the simulator, production talks to the real API.
 */
function configFile(mode: string): string {
  return process.env.PORTAL_CONFIG ?? path.resolve('config', mode === 'production' ? 'production.json' : 'demo.json');
}

function runtimeConfig(mode: string): Plugin {
  const file = configFile(mode);
  const read = () => fs.readFileSync(file, 'utf8');
  return {
    name: 'portal-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(read());
      });
    },
    configurePreviewServer(server) {
      // A production build is previewed under the headers a deployment sends (docs/deployment.md).
      if (mode === 'production') {
        const headers = securityHeaders(JSON.parse(read()) as HeaderConfig);
        server.middlewares.use((_req, res, next) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          next();
        });
      }
      server.middlewares.use('/config.json', (_req, res, next) => {
        if (process.env.PORTAL_CONFIG) {
          res.setHeader('Content-Type', 'application/json');
          res.end(read());
        } else next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: read() });
    },
  };
}

/**
 * The simulator's pages that the browser navigates to (simulator/core/static-pages.ts), under
 * /__simulator/: the dev server serves them while its runtime config runs the simulator; a build
 * emits them only when its config does, so a production build never contains them. Storybook
 * serves the same folder (.storybook/main.ts).
 */
function simulatorPages(mode: string): Plugin {
  const simulatorOn = () => (JSON.parse(fs.readFileSync(configFile(mode), 'utf8')) as { simulator?: boolean }).simulator === true;
  return {
    name: 'portal-simulator-pages',
    configureServer(server) {
      server.middlewares.use('/__simulator', (req, res, next) => {
        const page = (req.method === 'GET' || req.method === 'HEAD') && simulatorOn() ? staticPage(req.url ?? '') : null;
        if (!page) return next();
        res.writeHead(200, STATIC_PAGE_HEADERS).end(req.method === 'HEAD' ? undefined : page);
      });
    },
    generateBundle() {
      if (!simulatorOn()) return;
      for (const name of staticPageNames()) {
        this.emitFile({ type: 'asset', fileName: `__simulator/${name}`, source: staticPage(name)! });
      }
    },
  };
}

/**
 * index.html carries the sign-in form, drawn before the app's script runs (scripts/login-shell.ts);
 * with the demo accounts when the config runs the simulator, as the login page shows them.
 */
function loginShell(mode: string): Plugin {
  const simulatorOn = () => (JSON.parse(fs.readFileSync(configFile(mode), 'utf8')) as { simulator?: boolean }).simulator === true;
  return {
    name: 'portal-login-shell',
    transformIndexHtml: { order: 'pre', handler: (html) => withLoginShell(html, { demo: simulatorOn() }) },
  };
}

/**
 * The sign-in form's first paint waits for the document alone (docs/decisions/login-shell.md):
 * - the entry's style sheet (the web font's faces, src/design-system/theme/fonts.ts) is written into
 *   index.html as a <style>, not fetched by a second request. The sheet is removed from the output
 *   and from the entry chunk's CSS, so the chunk report (written after this, `enforce: 'post'`)
 *   describes what a page fetches;
 * - the entry's script is not in the document: the shell's inline script asks for it after the
 *   shell's first paint, or at once (a module preload) where no shell shows (scripts/login-shell.ts).
 */
export function documentFirst(): Plugin {
  return {
    name: 'portal-document-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(built, { bundle, chunk }) {
        if (!bundle) return built;
        const html = withEntryAfterShell(built);
        return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g, (tag, fileName: string) => {
          const sheet = bundle[fileName];
          if (sheet?.type !== 'asset') return tag;
          delete bundle[fileName];
          chunk?.viteMetadata?.importedCss.delete(fileName);
          return `<style>${String(sheet.source).trim()}</style>`;
        });
      },
    },
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Minified bytes of a chunk per source, from its source map: each mapped segment's bytes (up to the
 * next segment on its line) go to the segment's source. Used only when PORTAL_MODULE_SIZES is set.
 */
function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) {
        source += values[1] ?? 0;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    segments.forEach(([start, src], i) => {
      if (src < 0) return;
      const name = map.sources[src] ?? '';
      const end = segments[i + 1]?.[0] ?? text.length;
      totals.set(name, (totals.get(name) ?? 0) + Buffer.byteLength(text.slice(start, end)));
    });
  });
  return totals;
}

/** Where the chunk report of a build goes: build-reports/<out dir>/chunks.json. */
function chunkReportPath(outDir: string): string {
  return buildReportPath(outDir, 'chunks.json');
}

/**
 * The production build's output holds only what a deployment serves: public/'s msw worker
 * (mockServiceWorker.js) is the demo's and is removed from it.
 */
function productionOutput(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-production-output',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mode !== 'production') return;
      fs.rmSync(path.resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** The modules that define routes: each feature's routes.ts and the route table (routes no feature owns). */
const ROUTE_DEFINITIONS = /\/src\/(features\/[^/]+\/routes|routing\/route-table)\.ts$/;
/**
 * The facts of a route that are not the app's, each on its own line: its spec section (one
 * single-quoted string) and its sample parameters (one flat object of strings).
 */
const NOT_THE_APPS = [/^[ \t]*spec:\s*'(?:[^'\\\n]|\\.)*',[ \t]*\n/gm, /^[ \t]*sampleParams:\s*\{[^{}\n]*\},[ \t]*\n/gm];

/**
 * A route's spec section is the Storybook catalogue's and its sample parameters the journeys' and
 * the bench's (a demo reset token), never the app's: the build removes both from every route
 * definition, so the entry, which holds the route table, carries neither. One written in another
 * form fails the build rather than reach the entry. Storybook keeps them (.storybook/main.ts leaves
 * this plugin out); scripts and tests read the sources.
 */
export function routeFactsOutOfTheApp(): Plugin {
  return {
    name: 'portal-route-facts-out-of-the-app',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_DEFINITIONS.test(id)) return undefined;
      const stripped = NOT_THE_APPS.reduce((text, line) => text.replace(line, ''), code);
      if (/\b(spec|sampleParams):/.test(stripped)) this.error(`${id}: write each route's spec and sampleParams on one line each`);
      return { code: stripped, map: null };
    },
  };
}

/**
 * Writes build-reports/<out dir>/chunks.json: every chunk with its imports and the modules in it,
 * so scripts/budget.mjs can measure what /login loads and prove what it never contains.
 * With PORTAL_MODULE_SIZES=1 (`budget.mjs --top`, `npm run bench -- --top`) it also records the
 * minified bytes of every module, from hidden source maps that are not written to the output.
 */
function chunkReport(): Plugin {
  return {
    name: 'portal-chunk-report',
    enforce: 'post',
    generateBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => {
          const modules = chunk.moduleIds.map((id) => path.relative(process.cwd(), id.replace(/^\0/, '')));
          const report = {
            fileName: chunk.fileName,
            isEntry: chunk.isEntry,
            facadeModuleId: chunk.facadeModuleId ? path.relative(process.cwd(), chunk.facadeModuleId) : null,
            imports: chunk.imports,
            dynamicImports: chunk.dynamicImports,
            css: [...(chunk.viteMetadata?.importedCss ?? [])],
            modules,
          };
          if (!chunk.map) return report;
          const dir = path.dirname(path.resolve(outDir, chunk.fileName));
          const sizes = new Map(
            [...bytesPerSource(chunk.code, chunk.map)].map(([source, bytes]) => [
              path.relative(process.cwd(), path.resolve(dir, source)),
              bytes,
            ]),
          );
          return { ...report, moduleBytes: modules.map((id) => sizes.get(id) ?? 0) };
        });
      for (const name of Object.keys(bundle)) if (name.endsWith('.map')) delete bundle[name];
      // Beside the build, never in it: what is deployed carries no map of the app's modules.
      const report = chunkReportPath(outDir);
      fs.mkdirSync(path.dirname(report), { recursive: true });
      fs.writeFileSync(report, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102,
 * open): it carries the dev warnings. A build takes its production build instead, as React does.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/** Chakra's theme modules one by one (src/design-system/theme/chakra-tokens.ts): its package exports only the whole theme. */
export const CHAKRA_THEME_MODULES = {
  find: /^@chakra-ui\/react\/dist\/esm\/theme\/(.*)$/,
  replacement: `${path.resolve('node_modules/@chakra-ui/react/dist/esm/theme')}/$1`,
};

/** Chakra's system module, which the app imports for its system's steps (scripts/chakra-system-steps.ts): its package exports only its index. */
export const CHAKRA_SYSTEM_STEPS = {
  find: /^@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/,
  replacement: path.resolve('node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'),
};

/** Emotion inserts a component's class rules while it renders, not in React's commit (src/design-system/theme/insert-styles-in-render.ts). */
export const STYLES_INSERTED_IN_RENDER = {
  find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  replacement: path.resolve('src/design-system/theme/insert-styles-in-render.ts'),
};

/**
 * Packages that declare no `sideEffects` but have none: only what is used of them is bundled.
 * @emotion/react imports hoist-non-react-statics (and with it react-is) for `withTheme`, which
 * Chakra never calls; without this both would load with every page.
 */
const NO_SIDE_EFFECTS = /node_modules\/(hoist-non-react-statics|react-is)\//;

/**
 * Calls without side effects that no bundler can tell are pure: Zag and Chakra derive a component's
 * anatomy when their modules load (`createAnatomy(…)`). Marked pure, the anatomies of components no
 * chunk uses are dropped instead of loading with the entry.
 */
const PURE_CALLS = ['createAnatomy'];

/**
 * What the signed-in screens share goes into a few chunks by kind instead of the dozens of small
 * ones Rolldown would otherwise make: a browser pays for every chunk it loads (a request, a compile,
 * a module record, tasks of its own). Only modules
 * that two or more chunks load are grouped; a screen's own code stays in its chunk. Not grouped:
 * what loads on demand (charts, maps, documents, the simulator), which a screen reaches only
 * through import(), and the sign-in pages, which the entry and login-kit serve.
 *
 * The groups are taken in order, each with what its modules import:
 * - `contract`: the API's schemas and zod;
 * - `forms`: react-hook-form, which only the editing screens use;
 * - `screens`: the shared part of what a report page draws before its sections
 *   (docs/decisions/sections-after-header.md): the layout, the screens' system, the page with its
 *   header: what FIRST_PAINT needs, followed through packages' indexes only for the names it imports
 *   (scripts/first-paint-closure.ts);
 * - `screen-parts`: the rest of the shared design system and its libraries (tables, date fields, menus);
 * - `<feature>-kit` and `<feature>-parts`: a feature's code that two of its chunks share, split as
 *   `screens` and `screen-parts` are.
 */
const FIRST_PAINT = /src\/(app\/layout\/MainLayout|design-system\/theme\/ScreensProvider|features\/reporting\/components\/(DashboardPage|EntityDetailPage))\.tsx$/;
const ON_DEMAND_OR_PUBLIC = /^src\/features\/auth\/|^src\/design-system\/(charts\/highcharts-impl|map\/)|\/export\/|\.json$/;
const INFRA = /node_modules\/(@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@tanstack|date-fns|react-icons)\/|^src\/(design-system|api|app|routing)\//;

function screenGroups() {
  const firstPaint = new Set<string>();
  const grouped = (re: RegExp, where: (file: string) => boolean = () => true) => (file: string) => {
    const id = path.relative(process.cwd(), file.replace(/^\0/, ''));
    return re.test(id) && !ON_DEMAND_OR_PUBLIC.test(id) && where(file);
  };
  const plugin: Plugin = {
    name: 'portal-first-paint-closure',
    apply: 'build',
    async buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const graph: ModuleGraph = {
        facts: async (id) => {
          const module = info(id);
          if (!module?.code || module.inputFormat !== 'es') return undefined;
          let program;
          try {
            program = this.parse(module.code);
          } catch {
            return undefined;
          }
          return factsOf(program, async (source) => {
            const resolved = await this.resolve(source, id);
            return resolved && !resolved.external && info(resolved.id) ? resolved.id : null;
          });
        },
        importedIds: (id) => info(id)?.importedIds ?? [],
        provides: (id, name) => info(id)?.inputFormat !== 'es' || (info(id)?.exports.includes(name) ?? true),
      };
      const starts = [...this.getModuleIds()].filter((id) => FIRST_PAINT.test(id));
      firstPaint.clear();
      for (const id of await firstPaintClosure(starts, graph)) firstPaint.add(id);
    },
  };
  const groups = [
    { name: 'contract', test: grouped(/^src\/api\/contract\/|node_modules\/zod\//), minShareCount: 2 },
    { name: 'forms', test: grouped(/node_modules\/(react-hook-form|@hookform)\//), minShareCount: 2 },
    { name: 'screens', test: grouped(INFRA, (file) => firstPaint.has(file)), minShareCount: 2 },
    { name: 'screen-parts', test: grouped(INFRA), minShareCount: 2 },
    {
      name: (file: string) => `${/src\/features\/([^/]+)\//.exec(file)?.[1] ?? 'features'}-${firstPaint.has(file) ? 'kit' : 'parts'}`,
      test: grouped(/^src\/features\//),
      minShareCount: 2,
    },
  ];
  return { plugin, groups };
}
const SCREEN_GROUPS = screenGroups();

/**
 * Chakra's system module, rewritten twice: it writes its tokens' CSS variables without its style
 * function where they need none (scripts/chakra-token-css.ts), and it can be created in pieces that
 * the app runs one task each (scripts/chakra-system-steps.ts); its merge module gives those pieces
 * its merge of configs already cloned.
 */
function chakraSystem(): Plugin[] {
  return [
    {
      name: 'portal-chakra-system',
      transform: { filter: { id: CHAKRA_SYSTEM_MODULE }, handler: (code) => withSystemSteps(withFastTokenCss(code)) },
    },
    {
      name: 'portal-chakra-merge-config',
      transform: { filter: { id: CHAKRA_MERGE_CONFIG_MODULE }, handler: (code) => withClonedMerge(code) },
    },
  ];
}

/**
 * The rest of an anatomy's derivation: `anatomy.build()` and `anatomy.extendWith(…)` on a variable
 * holding one, which no option can name. Annotated pure in Zag's, Ark's and Chakra's anatomy
 * modules, so an anatomy nothing reads is dropped with its parts.
 */
function pureAnatomies(): Plugin {
  const ANATOMY_MODULE = /node_modules\/(@zag-js\/[^/]+\/dist\/[^/]+\.anatomy\.mjs|@ark-ui\/react\/dist\/components\/[^/]+\/[^/]+\.anatomy\.js|@chakra-ui\/react\/dist\/esm\/anatomy\.js)$/;
  return {
    name: 'portal-pure-anatomies',
    transform: {
      filter: { id: ANATOMY_MODULE },
      handler(code) {
        return code.replace(/=\s*(\w+(?:\$\d+)?)\.(build|extendWith)\(/g, '= /* @__PURE__ */ $1.$2(');
      },
    },
  };
}

export default defineConfig(({ mode, command }) => ({
  plugins: [react(), pureAnatomies(), chakraSystem(), routeFactsOutOfTheApp(), runtimeConfig(mode), simulatorPages(mode), SCREEN_GROUPS.plugin, chunkReport(), productionOutput(mode), loginShell(mode), documentFirst()],
  resolve: { alias: [CHAKRA_THEME_MODULES, CHAKRA_SYSTEM_STEPS, STYLES_INSERTED_IN_RENDER, ...(command === 'build' ? REACT_ROUTER_PRODUCTION : [])] },
  // The production build carries no simulator and no demo (src/build-flags.d.ts).
  define: { __SIMULATOR_BUILD__: JSON.stringify(mode !== 'production') },
  // The report worker (src/features/reporting/export/report-worker.ts) loads its builders with
  // import(): module workers, which code-split like the page.
  worker: { format: 'es' },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    // Hidden maps only to measure module sizes; chunkReport drops them from the output.
    sourcemap: process.env.PORTAL_MODULE_SIZES ? 'hidden' : false,
    chunkSizeWarningLimit: 2000,
    // Every browser the portal supports but Safari 16 preloads modules itself; there, without
    // Vite's polyfill in the entry, a screen's chunks load as their imports are read instead.
    modulePreload: { polyfill: false },
    // A font is a file of its own, fetched once the text needs it, never bytes of the document.
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    // Everything the entry imports statically goes into one chunk: it loads on every page anyway,
    // and one file compresses better than the half-dozen shared chunks Rolldown would otherwise make.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (NO_SIDE_EFFECTS.test(id) ? false : undefined), manualPureFunctions: PURE_CALLS },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What the login screen imports beside the entry, in one chunk rather than a dozen small
            // ones (the screens that share these primitives load it too).
            { name: 'login-kit', test: /src\/features\/auth\/(api\.ts|components\/(FormAlert|PublicCard)\.tsx)|src\/design-system\/components\/(FormField|PasswordInput)\.tsx|@chakra-ui\/react\/dist\/esm\/components\/(alert|field|input|link|card|group|button|icon|input-group|input-element|input-addon|icons)|@ark-ui\/react\/dist\/(components\/field|utils|providers\/environment)\/|@ark-ui\/react\/dist\/components\/factory|@tanstack\/(query-core|react-query)\/build\/modern\/(useMutation|mutationObserver)/ },
            ...SCREEN_GROUPS.groups,
          ],
        },
      },
    },
  },
}));
