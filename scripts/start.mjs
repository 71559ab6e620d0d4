// `npm start`: the demo as its users get it. The demo build (dist-demo: the app with the simulator in
// the browser) is built and served as static files on PORT (default 5173), and rebuilt when a source
// changes, so a refresh shows the change. `npm run dev` is the Vite dev server with HMR, for
// developers; it transforms the app module by module on every cold load, which a demo should not wait for.
//
//   npm start                 build, serve, rebuild on change
//   npm start -- --no-watch   build and serve only
import { build, preview } from 'vite';
import { commandLine } from './cli.mjs';

const { values } = commandLine(
  `
npm start [-- --no-watch]
  Builds the demo and serves it on PORT (default 5173), rebuilding when a source changes.
  --no-watch  build and serve only
`,
  { 'no-watch': { type: 'boolean' } },
);
const port = Number(process.env.PORT ?? 5173);
const watch = !values['no-watch'];
// vite.config.ts writes the build where OUT_DIR says.
process.env.OUT_DIR = 'dist-demo';

/** Resolves once the first build is written; later builds only log. */
async function buildDemo() {
  const result = await build({ mode: 'demo', logLevel: 'warn', build: { watch: watch ? {} : null } });
  if (!watch) return;
  const watcher = /** @type {import('rollup').RollupWatcher} */ (result);
  let first = true;
  await new Promise((resolve, reject) => {
    watcher.on('event', (event) => {
      if (event.code === 'END') {
        if (first) {
          first = false;
          resolve(undefined);
        } else console.log(`${new Date().toLocaleTimeString()} demo rebuilt: refresh the page to see the change`);
      } else if (event.code === 'ERROR') {
        if (first) reject(event.error);
        else console.error(`demo rebuild failed, the last build is still served:\n${event.error?.message ?? event.error}`);
      }
      // Rollup asks each result to be closed once it is no longer needed.
      if ('result' in event && event.result) void event.result.close();
    });
  });
}

await buildDemo();
const server = await preview({ mode: 'demo', preview: { port, strictPort: true, open: false } });
console.log(`Demo served at http://localhost:${port}/`);
console.log(watch ? 'Rebuilt when a source changes. Ctrl+C stops it.' : 'Ctrl+C stops it.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
