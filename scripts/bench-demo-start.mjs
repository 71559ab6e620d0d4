// `node scripts/bench-demo-start.mjs [--check] [--runs=N]`: how soon the demo is usable, in a fresh
// browser profile each run, as a support person starts it: the demo build (dist-demo) served by
// `vite preview`, as `npm start` serves it.
// - cold /login: from navigation to the password field shown (budget 1.0 s, median);
// - sign-in: from pressing "Prijavi se" to the dashboard's first chart drawn (budget 1.5 s, median);
// - the simulator's boot on the main thread: from its chunk running to its data seeded and its
//   handlers made (the `simulator-seed` measure of simulator/browser.ts; budget 100 ms); beside it,
//   the wall time until its service worker answers (`simulator-boot`: the worker's registration runs
//   off the main thread) and the main thread's long tasks in that span (the page paints before the
//   simulator is ready, so only these hold it back).
// Each is printed beside the same-run reference (./bench-reference.mjs); --check exits 1 when a
// median is over its budget. Run it on a quiet machine: wall times on a busy one measure the neighbours.
import { chromium } from 'playwright';
import { chromiumLaunchOptions, chromiumPath, installHint } from './chromium.mjs';
import { serveDemoBuild } from './demo-preview.mjs';
import { describeFigure, median, pageReferenceMs } from './bench-reference.mjs';

const BUDGETS = { login: 1000, signIn: 1500, boot: 100 };
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const args = process.argv.slice(2);
const check = args.includes('--check');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5));

const executablePath = chromiumPath();
if (!executablePath) throw new Error(installHint);

const { base } = await serveDemoBuild(PORT);

const browser = await chromium.launch(chromiumLaunchOptions());
const samples = { login: [], signIn: [], boot: [], bootWall: [], bootLongTasks: [] };
let referenceMs = NaN;
try {
  for (let run = 0; run < runs; run += 1) {
    // A fresh profile: nothing cached, no stored session, no persisted simulator.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'hr-HR', timezoneId: 'Europe/Zagreb' });
    await context.addInitScript(() => {
      const tasks = [];
      window.__longTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
      // Timed in the page, frame by frame: Playwright's waits poll at up to 500 ms apart, too coarse
      // to time a first paint. The frame in which an element is first in the document (and, for the
      // password field, visible) is the frame that paints it; the sign-in starts at the submit
      // button's click event.
      const seen = {};
      window.__seen = seen;
      const watch = () => {
        if (seen.password === undefined && document.querySelector('input[type="password"]')?.checkVisibility()) seen.password = performance.now();
        if (seen.chart === undefined && document.querySelector('.highcharts-root')) seen.chart = performance.now();
        if (seen.password === undefined || seen.chart === undefined) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      document.addEventListener(
        'click',
        (event) => {
          if (seen.pressed === undefined && event.target instanceof Element && event.target.closest('button[type="submit"]')) seen.pressed = event.timeStamp;
        },
        true,
      );
    });
    const page = await context.newPage();
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.getByLabel(/^Lozinka/).waitFor();
    samples.login.push(await page.evaluate(() => window.__seen.password));
    await page.getByLabel(/Korisničko ime/).fill('admin');
    await page.getByLabel(/^Lozinka/).fill('demo');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.locator('.highcharts-root').first().waitFor({ timeout: 60_000 });
    samples.signIn.push(await page.evaluate(() => window.__seen.chart - window.__seen.pressed));
    const boot = await page.evaluate(() => {
      const span = performance.getEntriesByName('simulator-boot')[0];
      const seed = performance.getEntriesByName('simulator-seed')[0];
      if (!span || !seed) return null;
      const end = span.startTime + span.duration;
      const inSpan = window.__longTasks.filter((t) => t.start < end && t.start + t.duration > span.startTime);
      return { ms: seed.duration, wall: span.duration, longTasks: inSpan.reduce((sum, t) => sum + t.duration, 0) };
    });
    if (!boot) throw new Error('the demo did not measure its simulator boot (simulator-boot, simulator-seed)');
    samples.boot.push(boot.ms);
    samples.bootWall.push(boot.wall);
    samples.bootLongTasks.push(boot.longTasks);
    if (run === runs - 1) referenceMs = await pageReferenceMs(page);
    await context.close();
  }
} finally {
  await browser.close();
}

const figures = {
  login: median(samples.login),
  signIn: median(samples.signIn),
  boot: median(samples.boot),
};
console.log(`the demo in a fresh profile (dist-demo under vite preview, median of ${runs}):`);
console.log(`  cold /login to the password field: ${describeFigure(figures.login, BUDGETS.login, referenceMs)}`);
console.log(`  sign-in to the dashboard's first chart: ${describeFigure(figures.signIn, BUDGETS.signIn, referenceMs)}`);
console.log(
  `  simulator boot on the main thread, its chunk to its data seeded: ${describeFigure(figures.boot, BUDGETS.boot, referenceMs)}; ` +
    `to its worker answering: ${Math.round(median(samples.bootWall))} ms wall, with ${Math.round(median(samples.bootLongTasks))} ms of main-thread long tasks (the app's too)`,
);
const over = Object.entries(figures).filter(([name, ms]) => ms > BUDGETS[name]);
if (over.length) console.log(`  over budget: ${over.map(([name]) => name).join(', ')}`);
process.exit(check && over.length ? 1 : 0);
