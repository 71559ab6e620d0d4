// `node scripts/bench-lighthouse.mjs [--runs=N] [--preset=desktop|mobile] [--json=FILE] [--lhr-dir=DIR]`: Lighthouse
// (its performance category) on the production build served by `vite preview` behind the simulator
// over HTTP (config/e2e-http.json, `npm run simulator` on port 4011), in its desktop and mobile presets:
// - /login, cold (a fresh profile: Lighthouse resets the storage and the cache);
// - the dashboard, signed in: admin signs in through the form, then the HTTP cache is cleared and
//   Lighthouse loads / with the session kept;
// - the same-run reference: a minimal page of the same stack (React, Chakra's provider, one button;
//   ./bench-reference.mjs) built by Vite and served by `vite preview` the same way;
// - the demo's cold /login (dist-demo, the simulator in the page) beside the production build's;
// - in the mobile preset, Lighthouse's accessibility category on every route of the route table
//   (signed in as admin for the private ones), with its target-size audit: the goal is 100 on each.
// Each figure is printed beside its goal and the reference's. Figures, not gates: the exit status is
// 0 unless a run fails. The goals are the desktop preset's; the mobile preset's figures are shown
// beside them for comparison. The builds must exist (scripts/bench.mjs builds them); from
// `npm run bench`, --lighthouse-runs=N, --lighthouse-preset=… and --lighthouse-accessibility reach
// this script as --runs, --preset and --accessibility.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildReferencePage } from './bench-reference.mjs';
import { chromiumPath, installHint } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option('runs') ?? 1));
const presets = option('preset') ? [option('preset')] : ['desktop', 'mobile'];
const jsonFile = option('json');
// --lhr-dir=DIR: each run's whole Lighthouse report and its trace (for DevTools' Performance panel) are kept there.
const lhrDir = option('lhr-dir');
// --accessibility: only the accessibility sweep (mobile preset), no performance runs.
const accessibilityOnly = args.includes('--accessibility');

const GOALS = {
  login: { score: 95, lcp: null, tbt: null, cls: null, longest: null },
  dashboard: { score: 90, lcp: null, tbt: 200, cls: 0.02, longest: 200 },
};
const DEMO_RATIO_GOAL = 1.3;
const PORTS = { simulator: 4011, production: 4175, demo: 4173, reference: 4177 };

const chromePath = chromiumPath();
if (!chromePath) throw new Error(installHint);
for (const dir of ['dist', 'dist-demo']) {
  if (!fs.existsSync(`${dir}/index.html`)) throw new Error(`${dir} is missing: run npm run bench, which builds it`);
}

