// Emotion's and Chakra's own import, named here only to check what it resolves to.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import * as emotionHooks from '@emotion/use-insertion-effect-with-fallbacks';
import { useInsertionEffect } from 'react';
import { describe, expect, it } from 'vitest';
import * as inRender from './insert-styles-in-render';

describe("Emotion's style insertion", () => {
  it('is resolved to the hooks that insert while rendering (vite.config.ts, shared by the tests)', () => {
    expect(emotionHooks.useInsertionEffectAlwaysWithSyncFallback).toBe(inRender.useInsertionEffectAlwaysWithSyncFallback);
    expect(emotionHooks.useInsertionEffectWithLayoutFallback).toBe(useInsertionEffect);
  });

  it("runs a component's insertion at once, in its render", () => {
    const inserted: string[] = [];
    const result = inRender.useInsertionEffectAlwaysWithSyncFallback(() => {
      inserted.push('css-1');
      return 'rules';
    });
    expect(inserted).toEqual(['css-1']);
    expect(result).toBe('rules');
  });
});
