// The built demo (dist-demo) served by `vite preview` for a bench, as `npm start` serves it. Resolves
// with its base URL and a stop() once it answers; the server also stops when the bench's process exits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export async function serveDemoBuild(port) {
  if (!fs.existsSync('dist-demo/index.html')) throw new Error('dist-demo is missing: build it with OUT_DIR=dist-demo npx vite build --mode demo');
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'demo', '--port', String(port), '--strictPort', '--outDir', 'dist-demo'], {
    stdio: 'ignore',
    env: { ...process.env, OUT_DIR: 'dist-demo' },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const base = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/config.json`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (tries > 100) throw new Error('vite preview did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A page of a new browser context as the benches use one (1280×900, Croatian, Zagreb time), with
 * `username` signed in through the login form of the served demo at `base`, sent on to `next`.
 */
export async function signedInDemoPage(browser, base, username, next = '/') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'hr-HR', timezoneId: 'Europe/Zagreb' });
  const page = await context.newPage();
  await page.goto(`${base}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/Korisničko ime/).fill(username);
  await page.getByLabel(/^Lozinka/).fill('demo');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  return { context, page };
}
