/**
 * The one door to the Highcharts chunk. `import('./highcharts-impl')` is the only reference to
 * it, so Highcharts (and its 3D and accessibility modules) are split into a chunk of their own,
 * loaded the first time a chart is shown, never part of the entry chunk.
 */
import type * as ChartsImpl from './highcharts-impl';

type ChartsModule = typeof ChartsImpl;

let pending: Promise<ChartsModule> | null = null;

/**
 * The weights charts draw with: loaded before the first chart renders, because Highcharts measures
 * its labels once, and a font swapping in afterwards would leave them laid out for the fallback.
 * The sample text names Croatian letters too, so the latin-ext faces load with the latin ones.
 */
const FONTS = ['400 12px Inter', '600 12px Inter', '700 12px Inter'];
const SAMPLE = 'Aa 0123456789 € % čćžšđ ČĆŽŠĐ';

function fontsLoaded(): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  return Promise.allSettled(FONTS.map((f) => document.fonts.load(f, SAMPLE)));
}

/** Load the chart implementation once (screens may call it early to warm the chunk). */
export function loadCharts(): Promise<ChartsModule> {
  if (!pending) {
    pending = Promise.all([import('./highcharts-impl'), fontsLoaded()]).then(([module]) => module);
    // A failed download may be retried by the next chart.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
