/**
 * How a story's picture is taken (browser tests only; .storybook/vitest.setup.ts calls it after every
 * story). The picture is exactly what the story shows, at its real width and its whole height:
 *
 * - The story's frame (the test iframe) is grown until it holds all of its content. Growing it can
 *   bring more content (a chart that draws only when near the viewport, a row that mounts), so the
 *   frame is grown again until the content's height and the frame's agree and stay so.
 * - A new frame size is asked of the runner (`page.viewport`), which sizes the iframe's box; the
 *   frame's own window takes that size only at the runner page's next layout, which a busy machine
 *   may hold back for a long time. Every resize therefore waits until the story's window reports the
 *   size asked for. A picture taken before that would show the frame's old, shorter paint and the
 *   runner page's blank background below it.
 * - Before the picture, the target must lie inside the frame, unscaled, with nothing still busy or
 *   undrawn: otherwise the test fails with a message saying what was not ready, rather than storing
 *   or comparing a picture with a blank part.
 */
import { page, server } from 'vitest/browser';
import { expect } from 'vitest';

/** Hang guards for a slow machine, not time budgets. */
const QUIET_GUARD_MS = 15_000;
const FRAME_GUARD_MS = 15_000;
const FIT_GUARD_MS = 30_000;
/** How long the content of a story busy by design must stay unchanged to count as settled. */
const SETTLED_MS = 300;
/** Growths in a row with the same excess before the content counts as growing with the frame: more than the charts and sections a long page brings near one growth at a time. */
const SAME_EXCESS_GROWTHS = 12;

/** What marks a part of a story that is still loading or waiting to draw. */
const BUSY = '[data-testid=loading-overlay], [aria-busy="true"]';
/** A chart slot or a section not yet built because it is far below the viewport (design-system charts, WhenNear). */
const UNDRAWN = '[data-chart-slot=far], [data-deferred]';

/** An overlay rendered in a portal: while one is open, the picture is of the whole page. */
const OVERLAY =
  '[role=dialog], [role=alertdialog], [role=menu][data-state=open], [data-scope=toast][data-state=open], [data-testid=loading-overlay]';

export interface PictureContext {
  storyId: string;
  /** The story keeps a request waiting, or is busy by design: its busy page is the picture. */
  busyByDesign: boolean;
}

/** Resolves after `count` frames have been drawn. */
export async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * The picture shows what the story settled on, not a load still under way: wait until nothing on
 * the page is busy (no loading overlay, no aria-busy section, such as a chart waiting for its turn
 * to draw), or, for a story busy by design, until its content stops changing. Fails when the page
 * stays busy past the guard.
 */
