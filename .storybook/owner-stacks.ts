/**
 * Story tests only: React's development build records where each element was made (its "owner
 * stack"): an Error for the stack and a console.createTask for each element it creates. React
 * itself stops recording past 10,000 elements a second, its guard for a busy page. The story tests
 * hold that count at the limit, so React records none: about a tenth of a story's time on 2 cores.
 * A failing story still names the story, the step and what it expected; only React's own
 * development warnings lose the component stack of where the element was made. Storybook itself
 * (the dev server, the static build, docs pages) keeps them.
 */
import * as React from 'react';

const LIMIT = 10_000;

/** React's shared internals, as its development JSX runtime reads them (undefined in another React). */
function reactInternals(): Record<string, unknown> | undefined {
  const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  return internals !== null && typeof internals === 'object' ? (internals as Record<string, unknown>) : undefined;
}

/**
 * Holds React's count of recorded owner stacks at its limit. Returns a function that gives React its
 * count back, or null when this React keeps no such count (a production build, or another version:
 * then nothing changed).
 */
export function stopOwnerStacks(): (() => void) | null {
  const internals = reactInternals();
  if (!internals || typeof internals.recentlyCreatedOwnerStacks !== 'number') return null;
  const own = Object.getOwnPropertyDescriptor(internals, 'recentlyCreatedOwnerStacks');
  // React reads the count and adds one for each element, and resets it to 0 once a second: the
  // count reads as the limit whatever is written to it.
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => LIMIT, set: () => undefined, configurable: true });
  return () => {
    if (own) Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { ...own, value: 0 });
  };
}
