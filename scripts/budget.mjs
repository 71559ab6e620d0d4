// The entry-chunk budget (the architecture specification's "Budgets"): the bytes a browser fetches for
// a cold /login of the production build, as the server sends them (gzip where nginx compresses),
// measured by loading /login in Chromium against `dist` (./login-fetches.mjs): the document with
// its prerendered sign-in form and inline CSS, every script, style sheet and JSON file, the icon.
// Web fonts are listed but not counted (docs/decisions/login-bytes-as-fetched.md).
// The chunk graph (the report vite.config.ts writes) proves what those files may not hold: heavy
// libraries, the simulator, zod's full build and any contract module but auth, permissions,
// errors, the wire primitives and the paths. `--check` fails over budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildReportPath } from './build-reports.mjs';
import { commandLine } from './cli.mjs';
import { coldLoginFetches } from './login-fetches.mjs';

/**
 * budget.json: `loginGzipKb`, the budget; `previous`, the budget it replaced and the figure measured
 * before that change (`npm run bench` prints it beside today's). A budget is only ever lowered:
 * `--check` compares it with the lowest budget git has committed (committedCeiling below).
 */
const BUDGET = JSON.parse(fs.readFileSync(new URL('./budget.json', import.meta.url), 'utf8'));
const BUDGET_KB = BUDGET.loginGzipKb;
const FORBIDDEN = [/node_modules\/highcharts/, /node_modules\/leaflet/, /node_modules\/@react-pdf/, /node_modules\/exceljs/, /node_modules\/msw\//, /node_modules\/@msw\//, /node_modules\/@faker-js/, /^simulator\//];

/** The chunk report of a build (vite.config.ts writes it beside the build, never into it). */
export function readChunks(dir = 'dist') {
  return JSON.parse(fs.readFileSync(buildReportPath(dir, 'chunks.json'), 'utf8'));
}

export function loginClosure(dir = 'dist') {
  const chunks = readChunks(dir);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const login = chunks.find((c) => c.facadeModuleId?.endsWith('features/auth/components/LoginPage.tsx'));
  const namespace = chunks.find((c) => c.facadeModuleId?.endsWith('features/auth/i18n/hr.json'));
  if (!entry || !login) throw new Error('entry or login chunk not found in chunks.json');
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  visit(entry.fileName);
  visit(login.fileName);
  if (namespace) visit(namespace.fileName);
  const files = [...seen];
  const css = new Set(files.flatMap((f) => byName.get(f)?.css ?? []));
  return { chunks: files.map((f) => byName.get(f)), files: [...files, ...css] };
}

/**
 * Heavy libraries load only where they are needed: a screen's chunk and everything it imports
 * statically (with the entry) hold no Highcharts, Leaflet, react-pdf, exceljs, msw, faker or
 * simulator code; a screen reaches them only through a dynamic import, when it draws a chart or a
 * map or builds a file. Returns, per screen chunk, the heavy modules it would load with it.
 */
export function screenViolations(dir = 'dist') {
  const chunks = readChunks(dir);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const screens = chunks.filter((c) => /src\/(features\/[^/]+\/components|app\/pages)\/[^/]+Page\.tsx$/.test(c.facadeModuleId ?? ''));
  const violations = [];
  for (const screen of screens) {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    visit(screen.fileName);
    const heavy = [...seen].flatMap((f) => byName.get(f)?.modules.filter((m) => FORBIDDEN.some((re) => re.test(m))) ?? []);
    if (heavy.length) violations.push({ screen: screen.facadeModuleId, heavy: [...new Set(heavy.map((m) => m.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? m))] });
  }
  return { screens: screens.length, violations };
}

/**
 * What zod carries that the client never reads: its messages in other languages (zod's own English
 * ones are its default). Imported on demand as a whole namespace, zod's core would bring them all
 * to the first signed-in screen; the client imports its parser by name (src/api/contract/safe-parse.ts).
 */
const ZOD_UNREAD = /node_modules\/zod\/v4\/locales\/(?!en\.js$)/;

/** The chunks of the build that hold a zod module the client never reads, with the count of those modules. */
export function unreadZod(dir = 'dist') {
  return readChunks(dir)
    .map((c) => ({ file: c.fileName, modules: c.modules.filter((m) => ZOD_UNREAD.test(m)).length }))
    .filter((c) => c.modules > 0);
}

/** zod's full build: what /login loads is written with zod/mini, which shares only zod's core. */
const FULL_ZOD = /node_modules\/zod\/v4\/classic\//;

/** The only contract modules /login may load: the auth schemas, permissions, error bodies, the wire primitives and the paths (with their encoder). */
const LOGIN_CONTRACT = /^src\/api\/contract\/(auth|permissions|errors|endpoints|path|wire)\.ts$/;

/** Web fonts are not code: a cold /login fetches them, the budget does not count them. */
export const isFont = (answer) => answer.kind === 'font' || /\.(woff2?|ttf|otf)$/.test(answer.path);

/** A chunk's modules that /login must not load. */
function forbiddenModules(chunk) {
  return chunk.modules.filter(
    (m) => FORBIDDEN.some((re) => re.test(m)) || FULL_ZOD.test(m) || (m.startsWith('src/api/contract/') && !LOGIN_CONTRACT.test(m)),
  );
}

/**
 * What a cold /login fetches (Chromium against `dir`), each answer with the bytes sent and whether
 * the budget counts it; their sum in KB; the files of the static closure it did not fetch (the chunk
 * report does not describe this build) and the fetched ones beyond it; scripts fetched that the chunk
 * report does not know; requests that failed or left the server; the forbidden modules in anything
 * /login loads, fetched or in its static closure.
 */
export async function measure(dir = 'dist') {
  const byName = new Map(readChunks(dir).map((c) => [c.fileName, c]));
  const closure = loginClosure(dir);
  const { fetched, strays } = await coldLoginFetches(dir);
  const files = fetched.map((answer) => ({ ...answer, counted: !isFont(answer), beyondClosure: answer.file !== null && /\.(js|css)$/.test(answer.file) && !closure.files.includes(answer.file) }));
  const gzipKb = files.filter((f) => f.counted).reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const fetchedFiles = new Set(fetched.map((f) => f.file));
  const notFetched = closure.files.filter((f) => !fetchedFiles.has(f));
  const scripts = [...fetchedFiles].filter((f) => f?.endsWith('.js'));
  const unknownScripts = scripts.filter((f) => !byName.has(f));
  const loaded = new Set([...closure.chunks.map((c) => c.fileName), ...scripts.filter((f) => byName.has(f))]);
  const forbidden = [...loaded].flatMap((f) => forbiddenModules(byName.get(f)).map((m) => `${f}: ${m}`));
  const failures = [...strays, ...fetched.filter((f) => f.status !== 200).map((f) => `${f.status} ${f.path}`)];
  return { gzipKb, files, notFetched, unknownScripts, failures, forbidden };
}

/** One line per answer: its bytes as sent, whether counted, what it is. */
export function printFiles(files) {
  for (const f of files) {
    const note = !f.counted ? '  (font, not counted)' : f.beyondClosure ? '  (beyond the static closure)' : '';
    console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.kind.padEnd(10)} ${f.path === `/${f.file}` ? f.path : `${f.path} → ${f.file}`}${note}`);
  }
}

/**
 * The largest modules in what /login loads, grouped by package (or by file for our own code), in
 * minified bytes (gzip only exists per chunk). Needs a build with PORTAL_MODULE_SIZES=1, which
 * records each module's bytes in chunks.json from hidden source maps.
 */
export function topModules(dir = 'dist', count = 25) {
  const { chunks } = loginClosure(dir);
  const groups = new Map();
  for (const chunk of chunks) {
    chunk.modules.forEach((id, i) => {
      const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      const key = pkg ? `${pkg} (package)` : id;
      groups.set(key, (groups.get(key) ?? 0) + (chunk.moduleBytes?.[i] ?? 0));
    });
  }
  return [...groups].sort((a, b) => b[1] - a[1]).slice(0, count);
}

export function printTop(dir = 'dist', count = 25) {
  if (!loginClosure(dir).chunks.some((c) => c.moduleBytes)) {
    console.log('no module sizes in this build: build with PORTAL_MODULE_SIZES=1 (npm run bench -- --top does)');
    return;
  }
  console.log(`largest in what /login loads (minified KB):`);
  for (const [name, bytes] of topModules(dir, count)) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)}  ${name}`);
}

