import { describe, expect, it } from 'vitest';
import { afterNavigation, firstLoad, type NavigationMemory } from './navigation-focus';

type Step = [path: string, type: 'PUSH' | 'POP' | 'REPLACE'];

/** The resets of a sequence of navigations after a first load at `start`. */
function run(start: string, steps: Step[]) {
  let memory: NavigationMemory = firstLoad(start);
  return steps.map(([path, type]) => {
    const result = afterNavigation(memory, path, type);
    memory = result.memory;
    return result.reset;
  });
}

const NONE = { focusMain: false, scrollToTop: false };
const FULL = { focusMain: true, scrollToTop: true };

describe('afterNavigation', () => {
  it('leaves the first load alone, with the redirects that finish it', () => {
    // The landing rule, then a screen's canonical address, before the user did anything.
    expect(run('/', [['/parking', 'REPLACE'], ['/parking/provider/3', 'REPLACE']])).toEqual([NONE, NONE]);
  });

  it('focuses the main content and scrolls to the top when the user goes to another path', () => {
    expect(run('/obracuni', [['/status-sustava', 'PUSH']])).toEqual([FULL]);
  });

  it('counts a redirect once the user has navigated (a search that leads to the only provider)', () => {
    expect(run('/obracuni', [['/parking', 'PUSH'], ['/parking/provider/3', 'REPLACE']])).toEqual([FULL, FULL]);
  });

  it('ignores a new query string or hash on the same path (filters, pages, the skip link)', () => {
    expect(run('/obracuni', [['/obracuni', 'PUSH'], ['/obracuni', 'REPLACE'], ['/obracuni', 'POP']])).toEqual([NONE, NONE, NONE]);
  });

  it('moves focus on back and forward but leaves the scroll to the browser', () => {
    expect(run('/obracuni', [['/status-sustava', 'PUSH'], ['/obracuni', 'POP']])).toEqual([FULL, { focusMain: true, scrollToTop: false }]);
    expect(run('/obracuni', [['/parking', 'POP']])).toEqual([{ focusMain: true, scrollToTop: false }]);
  });
});
