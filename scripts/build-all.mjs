// Two builds of the same code: dist (production config: real API, no simulator) and
// dist-demo (demo config: the simulator in the browser), used by the e2e suite.
import { execSync } from 'node:child_process';

execSync('npx vite build --mode production', { stdio: 'inherit', env: { ...process.env, OUT_DIR: 'dist' } });
execSync('npx vite build --mode demo', { stdio: 'inherit', env: { ...process.env, OUT_DIR: 'dist-demo' } });
