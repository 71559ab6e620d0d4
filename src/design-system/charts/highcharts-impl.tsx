/**
 * The heavy half of the charts: Highcharts with its 3D and accessibility modules. Only
 * loadCharts.ts imports this module, dynamically; never import it statically.
 *
 * The ESM builds are used: each module imports the core itself (no global ordering), and
 * importing a module registers it (Highcharts 12+ has no `Module(Highcharts)` call).
 */
import Highcharts from 'highcharts/esm/highcharts.js';
import 'highcharts/esm/highcharts-3d.js';
import 'highcharts/esm/modules/accessibility.js';
import { HighchartsReact } from 'highcharts-react-official';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ChartEnv } from './chartFormat';
import { optionsToDraw } from './chartSize';
import { plainTextNodes } from './plainText';
import { buildPeriodOptions, buildPieOptions } from './chartOptions';
import { CHART_HEIGHT, type PeriodChartProps, type SharePieProps } from './chartTypes';

// A label without markup skips the browser's HTML parser (plainText.ts), through Highcharts' own
// extension point for its methods.
Highcharts.wrap(Highcharts.AST.prototype, 'parseMarkup', function parseMarkup(this: Highcharts.AST, proceed: (markup: string) => unknown, markup: string) {
  return plainTextNodes(markup) ?? proceed.call(this, markup);
});

/**
 * The width available to the chart, in whole pixels, following the container. Null until measured.
 */
