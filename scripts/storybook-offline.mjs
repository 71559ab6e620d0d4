// The built Storybook works offline: serves storybook-static/ on localhost, opens it in Chromium with
// every request to another host aborted, and checks a few pages for error text, failed requests and
// console errors. Build first: npm run build-storybook. Run: node scripts/storybook-offline.mjs
// (under `flock /tmp/portal-browser.lock` on a shared machine). npm test runs it after the build.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, chromiumPath, installHint } from './chromium.mjs';
import { commandLine } from './cli.mjs';

const { positionals } = commandLine(
  `
node scripts/storybook-offline.mjs [DIR]
  Serves the built Storybook (DIR, default storybook-static) and checks that it works with no other host.
`,
  {},
  { positionals: 1 },
);
const ROOT = path.resolve(positionals[0] ?? 'storybook-static');
const PORT = Number(process.env.PORT ?? 6107);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ERROR_TEXT = /Oh no|Something went wrong|Failed to fetch|Couldn't find story|Unable to render|is not defined/i;

if (!fs.existsSync(path.join(ROOT, 'index.html'))) {
  console.error(`No ${path.relative(process.cwd(), ROOT)}/index.html: run npm run build-storybook first.`);
  process.exit(1);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error(installHint);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', ORIGIN);
  let file = path.join(ROOT, decodeURIComponent(url.pathname));
  if (!file.startsWith(ROOT)) file = ROOT;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!fs.existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const started = Date.now();
const problems = [];
const outside = new Set();
const browser = await chromium.launch(chromiumLaunchOptions());
/**
 * How long any one thing may take to show, for every wait and navigation of this check: a hang
 * guard for a slow machine, not a time budget: a docs page's state frames each boot a whole
 * preview and its own simulator.
 */
const WAIT_MS = 300_000;
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'hr-HR', timezoneId: 'Europe/Zagreb' });
context.setDefaultTimeout(WAIT_MS);
context.setDefaultNavigationTimeout(WAIT_MS);
await context.route('**/*', (route) => {
  const url = new URL(route.request().url());
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:' || url.protocol === 'blob:') {
    return route.continue();
  }
  outside.add(url.origin);
  return route.abort('internetdisconnected');
});

/**
 * The simulated API and control surface on this origin: their statuses are the stories' own states
 * (a docs page shows its Forbidden, Session expired and Load failed states in their frames), and a
 * query the app cancels is aborted on purpose. A module, a font or an outside request is never.
 */
function simulated(url) {
  try {
    const { origin, pathname } = new URL(url);
    return origin === ORIGIN && /^\/(api|__simulator)\//.test(pathname);
  } catch {
    return false;
  }
}


