/**
 * Browser-test setup for the storybook project: after every story (render + play + axe),
 * compare a picture of the story with the committed baseline. A changed pixel fails the story.
 * Update baselines on purpose with `npm run test:stories -- --update`.
 *
 * The picture is the whole story at its real width: the story's frame is grown to the height of
 * what it shows before the picture is taken (the browser page is tall enough that the frame is
 * never scaled down), so what lies below the first screen is in the picture too.
 */
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { expect } from 'vitest';
import { activeFaults, effectiveLatencyMs } from '../simulator/core/control/state';
import { toaster } from '../src/design-system/components/toaster';

// Tests only (Storybook itself keeps both):
// - Chromium draws a textarea's resize grabber a pixel apart from one run to the next: pictures leave
//   the grabber out.
// - No animations: a dialog, menu or toast is in its final state the moment it mounts. An animation,
//   however short, starts on the next frame, and until then its first keyframe holds (a dialog at
//   opacity 0), which a play function's toBeVisible fails on when a busy machine is slow to paint.
//   The overlays' presence logic reads "no animation" as "done at once", opening and closing.
const pictureStyle = document.createElement('style');
// - A selection (the text of a field an overlay focused on opening) is drawn grey or blue by whether
//   the window has the focus, which depends on what ran before: pictures leave selections undrawn.
pictureStyle.textContent = [
  'textarea { resize: none !important; }',
  '*, *::before, *::after { animation: none !important; }',
  '::selection { background-color: transparent !important; color: inherit !important; }',
].join('\n');
document.head.querySelector('style[data-picture-style]')?.remove();
pictureStyle.dataset.pictureStyle = '';
document.head.append(pictureStyle);

// A toast stays until the story ends (each story starts with none: the preview's loader): a toast
// the story raised is in its picture however long a busy machine took to get there, not gone after
// its 4 or 5 seconds (the duration asked for is kept in its meta, for stories that check it). Tests only; Storybook itself shows toasts for their real time.
// (Vitest runs this file again before each story file: the toaster is wrapped once.)
const STAYING = Symbol.for('portal.toasts-stay');
if (!(STAYING in toaster.create)) {
  const createToast = toaster.create.bind(toaster);
  toaster.create = Object.assign((options: Parameters<typeof createToast>[0]) => createToast({ ...options, meta: { ...options.meta, duration: options.duration }, duration: Infinity }), { [STAYING]: true });
}

afterEach(async (ctx) => {
  const meta = ctx.task.meta as { storyId?: string };
  if (!meta.storyId || ctx.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // First what the story settled on: a screen still loading behind its overlay is not yet the
  // story's state (a story that keeps a request waiting on purpose, or is busy by design, is
  // pictured busy).
  await untilQuiet(meta.storyId);
  // The story's own root (its full height); the whole page only while an overlay that renders in a
  // portal is open (dialog, drawer, menu, toast, a load kept waiting), so the overlay is in the picture too.
  const overlay = document.querySelector(
    '[role=dialog], [role=alertdialog], [role=menu][data-state=open], [data-scope=toast][data-state=open], [data-testid=loading-overlay]',
  );
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  const empty = !root || root.getBoundingClientRect().height === 0;
  const target = overlay || empty ? document.body : root;
  // Whether a focus ring shows depends on the input modality left by earlier stories: take the
  // picture without focus, unless the focus is in an open overlay (blurring could close it). A toast
  // never holds the focus: the control that raised it is blurred too.
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && !overlay?.contains(focused)) focused.blur();
  // The frame goes back to its size once the picture is taken: the next story starts from the same
  // frame whatever ran before it (a layout that fills the screen would otherwise take the height a
  // taller story left, and its picture would depend on the order the stories ran in).
  const frame = { width: window.innerWidth, height: window.innerHeight };
  try {
    // Grown to the page's height with an overlay open too: a toast or dialog over a long page is
    // pictured with the whole page behind it, not a frame-high slice and a blank below.
    if (!empty) await fitFrameToContent();
    // Charts that the taller frame brought near the viewport draw now (they wait for it): the picture
    // shows them drawn. The frames let the viewport's observers report first.
    await frames(3);
    await untilQuiet(meta.storyId);
    // A story marks what differs between runs by nature (the test server's origin, say) with
    // data-screenshot-mask; the picture paints it over.
    const mask = [...document.querySelectorAll('[data-screenshot-mask]')];
    await expect.element(page.elementLocator(target)).toMatchScreenshot(meta.storyId, { screenshotOptions: { mask } });
  } finally {
    if (window.innerWidth !== frame.width || window.innerHeight !== frame.height) await page.viewport(frame.width, frame.height);
  }
});