function useContainerWidth(ref: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Charts draw one at a time, each in a task of its own: a chart given its turn draws in the task
 * that renders it, and the next turn is given in a later task, once that drawing is committed. A
 * page of six charts then never holds the main thread for six drawings at once, and a click between
 * two drawings is answered. Turns go in the order asked: the charts on screen ask first.
 */
const waitingTurns: (() => void)[] = [];
let drawing = false;

function giveNextTurn() {
  const next = waitingTurns.shift();
  drawing = next !== undefined;
  next?.();
}

/** Asks for a turn to draw; `granted` runs when it comes. Returns the cancel (a turn not yet given is dropped). */
function askTurn(granted: () => void): () => void {
  waitingTurns.push(granted);
  // The first turn too is given in a task of its own, not in the one that shows the page's data.
  if (!drawing) {
    drawing = true;
    setTimeout(giveNextTurn, 0);
  }
  return () => {
    const index = waitingTurns.indexOf(granted);
    if (index >= 0) waitingTurns.splice(index, 1);
  };
}

/** Ends the current turn; the next chart draws in a later task. */
function endTurn() {
  setTimeout(giveNextTurn, 0);
}

/**
 * Whether the chart holds (or has held) its turn to draw, asked for once `ready`. `draw` runs when
 * the turn comes, in the turn's own task.
 */
function useDrawTurn(ready: boolean, draw: () => void): boolean {
  const [turn, setTurn] = useState(false);
  const granted = useRef(false);
  const ended = useRef(false);
  const drawRef = useRef(draw);
  useLayoutEffect(() => {
    drawRef.current = draw;
  });
  const end = () => {
    if (granted.current && !ended.current) {
      ended.current = true;
      endTurn();
    }
  };
  useLayoutEffect(() => {
    if (!ready || turn) return;
    return askTurn(() => {
      granted.current = true;
      drawRef.current();
      setTurn(true);
    });
  }, [ready, turn]);
  // The drawing is done and committed; a chart removed before it drew gives its turn back too.
  useEffect(() => {
    if (turn) end();
  });
  useEffect(() => end, []);
  return turn;
}

/**
 * A chart's own React root, in its place on the page. HighchartsReact creates its chart in a layout
 * effect: in the page's root that effect runs at the bottom of the page's commit, and every layout
 * Highcharts reads while drawing (it measures its labels) runs with the whole depth of the commit
 * on the stack, which a profiler (DevTools, Lighthouse's trace) records with every invalidation. In
 * a root of its own, drawn in the turn's task, the chart is created a few calls deep. Nothing of the
 * page's context reaches it: the chart takes everything from its options.
 */
class ChartRoot {
  private root: Root | null = null;
  private readonly container: HTMLDivElement;

  constructor(host: HTMLElement) {
    this.container = document.createElement('div');
    host.appendChild(this.container);
  }

  /** Draws the chart now, in the task that calls it. */
  draw(chart: ReactElement) {
    this.root ??= createRoot(this.container);
    const root = this.root;
    flushSync(() => root.render(chart));
  }

  /** New options or size: drawn in a task of the chart root's own. */
  update(chart: ReactElement) {
    this.root?.render(chart);
  }

  /** Removed with its place: unmounted once the page's commit that removes it is over. */
  dispose() {
    const { root, container } = this;
    this.root = null;
    queueMicrotask(() => {
      root?.unmount();
      container.remove();
    });
  }
}

interface ChartProps {
  options: Highcharts.Options;
  env: ChartEnv;
  label: string;
  kind: 'period' | 'pie';
}

/**
 * One Highcharts chart. Its width is measured here and given to Highcharts, and a new width
 * draws a new chart rather than reflowing the old one: a reflowed chart is laid out a fraction of
 * a pixel differently from a fresh one, and the same data must always give the same pixels (the
 * visual tests render each story in a page whose width settles while the story starts). New data
 * (same width) updates the chart in place, moving into place where motion is allowed.
 */
function Chart({ options, env, label, kind }: ChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(ref);
  const firstWidth = useRef<number | null>(null);
  if (firstWidth.current === null && width !== null) firstWidth.current = width;
  const animation = env.animation && width === firstWidth.current;
  // Drawn once at its size: the responsive rules that match it are in the options it is created with.
  const sized = useMemo(() => optionsToDraw(options, width, CHART_HEIGHT, animation), [options, width, animation]);
  // Stable, as HighchartsReact updates the chart whenever either changes.
  const updateArgs = useMemo<[boolean, boolean, boolean]>(() => [true, true, animation], [animation]);
  const containerProps = useMemo(() => ({ role: 'region', 'aria-label': label, 'data-chart': kind }), [label, kind]);
  const chart = useMemo(
    () => (
      <HighchartsReact
        // `lang` and the width are read when a chart is created: either change gets a new chart.
        key={`${env.locale}-${width}`}
        highcharts={Highcharts}
        options={sized}
        // New data updates the chart in place (series added and removed one to one).
        updateArgs={updateArgs}
        containerProps={containerProps}
      />
    ),
    [env.locale, width, sized, updateArgs, containerProps],
  );
  const root = useRef<ChartRoot | null>(null);
  // Mounted once the reader has come near it (WhenChartNear): drawn in its turn once measured.
  const drawNow = useDrawTurn(width !== null, () => {
    if (!ref.current) return;
    root.current ??= new ChartRoot(ref.current);
    root.current.draw(chart);
  });
  useLayoutEffect(() => {
    if (drawNow) root.current?.update(chart);
  }, [drawNow, chart]);
  useEffect(
    () => () => {
      root.current?.dispose();
      root.current = null;
    },
    [],
  );
  return (
    // Busy until drawn: a chart waiting for its turn is not the page's final state (the visual tests
    // wait). A chart far below the viewport waits for the user in WhenChartNear, not busy.
    <div ref={ref} style={{ minHeight: CHART_HEIGHT }} aria-busy={!drawNow ? true : undefined} data-chart-slot="near" />
  );
}

export function HighchartsPeriodChart({ chart, env }: { chart: PeriodChartProps; env: ChartEnv }) {
  const options = useMemo(() => buildPeriodOptions(chart, env), [chart, env]);
  return <Chart options={options} env={env} label={chart.label} kind="period" />;
}

export function HighchartsSharePie({ chart, env }: { chart: SharePieProps; env: ChartEnv }) {
  const options = useMemo(() => buildPieOptions(chart, env), [chart, env]);
  return <Chart options={options} env={env} label={chart.label ?? chart.title} kind="pie" />;
}
