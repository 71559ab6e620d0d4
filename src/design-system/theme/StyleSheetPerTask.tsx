import { withEmotionCache } from '@emotion/react';
import { sheetPerTask } from './style-sheet-per-task';

/** Renders nothing: from its first render on, Emotion's sheet takes a style element per task (style-sheet-per-task.ts). ScreensProvider renders it before the screens. */
export const StyleSheetPerTask = withEmotionCache((_props: object, cache) => {
  sheetPerTask(cache.sheet);
  return null;
});
