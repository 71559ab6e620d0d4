/**
 * `npm run bench:simulator` (tsx): the simulator at city scale, measured in this process.
 * - a year-long dashboard (all four dashboard calls, handler compute: domain + contract parse), median;
 * - a day's transaction page of the largest parking provider, median over different days;
 * - the process's peak RSS over the load above, and its heap after it (run with the served
 *   simulator's heap settings, `npm run simulator` in package.json);
 * - the naive baseline: the same facts stored as @msw/data rows and reduced per request, at the
 *   largest scale that fits (one month of the whole city), against the generated facts over the
 *   same month, measured in the same run.
 * Each time is printed beside its budget and the same-run reference (./bench-reference.mjs), so it
 * reads as a ratio too. `--check` exits 1 when a budget is exceeded (50 ms, 20 ms, 200 MB).
 */
import { Collection } from '@msw/data';
import { describeFigure, nodeReferenceMs } from './bench-reference.mjs';
import { z } from 'zod';
import {
  distributeriIntervalnoResponse,
  ukupnoPoDistributerimaResponse,
  ukupnoPoUslugamaResponse,
  uslugeIntervalnoResponse,
} from '../src/api/contract/dashboard';
import { transakcijeResponse } from '../src/api/contract/reports';
import { personaToken } from '../simulator/core/control/personas';
import { domainContext, initSimulator } from '../simulator/core/control/state';
import { authenticate } from '../simulator/core/access';
import { entityTransactions } from '../simulator/transactions/lists';
import { F, salesFacts } from '../simulator/core/sales-facts';
import { dayNumber, isoOfDay } from '../simulator/core/dates';
import { dashboardByChannel, dashboardByService, dashboardChannelSeries, dashboardServiceSeries } from '../simulator/reporting/reports';
import { money } from '../simulator/core/money';
import { commandLine } from './cli.mjs';

const BUDGET = { dashboardMs: 50, pageMs: 20, rssMb: 200 };
const check = commandLine('\nbench-simulator.ts [--check]: the simulator at city scale (npm run bench:simulator)', { check: { type: 'boolean' } }).values.check === true;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}
const mb = (bytes: number) => bytes / 1024 / 1024;

await initSimulator();
const ctx = domainContext();
const session = authenticate(ctx, `Token ${personaToken('admin')}`);
const today = dayNumber(ctx.today);

/* ---- Generated facts ---- */

function dashboard(begin: number, end: number) {
  const params = new URLSearchParams({ begin_date: isoOfDay(begin), end_date: isoOfDay(end) });
  ukupnoPoUslugamaResponse.parse(dashboardByService(ctx, session, params));
  ukupnoPoDistributerimaResponse.parse(dashboardByChannel(ctx, session, params));
  uslugeIntervalnoResponse.parse(dashboardServiceSeries(ctx, session, params));
  distributeriIntervalnoResponse.parse(dashboardChannelSeries(ctx, session, params));
}

// Each run is another year (ending a day earlier), so no run reuses another's answers; the four
// calls of one run share their query, as the client sends them.
const coldYear = time(() => dashboard(today - 364 - 21, today - 21));
const yearRuns = Array.from({ length: 21 }, (_, i) => time(() => dashboard(today - 364 - i, today - i)));
const dashboardMs = median(yearRuns);

const pageRuns: number[] = [];
for (let back = 0; back < 21; back++) {
  const day = isoOfDay(today - back);
  const params = new URLSearchParams({ begin_date: day, end_date: day, page: '2' });
  const started = performance.now();
  const answer = await entityTransactions(ctx, session, 'parking', '1', params);
  if (answer.kind === 'json') transakcijeResponse.parse(answer.body);
  pageRuns.push(performance.now() - started);
}
const pageMs = median(pageRuns);

const model = salesFacts(ctx.seed);
let yearTransactions = 0;
for (let day = today - 364; day <= today; day++) {
  const sc = model.day(day).serviceChannel;
  for (let i = 0; i < sc.length; i += F) yearTransactions += (sc[i] ?? 0) + (sc[i + 1] ?? 0);
}
global.gc?.();
const memory = process.memoryUsage();
/** Peak resident memory so far, in bytes (maxRSS is in KiB). */
const peakRss = process.resourceUsage().maxRSS * 1024;
console.error(JSON.stringify(Object.fromEntries(Object.entries(memory).map(([k, v]) => [k, Math.round(mb(v))]))));

// Measured after the peak RSS was taken, so its rows do not count against the simulator.
const referenceMs = nodeReferenceMs();
console.log('simulator at city scale (seed %d, today %s)', ctx.seed, ctx.today);
console.log(
  `  city: ${model.city.byKind.parking.length} parking providers, ${model.city.zones.length} zones, ${model.city.byKind.garage.length} garages, ${model.city.byKind.park.length} parks, ${model.city.byKind.sales.length} sales providers, ${model.cellCount} cells; ${(yearTransactions / 1e6).toFixed(2)} M transactions in the last year`,
);
console.log(`  reference work in this process: ${referenceMs.toFixed(0)} ms`);
console.log(`  year-long dashboard (4 calls): median ${dashboardMs.toFixed(2)} ms (cold ${coldYear.toFixed(0)} ms); ${describeFigure(dashboardMs, BUDGET.dashboardMs, referenceMs)}`);
console.log(`  a day's transaction page (parking provider 1, page 2, 21 days): median ${pageMs.toFixed(2)} ms; ${describeFigure(pageMs, BUDGET.pageMs, referenceMs)}`);
console.log(`  process: peak RSS ${mb(peakRss).toFixed(0)} MB (now ${mb(memory.rss).toFixed(0)} MB, heap used ${mb(memory.heapUsed).toFixed(0)} MB); budget ${BUDGET.rssMb} MB`);

