// The entry-chunk budget (the architecture specification's "Budgets"): the gzip size of everything /login loads
// (entry, its static imports, the login screen's chunk and its static imports, the auth namespace
// in the default language (hr), which the login route loads beside its chunk, and their CSS).
// Heavy libraries, the simulator, zod's full build and any contract module but auth, permissions,
// errors, the wire primitives and the paths must never be in it. `--check` fails over budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildReportPath } from './build-reports.mjs';
import { commandLine } from './cli.mjs';

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

/** zod's full build: what /login loads is written with zod/mini, which shares only zod's core. */
const FULL_ZOD = /node_modules\/zod\/v4\/classic\//;

/** The only contract modules /login may load: the auth schemas, permissions, error bodies, the wire primitives and the paths (with their encoder). */
const LOGIN_CONTRACT = /^src\/api\/contract\/(auth|permissions|errors|endpoints|path|wire)\.ts$/;

export function measure(dir = 'dist') {
  const { chunks, files } = loginClosure(dir);
  const gzip = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
  const forbidden = chunks.flatMap((c) =>
    c.modules.filter(
      (m) =>
        FORBIDDEN.some((re) => re.test(m)) ||
        FULL_ZOD.test(m) ||
        (m.startsWith('src/api/contract/') && !LOGIN_CONTRACT.test(m)),
    ),
  );
  return { gzipKb: gzip / 1024, files, forbidden };
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
  What /login loads: its files and gzip size beside the budget (scripts/budget.json).
  --check    exit 1 when the budget was raised above the lowest one git has committed, when the size
             is over budget, when /login loads a module it must not, or a screen loads a heavy library
  --top [N]  the N (default 25) largest modules /login loads (needs a build with PORTAL_MODULE_SIZES=1)
`,
    { check: { type: 'boolean' }, top: { type: 'boolean' } },
    { positionals: 1 },
  );
  const count = positionals[0];
  if (count !== undefined && !(values.top && /^\d+$/.test(count))) {
    console.error(`Unexpected argument '${count}'`);
    process.exit(2);
  }
  const { gzipKb, files, forbidden } = measure();
  console.log(`login loads ${files.length} files, ${gzipKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
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
    check('what /login loads is within its budget', gzipKb > BUDGET_KB && `over budget by ${(gzipKb - BUDGET_KB).toFixed(1)} KB`);
    check('/login loads no module it must not', forbidden.length > 0 && `\n  ${forbidden.slice(0, 10).join('\n  ')}`);
    const { screens, violations } = screenViolations();
    check(
      `${screens} screens load no heavy library until they draw a chart or a map or build a file`,
      violations.length > 0 && `\n  ${violations.map((v) => `${v.screen}: ${v.heavy.join(', ')}`).join('\n  ')}`,
    );
    const failed = results.filter((ok) => !ok).length;
    console.log(`${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  }
}
