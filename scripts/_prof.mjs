import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
const PORT = 4191;
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'demo', '--port', String(PORT), '--strictPort', '--outDir', 'dist-demo'], { stdio: 'ignore', env: { ...process.env, OUT_DIR: 'dist-demo' } });
process.on('exit', () => server.kill());
const base = `http://localhost:${PORT}`;
for (let k = 0; k < 50; k++) { try { if ((await fetch(`${base}/config.json`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const path = process.argv[2] ?? '/login';
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'hr-HR', timezoneId: 'Europe/Zagreb' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  const t = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(`/tmp/cold-${i}.cpuprofile`, JSON.stringify(profile));
  // self time by function+url
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; 
  profile.samples.forEach((id, k) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[k] ?? 0) / 1000); });
  // total by url
  const byUrl = new Map();
  profile.samples.forEach((id, k) => { const n = byId.get(id); const key = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byUrl.set(key, (byUrl.get(key) ?? 0) + (dt[k] ?? 0) / 1000); });
  console.log(`run ${i}: ${t} ms`);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `  ${v.toFixed(0).padStart(5)} ${k}`).join('\n'));
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `  ${v.toFixed(0).padStart(5)} ${k}`).join('\n'));
  await context.close();
}
await browser.close();
process.exit(0);