/**
 * The lowest budget git has ever committed for budget.json, on any commit HEAD descends from: the
 * ceiling a budget is checked against. budget.json itself cannot be it, since a raise edits that very
 * file; history cannot be edited by a change. Null when this is not a git checkout.
 */
export function committedCeiling(cwd = process.cwd()) {
  const file = 'scripts/budget.json';
  const git = (args) => spawnSync('git', args, { cwd, encoding: 'utf8' });
  const log = git(['log', '--format=%H', '--', file]);
  if (log.status !== 0) return null;
  const budgets = log.stdout
    .split('\n')
    .filter(Boolean)
    .map((commit) => ({ commit: commit.slice(0, 10), kb: JSON.parse(git(['show', `${commit}:${file}`]).stdout).loginGzipKb }));
  if (!budgets.length) return null;
  return budgets.reduce((low, b) => (b.kb < low.kb ? b : low));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = commandLine(
    `
node scripts/budget.mjs [--check] [--top [N]]
  What a cold /login of dist fetches (loaded in Chromium): each file with the bytes the server sends
  (gzip as nginx sends it), their sum beside the budget (scripts/budget.json); web fonts not counted.
  --check    exit 1 when the budget was raised above the lowest one git has committed, when the sum
             is over budget, when a fetch fails, when the chunk report does not describe what /login
             fetches, when /login loads a module it must not, or a screen loads a heavy library
  --top [N]  the N (default 25) largest modules of /login's static closure (needs a build with PORTAL_MODULE_SIZES=1)
`,
    { check: { type: 'boolean' }, top: { type: 'boolean' } },
    { positionals: 1 },
  );
  const count = positionals[0];
  if (count !== undefined && !(values.top && /^\d+$/.test(count))) {
    console.error(`Unexpected argument '${count}'`);
    process.exit(2);
  }
  const { gzipKb, files, notFetched, unknownScripts, failures, forbidden } = await measure();
  console.log(`a cold /login fetches ${files.length} files:`);
  printFiles(files);
  const counted = files.filter((f) => f.counted);
  console.log(`counted: ${counted.length} files, ${gzipKb.toFixed(1)} KB as sent (budget ${BUDGET_KB} KB)`);
  if (values.top) printTop('dist', Number(count) || 25);
  if (values.check) {
    const results = [];
    const check = (name, failure) => {
      results.push(!failure);
      if (failure) console.error(`✖ ${name}: ${failure}`);
      else console.log(`✓ ${name}`);
    };
    const ceiling = committedCeiling();
    if (ceiling === null) console.log('- the budget is never raised: skipped, this is not a git checkout');
    else
      check(
        'the budget is never raised',
        BUDGET_KB > ceiling.kb && `${BUDGET_KB} KB is above ${ceiling.kb} KB, the budget committed in ${ceiling.commit}; it is only ever lowered`,
      );
    check('what a cold /login fetches is within its budget', gzipKb > BUDGET_KB && `over budget by ${(gzipKb - BUDGET_KB).toFixed(1)} KB`);
    check('every fetch of /login is answered by a file of the build', failures.length > 0 && `\n  ${failures.join('\n  ')}`);
    check(
      'the chunk report describes what /login fetches',
      (notFetched.length > 0 || unknownScripts.length > 0) &&
        [...notFetched.map((f) => `in the static closure, not fetched: ${f}`), ...unknownScripts.map((f) => `fetched, not in the chunk report: ${f}`)].join('\n  '),
    );
    check('/login loads no module it must not', forbidden.length > 0 && `\n  ${forbidden.slice(0, 10).join('\n  ')}`);
    const { screens, violations } = screenViolations();
    check(
      `${screens} screens load no heavy library until they draw a chart or a map or build a file`,
      violations.length > 0 && `\n  ${violations.map((v) => `${v.screen}: ${v.heavy.join(', ')}`).join('\n  ')}`,
    );
    const unread = unreadZod();
    check('no chunk holds zod messages in languages the client never reads', unread.length > 0 && `\n  ${unread.map((c) => `${c.file}: ${c.modules} modules`).join('\n  ')}`);
    const failed = results.filter((ok) => !ok).length;
    console.log(`${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  }
}
