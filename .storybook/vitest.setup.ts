/**
 * Browser-test setup for the storybook project: after every story (render + play + axe),
 * compare a screenshot of the page with the committed baseline. A changed pixel fails the story.
 * Update baselines on purpose with `npm run test:stories -- --update`.
 */
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { expect } from 'vitest';

afterEach(async (ctx) => {
  const meta = ctx.task.meta as { storyId?: string };
  if (!meta.storyId || ctx.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(meta.storyId);
});
