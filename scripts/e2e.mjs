// `npm run test:e2e [-- pattern…] [--no-build]`: the end-to-end suite as `npm test` runs it: both
// builds first (the suite serves dist and dist-demo), then Playwright with any filter given
// (a file name, `--project=demo`, `-g "title"`). `--no-build` reuses the builds on disk.
import { spawnSync } from 'node:child_process';
import { chromiumPath, installHint } from './chromium.mjs';

const browser = chromiumPath();
if (!browser) {
  console.error(installHint);
  process.exit(1);
}
const args = process.argv.slice(2);
const env = { ...process.env, CHROME_PATH: browser };
if (!args.includes('--no-build')) {
  const built = spawnSync('node', ['scripts/build-all.mjs'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...args.filter((a) => a !== '--no-build')], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
