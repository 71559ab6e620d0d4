// `node scripts/bench-lighthouse.mjs [--runs=N] [--preset=desktop|mobile] [--json=FILE] [--lhr-dir=DIR] [--accessibility]`:
// Lighthouse (its performance category) on the production build deployed as docs/deployment.md
// deploys it (nginx with deploy/nginx/, over HTTPS with HTTP/2: scripts/deploy-server.ts), in front
// of the simulator (`npm run simulator` on port 4011) as its API, in its desktop and mobile presets,
// on every page a first visit lands on. Where the API answers is the deployment's choice, and so the
// bench's (--api):
// - `same-origin` (the default, as config/production.json and docs/deployment.md deploy it): the
//   portal's /api/ passed by nginx to the simulator, no CORS;
// - `other-host`: the simulator over HTTP on its own origin (config/e2e-http.json), with CORS, so
//   each call with the token is preceded by its preflight.
// The pages:
// - /login, cold (a fresh profile: Lighthouse resets the storage and the cache);
// - the dashboard, signed in as admin;
// - the parking partner's landing (the `parking` persona: its provider's page) and the garage
//   partner's (the `garage` persona: its garage's page), each where the landing rule leads;
//   a signed-in page is reached by signing in through the form; then the HTTP cache is cleared and
//   Lighthouse loads the landing path with the session kept;
// - the same-run reference: a minimal page of the same stack (React, Chakra's provider, one button;
//   ./bench-reference.mjs) built by Vite and served by nginx the same way;
// - the demo's cold /login (dist-demo, the simulator in the page) beside the production build's;
// - in the mobile preset, Lighthouse's accessibility category on every route of the route table
//   (signed in as admin for the private ones), with its target-size audit: the goal is 100 on each.
// Every row carries Lighthouse's benchmarkIndex of its own run (how fast the machine was then) and
// each time's ratio to the reference page's of the same run and preset: the goals are judged on the
// ratios, since a shared or slower machine moves the absolute figures. The runs go in rounds, each
// loading the reference page and then every page once, so the reference's runs share the minutes
// of the pages' runs. Figures, not gates: the exit
// status is 0 unless a run fails. The builds must exist (scripts/bench.mjs builds them); from
// `npm run bench`, --lighthouse-runs=N, --lighthouse-preset=… and --lighthouse-accessibility reach
// this script as --runs, --preset and --accessibility.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { buildReferencePage, median } from './bench-reference.mjs';
import { chromiumPath, installHint } from './chromium.mjs';

const USAGE = `Usage: node scripts/bench-lighthouse.mjs [options]
  --runs=N                 runs per page and preset; each figure shown is the median of its runs (default 1)
  --preset=desktop|mobile  one preset only (default both)
  --page=login|dashboard|parking|garage
                           one page only (login also measures the demo's /login), no accessibility sweep
  --api=same-origin|other-host
                           the API behind the portal's /api/ (default) or on another host, with CORS
  --json=FILE              write every figure as JSON to FILE
  --lhr-dir=DIR            keep each run's whole Lighthouse report and trace in DIR
  --accessibility          only the accessibility sweep of every route (mobile preset)
  --help                   this text
The production and demo builds must exist: npm run bench builds them.`;
const args = process.argv.slice(2);
const KNOWN = /^--(runs=\d+|preset=(desktop|mobile)|page=(login|dashboard|parking|garage)|api=(same-origin|other-host)|json=.+|lhr-dir=.+|accessibility|help)$/;
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => !KNOWN.test(a));
if (unknown.length > 0) {
  console.error(`Unknown or malformed option: ${unknown.join(' ')}\n${USAGE}`);
  process.exit(2);
}
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option('runs') ?? 1));
const presets = option('preset') ? [option('preset')] : ['desktop', 'mobile'];
const jsonFile = option('json');
// --lhr-dir=DIR: each run's whole Lighthouse report and its trace (for DevTools' Performance panel) are kept there.
const lhrDir = option('lhr-dir');
if (lhrDir) fs.mkdirSync(lhrDir, { recursive: true });
// --accessibility: only the accessibility sweep (mobile preset), no performance runs.
const accessibilityOnly = args.includes('--accessibility');
// --page=KEY: only that page of PAGES (and the demo's /login beside /login).
const onlyPage = option('page');
// --api=…: where the production build's API answers.
const api = option('api') ?? 'same-origin';

