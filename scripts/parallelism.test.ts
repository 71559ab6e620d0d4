import { describe, expect, it } from 'vitest';
import { e2eWorkers, storyPages } from './parallelism.mjs';

describe('how many browsers side by side', () => {
  it('runs the stories in one page a core, at most 4, unless STORY_PAGES says how many', () => {
    expect(storyPages({}, 2)).toBe(2);
    expect(storyPages({}, 1)).toBe(1);
    expect(storyPages({}, 16)).toBe(4);
    expect(storyPages({ STORY_PAGES: '1' }, 8)).toBe(1);
    expect(storyPages({ STORY_PAGES: 'many' }, 2)).toBe(2);
  });

  it('runs the e2e suite on one worker a core and one more, at most 8, unless E2E_WORKERS says how many', () => {
    expect(e2eWorkers({}, 2)).toBe(3);
    expect(e2eWorkers({}, 1)).toBe(2);
    expect(e2eWorkers({}, 4)).toBe(5);
    expect(e2eWorkers({}, 32)).toBe(8);
    expect(e2eWorkers({ E2E_WORKERS: '1' }, 4)).toBe(1);
    expect(e2eWorkers({ E2E_WORKERS: '0' }, 2)).toBe(3);
  });
});