export async function untilQuiet({ storyId, busyByDesign }: PictureContext): Promise<void> {
  if (busyByDesign) return untilSettled(storyId);
  const started = performance.now();
  while (document.querySelector(BUSY)) {
    if (performance.now() - started > QUIET_GUARD_MS) {
      const busy = document.querySelector(BUSY);
      throw new Error(
        `${storyId}: still busy after ${QUIET_GUARD_MS / 1000} s (${describe(busy)}), so its picture would show a page still loading. ` +
          'If that is the state the story shows, give it parameters.busyByDesign.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A story busy by design keeps its loading marks, so only the rest of the page can settle: what
 * arrived draws (a section shown in a transition commits a moment after its answer). Waits until
 * the page's content has not changed for SETTLED_MS; fails when it keeps changing past the guard.
 */
async function untilSettled(storyId: string): Promise<void> {
  let last = performance.now();
  const observer = new MutationObserver(() => (last = performance.now()));
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
  const started = performance.now();
  try {
    while (performance.now() - last < SETTLED_MS) {
      if (performance.now() - started > QUIET_GUARD_MS) {
        throw new Error(`${storyId}: its content kept changing for ${QUIET_GUARD_MS / 1000} s, so no picture of it can be repeated.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * Asks for a frame of `width` × `height` and waits until the story's window has it. Reading the
 * frame's box lays the runner page out, which hands the frame its new size sooner.
 */
export async function resizeFrame(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  const started = performance.now();
  while (window.innerWidth !== width || window.innerHeight !== height) {
    window.frameElement?.getBoundingClientRect();
    if (performance.now() - started > FRAME_GUARD_MS) {
      throw new Error(
        `The story's frame did not take its new size ${width} × ${height} within ${FRAME_GUARD_MS / 1000} s ` +
          `(it is ${window.innerWidth} × ${window.innerHeight}): a picture now would show a part never painted.`,
      );
    }
    await frames(1);
  }
}

/** The tallest frame the runner page holds unscaled (its viewport, vitest.config.ts). */
function tallestFrame(): number {
  return window.parent === window ? Number.POSITIVE_INFINITY : window.parent.innerHeight;
}

function contentHeight(): number {
  return Math.ceil(document.documentElement.scrollHeight);
}

/**
 * Grows the story's frame until it holds all of the story's content: two readings in a row, the
 * page quiet, with the content no taller than the frame. Each growth can bring more content, so
 * the loop goes on until they agree. A layout that fills the screen grows with the frame and never
 * shrinks back below it; that is a fixed point too (content and frame equal).
 */
export async function fitFrameToContent(context: PictureContext): Promise<void> {
  const width = window.innerWidth;
  const started = performance.now();
  let agreed = 0;
  // How much taller than the frame the content was at each growth: the same excess every time means
  // the content grows with the frame (a full-screen layout inside padding) and never fits.
  const excesses: number[] = [];
  while (agreed < 2) {
    if (performance.now() - started > FIT_GUARD_MS) {
      throw new Error(
        `${context.storyId}: its content (${contentHeight()} px) and its frame (${window.innerHeight} px) did not settle ` +
          `within ${FIT_GUARD_MS / 1000} s: the page keeps growing, so no picture can hold all of it.`,
      );
    }
    await frames(3);
    await untilQuiet(context);
    const height = contentHeight();
    if (height > window.innerHeight) {
      if (height > tallestFrame()) {
        throw new Error(
          `${context.storyId}: its content is ${height} px tall, more than the test page's ${tallestFrame()} px: ` +
            'raise the page height in vitest.config.ts, or make the story shorter.',
        );
      }
      excesses.push(height - window.innerHeight);
      if (excesses.length >= SAME_EXCESS_GROWTHS && excesses.slice(-SAME_EXCESS_GROWTHS).every((excess) => excess === excesses[excesses.length - 1])) {
        throw new Error(
          `${context.storyId}: its content is always ${excesses[excesses.length - 1]} px taller than its frame, however tall the frame: ` +
            'a layout that fills the screen (min-height: 100vh) sits inside something that adds to its height, so the story never fits a screen.',
        );
      }
      await resizeFrame(width, height);
      agreed = 0;
      continue;
    }
    // A chart or a section the frame now holds is asked to draw once the viewport's observer reports it.
    if (undrawnInFrame()) {
      agreed = 0;
      continue;
    }
    // A chart redraws at a new width or height (Highcharts a moment after a resize) and a map fetches
    // the tiles it now shows: a page with either is given that moment before the next reading.
    if (document.querySelector('.highcharts-container, .leaflet-container')) await new Promise((resolve) => setTimeout(resolve, 150));
    agreed += 1;
  }
  await document.fonts.ready;
}

/**
 * Fails when what is about to be pictured is not all painted: the target reaching outside the
 * frame (the part outside is the runner page's background), a scaled frame, a chart left undrawn.
 */
export function assertPaintable(target: Element, { storyId }: PictureContext): void {
  const box = target.getBoundingClientRect();
  if (box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5) {
    throw new Error(
      `${storyId}: the picture's subject (${Math.ceil(box.width)} × ${Math.ceil(box.bottom)} px) reaches outside the story's frame ` +
        `(${window.innerWidth} × ${window.innerHeight} px); that part would be pictured unpainted.`,
    );
  }
  const scale = window.frameElement?.parentElement?.getAttribute('data-scale');
  if (scale && Number(scale) !== 1) {
    throw new Error(`${storyId}: the story's frame is scaled (${scale}) to fit the test page: its picture would not be at its real size.`);
  }
  const undrawn = undrawnInFrame();
  if (undrawn) throw new Error(`${storyId}: a chart or a section is still not built (${describe(undrawn)}) although its frame holds it.`);
}

/**
 * Compares a picture of `target` with the story's committed baseline. `mask` lists what differs
 * between runs by nature (data-screenshot-mask).
 */
export async function expectPicture(target: Element, name: string): Promise<void> {
  const mask = [...document.querySelectorAll('[data-screenshot-mask]')];
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name, { screenshotOptions: { mask } });
}

/** Whether this run retakes pictures (`--update`): then nothing may be compared on purpose to fail. */
export function retakingPictures(): boolean {
  return server.config.snapshotOptions.updateSnapshot === 'all';
}

/** The picture's subject: the story's root, or the whole page while an overlay is open or the root is empty. */
export function pictureTarget(): { target: HTMLElement; overlay: Element | null; empty: boolean } {
  const overlay = document.querySelector(OVERLAY);
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  const empty = !root || root.getBoundingClientRect().height === 0;
  return { target: overlay || empty || !root ? document.body : root, overlay, empty };
}

/** A chart slot or a section inside the frame not yet asked to draw (it waits to come near). */
function undrawnInFrame(): Element | undefined {
  return [...document.querySelectorAll(UNDRAWN)].find((slot) => {
    const box = slot.getBoundingClientRect();
    return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
  });
}

function describe(element: Element | null): string {
  if (!element) return 'nothing';
  const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? element.getAttribute('data-chart-slot') ?? (element.hasAttribute('data-deferred') ? 'deferred' : null);
  return `<${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}>`;
}