/**
 * The goals, per preset and page. `score` is Lighthouse's performance score, `cls` an absolute
 * figure; the times are ratios to the reference page's same figure of the same run (`tbtRatio`,
 * `mainThreadRatio`), except `tbt` where an absolute ceiling is wanted as well.
 */
const GOALS = {
  desktop: {
    login: { score: 95 },
    dashboard: { tbt: 200, cls: 0.02, mainThreadRatio: 6 },
    parking: { tbt: 200, cls: 0.02, mainThreadRatio: 6 },
    garage: {},
  },
  mobile: {
    login: { score: 90, cls: 0.02 },
    dashboard: { score: 70, cls: 0.02, tbtRatio: 3 },
    parking: { score: 70, cls: 0.02, tbtRatio: 3 },
    garage: { score: 70, cls: 0.02, tbtRatio: 3 },
  },
};
/** The pages measured: who signs in (none for /login) and the row's name. */
const PAGES = [
  { key: 'login', label: '/login, cold', persona: null },
  { key: 'dashboard', label: 'dashboard (admin)', persona: 'admin' },
  { key: 'parking', label: 'provider page (parking)', persona: 'parking' },
  { key: 'garage', label: 'garage page (garage)', persona: 'garage' },
].filter((page) => !onlyPage || page.key === onlyPage);
const withDemoLogin = !onlyPage || onlyPage === 'login';
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
const referenceDir = await buildReferencePage();
/** Where each build answers: nginx over HTTPS with HTTP/2, on this machine. */
const ORIGINS = Object.fromEntries(['production', 'demo', 'reference'].map((name) => [name, `https://127.0.0.1:${PORTS[name]}`]));
const { startPortal, ensurePortFree } = await tsImport('./deploy-server.ts', import.meta.url);
// Every port is free before anything starts: a server left running would answer for this run's.
for (const port of Object.values(PORTS)) await ensurePortFree(port);
// The simulator as `npm run simulator` serves it, answering the portal's origin with CORS.
serve(['--import', 'tsx', 'simulator/server.ts'], { PORT: String(PORTS.simulator), ALLOWED_ORIGINS: ORIGINS.production });
await answers(`http://localhost:${PORTS.simulator}/__simulator/state`);
const readConfig = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const otherHost = readConfig('config/e2e-http.json');
const deployed = [
  // The demo is a static site for any host: the headers script refuses a config with the simulator on.
  { port: PORTS.production, build: 'dist', config: api === 'same-origin' ? { ...otherHost, apiBaseUrl: '/api' } : otherHost },
  { port: PORTS.demo, build: 'dist-demo', config: readConfig('dist-demo/config.json'), securityHeaders: false },
  { port: PORTS.reference, build: referenceDir, config: readConfig('config/e2e-http.json') },
];
const servers = await Promise.all(deployed.map((site) => startPortal({ ...site, tls: true, apiPort: PORTS.simulator })));

// The certificate is the test's own, made for this run.
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'] });
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    path: new URL(lhr.finalDisplayedUrl).pathname,
    errors: lhr.runtimeError ? [lhr.runtimeError.message] : [],
  };
}

/**
 * Signs `persona` in through the form at `origin`, waits for the landing rule's page to draw, and
 * leaves the page blank, the session kept. Resolves with the landing path.
 */