/** Opens a Storybook URL and runs `check` on the manager page and the preview frame. */
async function visit(label, search, check) {
  const page = await context.newPage();
  const visitStarted = Date.now();
  // Once the check has passed, the page is closed with whatever it was still loading (a docs page's
  // state frames below the fold): requests aborted by the closing are not the build's failures.
  let closing = false;
  page.on('console', (message) => {
    if (closing || message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && simulated(message.location().url)) return;
    problems.push(`${label}: console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (closing) return;
    const failure = request.failure()?.errorText;
    if (failure === 'net::ERR_ABORTED' && simulated(request.url())) return;
    problems.push(`${label}: request failed: ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    if (closing) return;
    if (response.status() >= 400 && !simulated(response.url())) problems.push(`${label}: HTTP ${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${ORIGIN}/index.html${search}`, { waitUntil: 'load' });
    await page.locator('#storybook-explorer-tree').waitFor({ timeout: WAIT_MS });
    const frame = page.frameLocator('#storybook-preview-iframe');
    await check(page, frame);
    const managerText = await page.locator('body').innerText();
    const previewText = await frame.locator('body').innerText();
    for (const [where, text] of [['UI', managerText], ['preview', previewText]]) {
      const match = ERROR_TEXT.exec(text);
      if (match) problems.push(`${label}: error text in the ${where}: "${match[0]}"`);
    }
    console.log(`ok  ${label} (${((Date.now() - visitStarted) / 1000).toFixed(1)} s)`);
  } catch (error) {
    problems.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    console.log(`--  ${label}`);
  } finally {
    closing = true;
    await page.close();
  }
}

const expect = (condition, message) => {
  if (!condition) throw new Error(message);
};

await visit('index (Introduction)', '', async (page, frame) => {
  await frame.getByRole('heading', { name: 'Partner Portal' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: /Who is signed in/ }).or(page.getByRole('combobox', { name: /Who is signed in/ })).first().waitFor();
});

await visit('docs page with a table (Simulator guide)', '?path=/docs/simulator-guide--docs', async (_page, frame) => {
  await frame.locator('table', { hasText: 'POST /__simulator/reset' }).waitFor({ timeout: WAIT_MS });
  const text = await frame.locator('body').innerText();
  expect(!/\|\s*-{3,}\s*\|/.test(text), 'a raw |---| line is shown');
});


const statementsRows = (frame) => frame.getByRole('table', { name: 'Obračuni' }).getByRole('button', { name: /^Preuzmi / });
const partners = async (frame) =>
  new Set(await frame.getByRole('table', { name: 'Obračuni' }).locator('tbody tr td:nth-child(2)').allInnerTexts());

await visit('Statements story', '?path=/story/screens-statements--default', async (_page, frame) => {
  await statementsRows(frame).first().waitFor({ timeout: WAIT_MS });
  expect((await partners(frame)).size > 1, 'admin should see several partners');
});

await visit('Statements, persona parking from the toolbar', '?path=/story/screens-statements--default&globals=persona:parking', async (_page, frame) => {
  await frame.getByText('Marko Kovačević').waitFor({ timeout: WAIT_MS });
  await statementsRows(frame).first().waitFor();
  const shown = [...(await partners(frame))];
  expect(shown.length === 1 && shown[0] === 'Parking Zagreb d.o.o.', `partners shown: ${shown.join(', ')}`);
});

await visit('Statements, scenario empty from the toolbar', '?path=/story/screens-statements--default&globals=scenario:empty', async (_page, frame) => {
  await frame.getByText('Nema obračuna').waitFor({ timeout: WAIT_MS });
});

await visit('Statements Empty keeps its pin over the toolbar', '?path=/story/screens-statements--empty&globals=scenario:default', async (_page, frame) => {
  await frame.getByText('Nema obračuna').waitFor({ timeout: WAIT_MS });
});

await visit('Statements docs name the pins, and show each state as itself: Default with rows, Empty empty, the parking partner its own, each in its own frame with its own session', '?path=/docs/screens-statements--docs', async (_page, frame) => {
  const states = frame.getByTestId('docs-states');
  await states.waitFor({ timeout: WAIT_MS });
  await frame.locator('[data-story-pins]').first().waitFor({ timeout: WAIT_MS });
  const pins = await frame.locator('[data-story-pins]').allInnerTexts();
  expect(pins.some((text) => /scenario\s+empty/.test(text)), `pins shown: ${pins.join(' | ')}`);
  const emptyState = states.getByTestId('docs-state').filter({ has: frame.getByRole('link', { name: 'Empty', exact: true }) });
  expect((await emptyState.getByRole('link', { name: 'Empty', exact: true }).getAttribute('href'))?.endsWith('?path=/story/screens-statements--empty'), 'no link to the Empty state');
  // The first story, on the page itself, shows rows.
  await statementsRows(frame).first().waitFor({ timeout: WAIT_MS });
  expect((await frame.getByText('Nema obračuna').count()) === 0, 'the page’s own story shows the Empty state');
  await emptyState.scrollIntoViewIfNeeded();
  const empty = frame.frameLocator('[data-story-frame="screens-statements--empty"]');
  await empty.getByText('Nema obračuna').waitFor({ timeout: WAIT_MS });
  expect((await statementsRows(empty).count()) === 0, 'the Empty frame shows rows');
  // The page's own story again, after the Empty frame loaded: still rows (each frame has its own simulator).
  expect((await statementsRows(frame).count()) > 0, 'the Default story lost its rows once the Empty frame loaded');
  // The parking partner's frame signs in its own persona, with a session of its own: it shows its
  // one partner, and the page's own story keeps admin's session (frames never share a token).
  const partnerState = states.getByTestId('docs-state').filter({ has: frame.getByRole('link', { name: 'Parking Partner', exact: true }) });
  await partnerState.scrollIntoViewIfNeeded();
  const partnerFrame = frame.frameLocator('[data-story-frame="screens-statements--parking-partner"]');
  await statementsRows(partnerFrame).first().waitFor({ timeout: WAIT_MS });
  const partnerShown = [...(await partners(partnerFrame))];
  expect(partnerShown.length === 1 && partnerShown[0] === 'Parking Zagreb d.o.o.', `the Parking Partner frame shows: ${partnerShown.join(', ')}`);
  const token = (where) => where.locator('body').evaluate(() => window.localStorage.getItem('auth-token'));
  const [pageToken, partnerToken] = [await token(frame), await token(partnerFrame)];
  expect(pageToken && partnerToken && pageToken !== partnerToken, `the page and the Parking Partner frame share a session token (${pageToken} / ${partnerToken})`);
  expect((await partners(frame)).size > 1, 'the Default story no longer shows every partner once the Parking Partner frame signed in');
});

await visit('a design-system docs page renders all its stories together', '?path=/docs/design-system-statustag--docs', async (_page, frame) => {
  await frame.locator('.docs-story').nth(1).waitFor({ timeout: WAIT_MS });
  expect((await frame.getByTestId('docs-states').count()) === 0, 'StatusTag lists its states instead of rendering them');
});

await visit('Screens catalogue (the built Storybook lists every route, each built one with stories)', '?path=/docs/screens-catalogue--every-route', async (_page, frame) => {
  const summary = frame.getByTestId('catalogue-summary');
  await summary.waitFor({ timeout: WAIT_MS });
  await frame.locator('[data-testid="screens-catalogue"] table tbody tr').first().waitFor({ timeout: WAIT_MS });
  const text = await summary.innerText();
  expect(/every built route has stories/.test(text), `the catalogue says: ${text}`);
});

await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (outside.size > 0) problems.push(`requests to other hosts (aborted): ${[...outside].join(', ')}`);
if (problems.length > 0) {
  console.error(`storybook-offline: ${problems.length} problem(s) in ${seconds} s:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`storybook-offline: no error text, no failed request, nothing fetched from outside (${seconds} s).`);