/** A request the story keeps waiting on purpose (a Loading state): its busy page is the picture. */
function storyHangsARequest(): boolean {
  return effectiveLatencyMs() >= HANG_MS || activeFaults().some((fault) => fault.delay === 'infinite' || (fault.delay ?? 0) >= HANG_MS);
}
const HANG_MS = 5000;

/**
 * The picture shows what the story settled on, not a load still under way: unless the story keeps
 * a request waiting on purpose, wait until nothing on the page is busy (no loading overlay, no
 * aria-busy section). A play function may end as soon as what it asserts is there, while a table
 * below is still loading; on a busy machine that load takes longer. The limit is a hang guard.
 */
async function untilQuiet(storyId: string): Promise<void> {
  if (storyHangsARequest() || document.querySelector('[data-story-root][data-busy-by-design]')) return;
  const busy = () => document.querySelector('[data-testid=loading-overlay], [aria-busy="true"]') !== null;
  let waited = 0;
  for (; busy() && waited < QUIET_GUARD_MS; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (waited >= QUIET_GUARD_MS) {
    console.warn(`${storyId} was still busy after ${QUIET_GUARD_MS / 1000} s: if that is its state, give it parameters.busyByDesign`);
  }
}
const QUIET_GUARD_MS = 10_000;

/** Resolves after `count` frames have been drawn. */
async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

function contentHeight(): number {
  return Math.min(MAX_PICTURE_HEIGHT, Math.ceil(document.documentElement.scrollHeight));
}

/** The tallest picture: the browser page's height (vitest.config.ts) less a margin. */
const MAX_PICTURE_HEIGHT = 3900;

/** Grows the story's frame to the height of the page's content, at the width the story ran at. */
async function fitFrameToContent(): Promise<void> {
  // A layout that fills the screen grows with the frame and never shrinks back below it, so the
  // height is read once the page has stopped changing (a refetch or a closing message can make it
  // taller for a moment): two equal readings three frames apart, for at most a second (the page is
  // quiet by now, untilQuiet, so frames rather than a fixed pause).
  let height = contentHeight();
  for (let started = performance.now(); performance.now() - started < 1000; ) {
    await frames(3);
    const next = contentHeight();
    if (next === height) break;
    height = next;
  }
  if (height <= window.innerHeight) return;
  await page.viewport(window.innerWidth, height);
  // Content that grew while the frame did (a late row, a chart) is grown to as well: a frame
  // shorter than what it shows would leave the rest of the picture blank.
  for (let tries = 0; tries < 3; tries += 1) {
    await frames(2);
    const grown = contentHeight();
    if (grown <= window.innerHeight) break;
    await page.viewport(window.innerWidth, grown);
  }
  // A layout that fills the screen (min-height: 100vh) grows with the frame by the next frames;
  // Highcharts reflows its charts 100 ms after a resize and a Leaflet map fetches the tiles it now
  // shows, so a page with a chart or a map waits for that too.
  if (document.querySelector('.highcharts-container, .leaflet-container')) await new Promise((resolve) => setTimeout(resolve, 150));
  await frames(2);
  await document.fonts.ready;
}