async function signIn(page, origin, persona = 'admin') {
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${origin}/login`);
  // Typed once the app's form has taken over from index.html's: an element handle found before the
  // takeover would be the removed form's, and keys sent to it would be lost.
  await page.waitForSelector('form[data-login] input[name="username"]', { visible: true, timeout: 60_000 });
  await page.type('form[data-login] input[name="username"]', persona);
  await page.type('form[data-login] input[type="password"]', 'demo');
  await Promise.all([page.waitForFunction(() => location.pathname !== '/login', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  // The landing rule may take one more step (a list of one opens its entity's page): wait for a
  // report's rows (a chart draws only on the screen, and a partner's first screen may hold none).
  await page.waitForSelector('main table tbody tr', { timeout: 60_000 });
  const path = await page.evaluate(() => location.pathname);
  await page.goto('about:blank');
  return path;
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
    await signIn(page, origin, 'admin');
    for (const path of table.privatePaths) await audit(page, path, true);
  } finally {
    await page.close();
  }
  return results;
}

/**
 * One Lighthouse run of `path` at `origin`; with a persona, it signs in first and measures its
 * landing page (`path` null) or `path`, the session kept.
 */
async function run(origin, path, preset, persona) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const page = await browser.newPage();
  try {
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    let target = path;
    if (persona) {
      const landing = await signIn(page, origin, persona);
      target ??= landing;
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    const url = `${origin}${target}`;
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const measured = figures(result.lhr);
    if (lhrDir) {
      const name = `${lhrDir}/${preset}-${new URL(url).port}${persona ? `-${persona}` : ''}-${Date.now()}`;
      fs.writeFileSync(`${name}.json`, JSON.stringify(result.lhr));
      fs.writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    if (persona && measured.path !== target) throw new Error(`the ${persona} run of ${target} ended on ${measured.path}: not signed in`);
    return measured;
  } finally {
    await page.close();
  }
}

/** The figures of a row: each one is the median of its own runs. */
const FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'longest', 'longTasks', 'mainThread', 'benchmarkIndex'];

/**
 * A page's runs as one row: every figure the median of that figure's runs (the main thread's median
 * is not the main thread of the run with the median TBT), and what only a whole run can tell (the
 * main thread's breakdown, the long tasks, the path) from the run of median TBT. `runs` keeps each
 * run's figures for the JSON.
 */
function medianOf(results) {
  const sorted = [...results].sort((a, b) => a.tbt - b.tbt || b.score - a.score);
  const typical = sorted[Math.floor(sorted.length / 2)];
  const figures = Object.fromEntries(FIGURES.map((key) => [key, median(results.map((result) => result[key]))]));
  return { ...typical, ...figures, runs: results.map((result) => Object.fromEntries(FIGURES.map((key) => [key, result[key]]))) };
}

/**
 * `runs` rounds, each loading every target once in turn: the reference page's runs are spread over
 * the same minutes as the pages', so a machine whose speed drifts meanwhile moves both alike.
 * Resolves to each target's row of medians (medianOf), by key.
 */
async function medianRuns(targets) {
  const results = new Map(targets.map((target) => [target.key, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const target of targets) results.get(target.key).push(await run(target.origin, target.path, target.preset, target.persona ?? null));
  }
  return Object.fromEntries(targets.map((target) => [target.key, medianOf(results.get(target.key))]));
}

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
/** Below this, the reference's figure is rounding noise (a desktop TBT of 0 or 1 ms): no ratio is shown. */
const RATIO_FLOOR_MS = 10;
const ratioText = (value, reference) => (reference >= RATIO_FLOOR_MS ? `${(value / reference).toFixed(1)}×` : `(ref. < ${RATIO_FLOOR_MS} ms)`);
const COLUMNS = [
  { key: 'score', label: 'score', text: (v) => String(v), goal: (g) => `≥ ${g}` },
  { key: 'lcp', label: 'LCP', text: ms, ratio: true },
  { key: 'tbt', label: 'TBT', text: ms, ratio: true, goal: (g) => `≤ ${ms(g)}` },
  { key: 'cls', label: 'CLS', text: (v) => v.toFixed(3), goal: (g) => `≤ ${g}` },
  { key: 'longest', label: 'longest task', text: ms, ratio: true },
  { key: 'mainThread', label: 'main thread', text: ms, ratio: true },
  { key: 'benchmarkIndex', label: 'benchmarkIndex', text: (v) => String(Math.round(v)) },
];

/** One row's cells: each figure, its ratio to the reference's, and its goals where it has any. */
function rowCells(measured, reference, goals = {}) {
  return COLUMNS.map((column) => {
    const value = measured[column.key];
    let text = column.text(value);
    const ratio = column.ratio && reference ? ratioText(value, reference[column.key]) : null;
    if (ratio) text += ` ${ratio}`;
    const wanted = [];
    if (column.goal && goals[column.key] !== undefined) wanted.push(column.goal(goals[column.key]));
    if (goals[`${column.key}Ratio`] !== undefined) wanted.push(`≤ ${goals[`${column.key}Ratio`]}×`);
    if (wanted.length > 0) {
      const met =
        (goals[column.key] === undefined || (column.key === 'score' ? value >= goals[column.key] : value <= goals[column.key])) &&
        (goals[`${column.key}Ratio`] === undefined || value <= goals[`${column.key}Ratio`] * reference[column.key]);
      text += ` (${wanted.join(', ')} ${met ? 'met' : 'MISSED'})`;
    }
    return text;
  });
}

const report = { api };
try {
  for (const preset of accessibilityOnly ? [] : presets) {
    const production = ORIGINS.production;
    const medians = await medianRuns([
      { key: 'reference', origin: ORIGINS.reference, path: '/', preset },
      ...PAGES.map((page) => ({ key: page.key, origin: production, path: page.persona ? null : '/login', preset, persona: page.persona })),
      ...(withDemoLogin ? [{ key: 'demoLogin', origin: ORIGINS.demo, path: '/login', preset }] : []),
    ]);
    const { reference, demoLogin = null, ...measured } = medians;
    report[preset] = { reference, ...measured, demoLogin };
    if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2));

    console.log(`\nLighthouse ${preset} preset, production build from nginx over HTTPS with HTTP/2, ${api === 'same-origin' ? "the simulator behind the portal's /api/" : 'the simulator on another host'} (each figure the median of ${runs} runs); each time is followed by its ratio to the reference page's:`);
    const rows = [['', ...COLUMNS.map((column) => column.label)]];
    rows.push(['reference page', ...rowCells(reference, null)]);
    for (const page of PAGES) rows.push([`${page.label} ${measured[page.key].path}`, ...rowCells(measured[page.key], reference, GOALS[preset][page.key])]);
    if (demoLogin) rows.push(['demo /login, cold', ...rowCells(demoLogin, reference)]);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    for (const row of rows) console.log(`  ${row.map((text, i) => text.padEnd(widths[i])).join('  ')}`);
    const breakdown = (m) =>
      Object.entries(m.breakdown)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([group, duration]) => `${group} ${ms(duration)}`)
        .join(', ');
    for (const page of PAGES) console.log(`  ${page.label}: main thread ${breakdown(measured[page.key])} (its run of median TBT); ${measured[page.key].longTasks} long task${measured[page.key].longTasks === 1 ? '' : 's'} (median)`);
    if (demoLogin) {
      const ratio = demoLogin.lcp / measured.login.lcp;
      console.log(`  demo /login, cold: LCP ${ratio.toFixed(2)}× the production build's (goal ≤ ${DEMO_RATIO_GOAL}×)`);
    }
  }
  if (accessibilityOnly || (presets.includes('mobile') && !onlyPage)) {
    const routes = await accessibilityOfEveryRoute(ORIGINS.production);
    report.accessibility = routes;
    const short = routes.filter((route) => route.score < 100 || route.targetSize !== 'passes');
    console.log(`\nLighthouse accessibility, mobile preset, every route (goal 100, target-size passes): ${routes.length - short.length} of ${routes.length} routes meet it`);
    for (const route of short) console.log(`  ${route.path}: ${route.score}, target-size ${route.targetSize}; failing: ${route.failing.join(', ') || '—'}`);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  stopAll();
  await Promise.all(servers.map((server) => server.stop()));
}
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2));
process.exit(0);