const children = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);
function serve(nodeArgs, env) {
  const child = spawn(process.execPath, nodeArgs, { stdio: 'ignore', env: { ...process.env, ...env } });
  children.push(child);
}
async function answers(url) {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
const vitePreview = (outDir, port, env) =>
  serve(['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir, ...(env.mode ? ['--mode', env.mode] : [])], env.vars);

const referenceDir = await buildReferencePage();
// The simulator as `npm run simulator` serves it.
serve(['--import', 'tsx', 'simulator/server.ts'], { PORT: String(PORTS.simulator) });
vitePreview('dist', PORTS.production, { vars: { OUT_DIR: 'dist', PORTAL_CONFIG: 'config/e2e-http.json' } });
vitePreview('dist-demo', PORTS.demo, { mode: 'demo', vars: { OUT_DIR: 'dist-demo' } });
vitePreview(referenceDir, PORTS.reference, { vars: { OUT_DIR: referenceDir } });
await Promise.all([
  answers(`http://localhost:${PORTS.simulator}/__simulator/state`),
  answers(`http://localhost:${PORTS.production}/config.json`),
  answers(`http://localhost:${PORTS.demo}/config.json`),
  answers(`http://localhost:${PORTS.reference}/`),
]);

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  const breakdown = Object.fromEntries((audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [item.group, item.duration]));
  const bootup = (audit('bootup-time')?.details?.items ?? []).slice(0, 4).map((item) => ({ url: item.url, total: item.total, scripting: item.scripting }));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    longest: longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
    longTasks: longTasks.length,
    longTaskItems: longTasks.slice(0, 12).map((task) => ({ url: task.url, start: Math.round(task.startTime), duration: Math.round(task.duration) })),
    mainThread: audit('mainthread-work-breakdown')?.numericValue ?? NaN,
    breakdown,
    bootup,
    errors: lhr.runtimeError ? [lhr.runtimeError.message] : [],
  };
}

/** Signs admin in through the form at `origin` and leaves the page blank, the session kept. */
async function signInAsAdmin(page, origin) {
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${origin}/login`);
  await page.waitForSelector('input[name="username"]', { visible: true, timeout: 60_000 });
  await page.type('input[name="username"]', 'admin');
  await page.type('input[type="password"]', 'demo');
  await Promise.all([page.waitForFunction(() => location.pathname === '/', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  await page.waitForSelector('.highcharts-root', { timeout: 60_000 });
  await page.goto('about:blank');
}

/** The accessibility figures of a run: its score and the audits that fail, target-size among them. */
function accessibilityOf(lhr) {
  const category = lhr.categories.accessibility;
  if (!category) return null;
  const failing = category.auditRefs.map((ref) => lhr.audits[ref.id]).filter((audit) => audit.score !== null && audit.score < 1).map((audit) => audit.id);
  const targetSize = lhr.audits['target-size'];
  return { score: Math.round((category.score ?? 0) * 100), failing, targetSize: targetSize?.score === 1 ? 'passes' : (targetSize?.scoreDisplayMode ?? 'missing') };
}

/** Lighthouse's accessibility category, mobile preset, on every route of the route table. */
async function accessibilityOfEveryRoute(origin) {
  const table = JSON.parse(execFileSync('npx', ['tsx', 'scripts/route-table.ts'], { encoding: 'utf8' }));
  const results = [];
  const audit = async (page, path, signedIn) => {
    const result = await lighthouse(`${origin}${path}`, { output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: signedIn }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname === '/login') throw new Error(`${path} ended on /login: not signed in`);
    results.push({ path, ...accessibilityOf(result.lhr) });
  };
  const page = await browser.newPage();
  try {
    for (const path of [...table.publicPaths, table.unknownPath]) await audit(page, path, false);
    await signInAsAdmin(page, origin);
    for (const path of table.privatePaths) await audit(page, path, true);
  } finally {
    await page.close();
  }
  return results;
}

async function run(url, preset, { signIn } = {}) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const page = await browser.newPage();
  try {
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    if (signIn) {
      await signInAsAdmin(page, new URL(url).origin);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const measured = figures(result.lhr);
    if (lhrDir) {
      const name = `${lhrDir}/${preset}-${new URL(url).port}${signIn ? '-signed-in' : ''}-${Date.now()}`;
      fs.writeFileSync(`${name}.json`, JSON.stringify(result.lhr));
      fs.writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    if (signIn && new URL(result.lhr.finalDisplayedUrl).pathname !== '/') throw new Error(`the dashboard run ended on ${result.lhr.finalDisplayedUrl}: not signed in`);
    return measured;
  } finally {
    await page.close();
  }
}

/** The median run (by score, then TBT) of `runs`. */
async function medianRun(url, preset, options) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await run(url, preset, options));
  results.sort((a, b) => a.tbt - b.tbt || b.score - a.score);
  return results[Math.floor(results.length / 2)];
}

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const cell = (name, value) => (name === 'score' ? String(value) : name === 'cls' ? value.toFixed(3) : ms(value));
const goalCell = (name, goal) => (goal === null || goal === undefined ? '—' : name === 'score' ? `≥ ${goal}` : name === 'cls' ? `≤ ${goal}` : `≤ ${ms(goal)}`);
const LABELS = { score: 'performance', lcp: 'LCP', tbt: 'TBT', cls: 'CLS', longest: 'longest long task' };

const report = {};
try {
  for (const preset of accessibilityOnly ? [] : presets) {
    const production = `http://localhost:${PORTS.production}`;
    const reference = await medianRun(`http://localhost:${PORTS.reference}/`, preset);
    const login = await medianRun(`${production}/login`, preset);
    const dashboard = await medianRun(`${production}/`, preset, { signIn: true });
    const demoLogin = await medianRun(`http://localhost:${PORTS.demo}/login`, preset);
    if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ ...report, [preset]: { reference, login, dashboard, demoLogin } }, null, 2));
    report[preset] = { reference, login, dashboard, demoLogin };

    console.log(`\nLighthouse ${preset} preset, production build behind the simulator over HTTP (median of ${runs}):`);
    const rows = [['', ...Object.values(LABELS).map((l) => l)]];
    for (const [name, measured] of [['/login, cold', login], ['dashboard, signed in', dashboard]]) {
      const goals = GOALS[name.startsWith('/login') ? 'login' : 'dashboard'];
      rows.push([name, ...Object.keys(LABELS).map((key) => `${cell(key, measured[key])} (${preset === 'desktop' ? '' : 'desktop '}goal ${goalCell(key, goals[key])})`)]);
    }
    rows.push(['reference page', ...Object.keys(LABELS).map((key) => cell(key, reference[key]))]);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    for (const row of rows) console.log(`  ${row.map((text, i) => text.padEnd(widths[i])).join('  ')}`);
    const breakdown = (m) =>
      Object.entries(m.breakdown)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([group, duration]) => `${group} ${ms(duration)}`)
        .join(', ');
    console.log(`  dashboard main thread ${ms(dashboard.mainThread)} (${breakdown(dashboard)}), ${dashboard.longTasks} long tasks; reference ${ms(reference.mainThread)}`);
    console.log(`  /login main thread ${ms(login.mainThread)} (${breakdown(login)})`);
    const ratio = demoLogin.lcp / login.lcp;
    console.log(
      `  demo /login, cold: LCP ${ms(demoLogin.lcp)} against the production build's ${ms(login.lcp)}: ${ratio.toFixed(2)}× (goal ≤ ${DEMO_RATIO_GOAL}×); performance ${demoLogin.score}, TBT ${ms(demoLogin.tbt)}`,
    );
  }
  if (accessibilityOnly || presets.includes('mobile')) {
    const routes = await accessibilityOfEveryRoute(`http://localhost:${PORTS.production}`);
    report.accessibility = routes;
    const short = routes.filter((route) => route.score < 100 || route.targetSize !== 'passes');
    console.log(`\nLighthouse accessibility, mobile preset, every route (goal 100, target-size passes): ${routes.length - short.length} of ${routes.length} routes meet it`);
    for (const route of short) console.log(`  ${route.path}: ${route.score}, target-size ${route.targetSize}; failing: ${route.failing.join(', ') || '—'}`);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  stopAll();
}
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2));
process.exit(0);
