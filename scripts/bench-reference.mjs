// The same-run reference of `npm run bench`: a fixed piece of CPU work of the kind the portal does
// (build rows, serialise them, parse them back, sort and format them), timed in the same process
// or page as the figure it stands beside. A figure then reads as a ratio as well as in ms: on a
// machine that is twice as slow or twice as busy, the figure and the reference both double and the
// ratio stays put, so a ratio that grows is the code getting slower.
//
// `referenceWork` is self-contained (no imports, no closures), so a bench hands its source to
// Chromium with page.evaluate and times it in the page that builds the report or draws the charts.

/** One pass of the reference work; returns its wall time in ms. */
export function referenceWork() {
  const start = performance.now();
  const rows = [];
  for (let i = 0; i < 60_000; i += 1) {
    rows.push({ id: i, zone: `Zona ${i % 37}`, amount: ((i * 7919) % 100_000) / 100, day: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}` });
  }
  const parsed = JSON.parse(JSON.stringify(rows));
  parsed.sort((a, b) => a.zone.localeCompare(b.zone) || b.amount - a.amount || a.id - b.id);
  let text = 0;
  for (let i = 0; i < parsed.length; i += 20) text += parsed[i].amount.toFixed(2).replace('.', ',').length + parsed[i].day.length;
  if (text === 0) throw new Error('unreachable');
  return performance.now() - start;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The reference in this Node process: the median of `runs` passes after one warm-up pass. */
export function nodeReferenceMs(runs = 5) {
  referenceWork();
  return median(Array.from({ length: runs }, () => referenceWork()));
}

/** The reference in a Playwright page: the same work, in the page's main thread (CDP runs it, so the page's CSP does not apply). */
export async function pageReferenceMs(page, runs = 5) {
  await page.evaluate(referenceWork);
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await page.evaluate(referenceWork));
  return median(samples);
}

/** "1234 ms (budget 1500 ms; 8.2× the reference of 150 ms)". */
export function describeFigure(ms, budgetMs, referenceMs, unit = 'ms') {
  const ratio = referenceMs > 0 ? `${(ms / referenceMs).toFixed(ms / referenceMs < 1 ? 2 : 1)}× the reference of ${Math.round(referenceMs)} ms` : 'no reference';
  const shown = ms < 100 ? ms.toFixed(1) : String(Math.round(ms));
  return `${shown} ${unit} (budget ${budgetMs} ${unit}; ${ratio})`;
}

/**
 * The reference page of the Lighthouse bench (./bench-lighthouse.mjs): the same stack at its
 * smallest (React, Chakra's provider with its default system, one button), built by Vite as the app
 * is (React plugin, production mode, same minifier) into node_modules/.cache/bench-reference.
 * Resolves with the built folder, to be served by `vite preview` as the app is.
 */
export async function buildReferencePage() {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const root = path.resolve('node_modules/.cache/bench-reference');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="hr"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Reference</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'main.tsx'),
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';",
      "createRoot(document.getElementById('root')!).render(<StrictMode><ChakraProvider value={defaultSystem}><main><h1>Reference</h1><Button>Prijavi se</Button></main></ChakraProvider></StrictMode>);",
      '',
    ].join('\n'),
  );
  const outDir = path.join(root, 'dist');
  await build({ configFile: false, root, mode: 'production', logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  return path.relative(process.cwd(), outDir);
}
