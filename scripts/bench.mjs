// `npm run bench`: the budget figures of ARCHITECTURE.md, measured now.
// - what /login loads (gzip), from a fresh production build;
// - the simulator at city scale (when scripts/bench-simulator.ts exists).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { measure } from './budget.mjs';

execSync('npx vite build --mode production', { stdio: 'ignore', env: { ...process.env, OUT_DIR: 'dist' } });
const { gzipKb, files, forbidden } = measure('dist');
const budget = JSON.parse(fs.readFileSync(new URL('./budget.json', import.meta.url), 'utf8')).loginGzipKb;
console.log(`entry (/login): ${gzipKb.toFixed(1)} KB gzip in ${files.length} files; budget ${budget} KB; heavy modules in it: ${forbidden.length}`);

let status = gzipKb <= budget && forbidden.length === 0 ? 0 : 1;
if (fs.existsSync('scripts/bench-simulator.ts')) {
  const result = spawnSync('node', ['scripts/run-bench-simulator.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
if (fs.existsSync('scripts/bench-exports.ts')) {
  const result = spawnSync('npx', ['tsx', 'scripts/bench-exports.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
  status ||= result.status ?? 1;
}
process.exit(status);
