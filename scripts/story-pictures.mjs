// The story tests' picture check, its fast path (a Vitest browser command, run in Node).
//
// Vitest's toMatchScreenshot decodes the stored PNG and the new one and compares them pixel by
// pixel on every story: on 2 cores that was about a third of a story's time (a 1280 × 3000 px page
// costs about a second). Chromium encodes the same pixels into the same bytes, so a picture whose
// bytes equal the stored reference is the same picture, known without decoding either.
//
// `storyPictureIsStored` takes the picture as toMatchScreenshot would (same options, same masks)
// and answers whether its bytes are the reference's. When they are not (a changed pixel, a missing
// reference, or a reference written by another encoder), the story falls back to toMatchScreenshot
// itself, with all its rules: retries until the page is stable, pixelmatch's threshold, diffs and
// --update. After a passing fallback in update mode, `storyPictureStore` writes the reference in
// Chromium's own bytes, so that the next run takes the fast path.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Vitest's own options for a story picture (its defaults for toMatchScreenshot). */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', maskColor: '#ff00ff', omitBackground: false, scale: 'device' };

/** Where toMatchScreenshot keeps a test's reference: `<dir>/__screenshots__/<file>/<name>-chromium-<platform>.png`. */
export function referencePath(root, testPath, name, platform = process.platform) {
  const flat = name.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');
  return path.resolve(root, path.dirname(testPath), '__screenshots__', path.basename(testPath), `${flat}-chromium-${platform}.png`);
}

async function capture(context, element, mask) {
  const locator = context.iframe.locator(element);
  return locator.screenshot({ ...SCREENSHOT, mask: mask.map((selector) => context.iframe.locator(selector)) });
}

function referenceOf(context, name) {
  if (!context.testPath) throw new Error('A story picture needs the story file');
  return referencePath(context.project.config.root, path.relative(context.project.config.root, context.testPath), name);
}

/** True when the picture's bytes are the stored reference's: the story's picture is unchanged. */
export async function storyPictureIsStored(context, name, element, mask) {
  const [picture, stored] = await Promise.all([capture(context, element, mask), readFile(referenceOf(context, name)).catch(() => null)]);
  return stored !== null && picture.equals(stored);
}

/** In update mode only: stores the picture as it is now, in Chromium's bytes. */
export async function storyPictureStore(context, name, element, mask) {
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot !== 'all') return;
  const file = referenceOf(context, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await capture(context, element, mask));
}

export const storyPictureCommands = { storyPictureIsStored, storyPictureStore };