/* ---- Naive baseline: the same facts as stored rows ---- */

const factRow = z.object({
  day: z.string(),
  service_type_id: z.number(),
  reseller_id: z.number(),
  entity: z.number(),
  article: z.number(),
  valid_count: z.number(),
  invalid_count: z.number(),
  valid_cents: z.number(),
  invalid_cents: z.number(),
});
type FactRow = z.infer<typeof factRow>;
const facts = new Collection({ schema: factRow });
const monthBegin = today - 29;
const kindService = { parking: 1, garage: 2, park: 3, sales: 4 } as const;
const loadStarted = performance.now();
let stored = 0;
for (let day = monthBegin; day <= today; day++) {
  const cells = model.day(day).cells;
  const iso = isoOfDay(day);
  for (let c = 0; c < model.cellCount; c++) {
    const vc = cells[c * F] ?? 0;
    const ic = cells[c * F + 1] ?? 0;
    if (vc + ic === 0) continue;
    const entity = model.entities[model.cellEntity[c] ?? 0];
    await facts.create({
      day: iso,
      service_type_id: entity ? kindService[entity.kind] : 0,
      reseller_id: (model.cellChannel[c] ?? 0) + 1,
      entity: model.cellEntity[c] ?? 0,
      article: model.cellArticle[c] ?? 0,
      valid_count: vc,
      invalid_count: ic,
      valid_cents: cells[c * F + 2] ?? 0,
      invalid_cents: cells[c * F + 3] ?? 0,
    });
    stored++;
  }
}
const loadMs = performance.now() - loadStarted;
global.gc?.();
const naiveMemory = process.memoryUsage();

/** The four dashboard answers from stored rows: filter the range, group, reduce. */
function naiveDashboard(begin: string, end: string) {
  const rows: FactRow[] = facts.findMany((q) => q.where((r) => r.day >= begin && r.day <= end));
  const group = (key: (r: FactRow) => string) => {
    const out = new Map<string, number[]>();
    for (const r of rows) {
      const acc = out.get(key(r)) ?? [0, 0, 0, 0];
      acc[0] = (acc[0] ?? 0) + r.valid_count;
      acc[1] = (acc[1] ?? 0) + r.invalid_count;
      acc[2] = (acc[2] ?? 0) + r.valid_cents;
      acc[3] = (acc[3] ?? 0) + r.invalid_cents;
      out.set(key(r), acc);
    }
    return [...out].map(([k, [vc = 0, ic = 0, va = 0, ia = 0]]) => ({ k, total_count: vc + ic, valid_count: vc, total_amount: money(va + ia), valid_amount: money(va) }));
  };
  return [
    group((r) => String(r.service_type_id)),
    group((r) => String(r.reseller_id)),
    group((r) => `${r.service_type_id}:${r.day}`),
    group((r) => `${r.reseller_id}:${r.day}`),
  ];
}

const monthBeginIso = isoOfDay(monthBegin);
const todayIso = isoOfDay(today);
naiveDashboard(monthBeginIso, todayIso);
const naiveMs = median(Array.from({ length: 7 }, () => time(() => naiveDashboard(monthBeginIso, todayIso))));
// (the naive reduction has no cache: every run filters and groups the stored rows again)
dashboard(monthBegin, today);
const generatedMonthMs = median(Array.from({ length: 21 }, (_, i) => time(() => dashboard(monthBegin - i, today - i))));

console.log(`naive baseline: one month of the city as ${stored} @msw/data rows (created in ${(loadMs / 1000).toFixed(1)} s; heap ${mb(naiveMemory.heapUsed).toFixed(0)} MB, +${mb(naiveMemory.heapUsed - memory.heapUsed).toFixed(0)} MB)`);
console.log(`  month-long dashboard (4 calls): naive ${naiveMs.toFixed(1)} ms vs generated ${generatedMonthMs.toFixed(2)} ms: ${(naiveMs / generatedMonthMs).toFixed(0)}x`);
console.log(`  a year at this rate would be ~${Math.round((stored * 365) / 30 / 1000)}k rows (~${Math.round((mb(naiveMemory.heapUsed - memory.heapUsed) * 365) / 30)} MB), beyond the 200 MB budget`);

const over = [
  dashboardMs > BUDGET.dashboardMs && `dashboard ${dashboardMs.toFixed(1)} ms > ${BUDGET.dashboardMs} ms`,
  pageMs > BUDGET.pageMs && `transaction page ${pageMs.toFixed(1)} ms > ${BUDGET.pageMs} ms`,
  mb(peakRss) > BUDGET.rssMb && `peak RSS ${mb(peakRss).toFixed(0)} MB > ${BUDGET.rssMb} MB`,
].filter(Boolean);
if (over.length > 0) console.log(`OVER BUDGET: ${over.join('; ')}`);
if (check && over.length > 0) process.exit(1);
