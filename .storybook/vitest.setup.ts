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
import { activeFaults, effectiveLatencyMs } from '../simulator/core/control/state';
import { toaster } from '../src/design-system/components/toast-store';
import { assertPaintable, expectPicture, fitFrameToContent, pictureTarget, resizeFrame, untilQuiet, type PictureContext } from './picture';
import { probePicture } from './picture-probes';

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
  if (meta.storyId && ctx.task.result?.state === 'fail') {
    // Said for every failed attempt, a retried one too: a story that passes only on its retry says
    // in the run's log what failed first (the reporter names only the retry).
    // Storybook's addon heads the message with a link to the story: the lines after it say what failed.
    const lines = (ctx.task.result.errors?.[0]?.message ?? 'failed').split('\n').filter((line) => line.trim() && !line.includes('?path=/story/'));
    const attempt = (ctx.task.result.retryCount ?? 0) + 1;
    console.error(`✖ ${meta.storyId}, attempt ${attempt}: ${lines.slice(0, 3).join(' / ')}`);
  }
  if (!meta.storyId || ctx.task.result?.state === 'fail') return;
  const context: PictureContext = {
    storyId: meta.storyId,
    busyByDesign: storyHangsARequest() || document.querySelector('[data-story-root][data-busy-by-design]') !== null,
  };
  await document.fonts.ready;
  // First what the story settled on: a screen still loading behind its overlay is not yet the
  // story's state (a story that keeps a request waiting on purpose, or is busy by design, is
  // pictured busy).
  await untilQuiet(context);
  // The story's own root (its full height); the whole page only while an overlay that renders in a
  // portal is open (dialog, drawer, menu, toast, a load kept waiting), so the overlay is in the picture too.
  const { target, overlay, empty } = pictureTarget();
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
    if (!empty) await fitFrameToContent(context);
    assertPaintable(target, context);
    await expectPicture(target, meta.storyId);
    await probePicture(meta.storyId, target);
  } finally {
    if (window.innerWidth !== frame.width || window.innerHeight !== frame.height) await resizeFrame(frame.width, frame.height);
  }
});

/** A request the story keeps waiting on purpose (a Loading state): its busy page is the picture. */
function storyHangsARequest(): boolean {
  return effectiveLatencyMs() >= HANG_MS || activeFaults().some((fault) => fault.delay === 'infinite' || (fault.delay ?? 0) >= HANG_MS);
}
const HANG_MS = 5000;
