// Installs dependencies (npm ci) when node_modules is missing or older than the lockfile,
// so `npm start` and `npm test` work on a fresh clone with no other step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale =
  !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000);

if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
