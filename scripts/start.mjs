// `npm start`: the demo as its users get it. The demo build (dist-demo: the app with the simulator in
// the browser) is built once and served as static files on PORT (default 5173), and rebuilt when a
// source changes, so a refresh shows the change. A demo build made from the files as they are now
// (scripts/build-inputs.mjs) is served at once, without building it again. `npm run dev` is the Vite
// dev server with HMR, for developers; it transforms the app module by module on every cold load,
// which a demo should not wait for.
//
//   npm start                 build (unless current), serve, rebuild on change
//   npm start -- --no-watch   build (unless current) and serve only
import fs from 'node:fs';
import { build, preview } from 'vite';
import { INPUT_DIRS, INPUT_FILES, isBuildCurrent, isInputPath } from './build-inputs.mjs';

const port = Number(process.env.PORT ?? 5173);
const watch = !process.argv.includes('--no-watch');
// vite.config.ts writes the build where OUT_DIR says.
process.env.OUT_DIR = 'dist-demo';

/** Resolves once the first build is written; later builds only log. */
async function buildDemo() {
  const options = { mode: 'demo', logLevel: 'warn', build: { watch: watch ? {} : null } };
  const result = await build(options);
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

/**
 * With a current build served: the first change to a source starts the build in watch mode, which
 * then rebuilds on every later change as it does after a fresh start.
 */
function buildOnFirstChange() {
  const watchers = [];
  let started = false;
  const start = (file) => {
    if (started) return;
    started = true;
    for (const watcher of watchers) watcher.close();
    console.log(`${new Date().toLocaleTimeString()} ${file} changed: building the demo again`);
    buildDemo().then(
      () => console.log(`${new Date().toLocaleTimeString()} demo rebuilt: refresh the page to see the change`),
      (error) => console.error(`demo rebuild failed, the last build is still served:\n${error?.message ?? error}`),
    );
  };
  for (const dir of INPUT_DIRS) {
    if (!fs.existsSync(dir)) continue;
    watchers.push(
      fs.watch(dir, { recursive: true }, (_event, file) => {
        const changed = file ? `${dir}/${file}` : dir;
        if (isInputPath(changed)) start(changed);
      }),
    );
  }
  for (const file of [...INPUT_FILES, 'vite.config.ts']) {
    if (fs.existsSync(file)) watchers.push(fs.watch(file, () => start(file)));
  }
}

const t0 = Date.now();
const current = isBuildCurrent(process.cwd(), 'dist-demo', { mode: 'demo' });
if (!current) await buildDemo();
else if (watch) buildOnFirstChange();
const server = await preview({ mode: 'demo', preview: { port, strictPort: true, open: false } });
console.log(
  current
    ? `Demo served at http://localhost:${port}/ (its build is current: nothing it is made from has changed)`
    : `Demo built in ${((Date.now() - t0) / 1000).toFixed(1)} s and served at http://localhost:${port}/`,
);
console.log(watch ? 'Rebuilt when a source changes. Ctrl+C stops it.' : 'Ctrl+C stops it.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
