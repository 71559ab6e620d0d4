// `node scripts/bench-dashboard.mjs [--check] [--wall] [--runs=N]`: the dashboard in the demo, from
// navigation to the last chart drawn, for a year-long range with comparison (budget 1.5 s).
//
// The demo build (dist-demo, the simulator in the page) is served by `vite preview`; admin signs in
// once, as a user would. Each run leaves the dashboard for Statements, then navigates in the app (as
// a link or Search does) to the dashboard for a different year-long range and its compare year (so no
// answer is cached), and stops when the six charts
// (a pie per period and a period chart, for services and for channels) have drawn their series and
// no table is busy. Two figures per run: wall time from navigation start, and the CPU time the
// renderer spent (CDP ProcessTime, the page and the simulator's worker). On a shared 2-core machine
// wall time mostly measures the neighbours, so the check uses CPU time unless --wall is given.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, installHint } from './chromium.mjs';

const BUDGET_MS = 1500;
const PORT = Number(process.env.BENCH_PORT ?? 4178);
const args = process.argv.slice(2);
const check = args.includes('--check');
const checkWall = args.includes('--wall');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5));

if (!fs.existsSync('dist-demo/index.html')) throw new Error('dist-demo is missing: build it with OUT_DIR=dist-demo npx vite build --mode demo');
const executablePath = chromiumPath();
if (!executablePath) throw new Error(installHint);

const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'demo', '--port', String(PORT), '--strictPort', '--outDir', 'dist-demo'], {
  stdio: 'ignore',
  env: { ...process.env, OUT_DIR: 'dist-demo' },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
const base = `http://localhost:${PORT}`;
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${base}/config.json`)).ok) break;
  } catch {
    // not up yet
  }
  if (tries > 100) throw new Error('vite preview did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const iso = (d) => d.toISOString().slice(0, 10);
const shift = (isoDate, days) => iso(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const samples = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'hr-HR', timezoneId: 'Europe/Zagreb' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/login`);
  await page.getByLabel(/Korisničko ime/).fill('admin');
  await page.getByLabel(/^Lozinka/).fill('demo');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL(`${base}/`, { timeout: 30_000 });
  const today = await page.evaluate(async () => (await (await fetch('/__simulator/state')).json()).today);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpuSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ProcessTime')?.value ?? NaN;

  for (let run = 0; run <= runs; run += 1) {
    const end = shift(today, -1 - run);
    const query = new URLSearchParams({ od: shift(end, -364), do: end, usp_od: shift(end, -729), usp_do: shift(end, -365) });
    // Away from the dashboard: no chart on screen.
    await page.evaluate(() => {
      history.pushState(null, '', '/obracuni');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Obračuni' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('svg.highcharts-root').length === 0);
    const before = await cpuSeconds();
    const started = await page.evaluate((url) => {
      const t0 = performance.now();
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
      return t0;
    }, `/?${query}`);
    const done = await page.waitForFunction(
      () => {
        const charts = [...document.querySelectorAll('svg.highcharts-root')];
        const drawn = charts.filter((svg) => svg.querySelector('.highcharts-series path, .highcharts-point'));
        const busy = document.querySelector('table[aria-busy="true"]');
        return drawn.length >= 6 && !busy ? performance.now() : false;
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    samples.push({ ms: (await done.jsonValue()) - started, cpu: ((await cpuSeconds()) - before) * 1000 });
  }
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  stop();
}

// The first run also compiles the charts' code paths: reported apart.
const [cold, ...warm] = samples;
const round = (n) => Math.round(n);
const figures = {
  coldMs: round(cold.ms),
  coldCpuMs: round(cold.cpu),
  medianMs: round(median(warm.map((s) => s.ms))),
  medianCpuMs: round(median(warm.map((s) => s.cpu))),
};
const checked = checkWall ? figures.medianMs : figures.medianCpuMs;
console.log(
  `dashboard, a year with comparison (demo, navigation to the sixth chart drawn): median ${figures.medianMs} ms wall, ${figures.medianCpuMs} ms CPU over ${warm.length} runs (first ${figures.coldMs} ms wall, ${figures.coldCpuMs} ms CPU); budget ${BUDGET_MS} ms ${checkWall ? 'wall' : 'CPU'}`,
);
if (check && checked > BUDGET_MS) {
  console.error(`✖ over budget: ${checked} ms > ${BUDGET_MS} ms`);
  process.exit(1);
}
process.exit(0);
