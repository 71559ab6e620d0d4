import { withEmotionCache } from '@emotion/react';
import { sheetPerTask } from './style-sheet-per-task';

/** Renders nothing: gives Emotion's sheet a style element per task (style-sheet-per-task.ts) before anything is styled. */
export const StyleSheetPerTask = withEmotionCache((_props: object, cache) => {
  sheetPerTask(cache.sheet);
  return null;
});
