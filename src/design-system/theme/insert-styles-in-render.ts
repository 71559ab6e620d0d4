/**
 * Emotion's insertion hooks (@emotion/use-insertion-effect-with-fallbacks, which vite.config.ts
 * resolves here), with a component's class rules inserted while it renders instead of in React's
 * commit.
 *
 * Emotion compiles each new style (stylis) and inserts its rule in an insertion effect, which React
 * runs in the commit: a page's first commit, with every new Chakra style on it, then holds the main
 * thread in one piece, as a commit cannot be divided. In the render phase, which React divides into
 * short slices when it renders in a transition, the same work yields to the user between slices.
 * It is what Emotion itself does where React has no insertion effects.
 *
 * A render that React throws away may leave a rule that nothing uses; rules are never removed in
 * any case. Global styles keep their effect (`useInsertionEffectWithLayoutFallback`): they replace
 * their style sheet and must not do so for a render that is not committed.
 */
import { useInsertionEffect } from 'react';

export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
