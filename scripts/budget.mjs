// The entry-chunk budget (ARCHITECTURE.md "Budgets"): the gzip size of everything /login loads
// (entry, its static imports, the login screen's chunk and its static imports, and their CSS).
// Heavy libraries and the simulator must never be in it. `--check` fails over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = JSON.parse(fs.readFileSync(new URL('./budget.json', import.meta.url), 'utf8')).loginGzipKb;
const FORBIDDEN = [/node_modules\/highcharts/, /node_modules\/leaflet/, /node_modules\/@react-pdf/, /node_modules\/exceljs/, /node_modules\/msw\//, /node_modules\/@msw\//, /node_modules\/@faker-js/, /^simulator\//];

export function loginClosure(dir = 'dist') {
  const chunks = JSON.parse(fs.readFileSync(path.join(dir, '.vite/chunks.json'), 'utf8'));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const login = chunks.find((c) => c.facadeModuleId?.endsWith('features/auth/components/LoginPage.tsx'));
  if (!entry || !login) throw new Error('entry or login chunk not found in chunks.json');
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  visit(entry.fileName);
  visit(login.fileName);
  const files = [...seen];
  const css = new Set(files.flatMap((f) => byName.get(f)?.css ?? []));
  return { chunks: files.map((f) => byName.get(f)), files: [...files, ...css] };
}

export function measure(dir = 'dist') {
  const { chunks, files } = loginClosure(dir);
  const gzip = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
  const forbidden = chunks.flatMap((c) => c.modules.filter((m) => FORBIDDEN.some((re) => re.test(m))));
  return { gzipKb: gzip / 1024, files, forbidden };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gzipKb, files, forbidden } = measure();
  console.log(`login loads ${files.length} files, ${gzipKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (process.argv.includes('--check')) {
    if (forbidden.length) {
      console.error(`✖ forbidden modules in what /login loads:\n  ${forbidden.slice(0, 10).join('\n  ')}`);
      process.exit(1);
    }
    if (gzipKb > BUDGET_KB) {
      console.error(`✖ over budget by ${(gzipKb - BUDGET_KB).toFixed(1)} KB`);
      process.exit(1);
    }
    console.log('1 passed, 0 failed');
  }
}
