import { describe, expect, it } from 'vitest';
import { fittingCount } from './top-nav-fit';

describe('fittingCount', () => {
  const widths = [80, 100, 120];

  it('keeps every entry when they fit with their gaps, with no More button', () => {
    expect(fittingCount({ available: 308, widths, moreWidth: 70, gap: 4 })).toBe(3);
  });

  it('leaves room for More when one entry does not fit', () => {
    // 80 + 4 + 100 = 184; with More (70 + 4) that is 258.
    expect(fittingCount({ available: 307, widths, moreWidth: 70, gap: 4 })).toBe(2);
    expect(fittingCount({ available: 258, widths, moreWidth: 70, gap: 4 })).toBe(2);
    expect(fittingCount({ available: 257, widths, moreWidth: 70, gap: 4 })).toBe(1);
  });

  it('puts everything under the menu when not even the first entry fits beside it', () => {
    expect(fittingCount({ available: 120, widths, moreWidth: 70, gap: 4 })).toBe(0);
    expect(fittingCount({ available: 0, widths, moreWidth: 70, gap: 4 })).toBe(0);
  });

  it('an empty menu fits anywhere', () => {
    expect(fittingCount({ available: 0, widths: [], moreWidth: 70, gap: 4 })).toBe(0);
  });
});
