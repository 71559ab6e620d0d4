import { describe, expect, it } from 'vitest';
import { comparisonValue, difference, percentDifference, share, trend } from './comparison';

describe('difference', () => {
  it('is primary minus compare', () => {
    expect(difference(150, 100)).toBe(50);
    expect(difference(100, 150)).toBe(-50);
  });
  it('counts a missing side as 0', () => {
    expect(difference(150, undefined)).toBe(150);
    expect(difference(undefined, 40)).toBe(-40);
    expect(difference(null, null)).toBe(0);
    expect(difference(Number.NaN, 5)).toBe(-5);
  });
});

describe('percentDifference', () => {
  it('follows the spec for missing sides', () => {
    expect(percentDifference(10, undefined)).toBe(100);
    expect(percentDifference(undefined, 10)).toBe(-100);
    expect(percentDifference(undefined, undefined)).toBe(0);
    expect(percentDifference(null, null)).toBe(0);
  });
  it('is (p - c) / |c| * 100 when both exist', () => {
    expect(percentDifference(150, 100)).toBe(50);
    expect(percentDifference(50, 100)).toBe(-50);
    expect(percentDifference(0, 100)).toBe(-100);
    expect(percentDifference(-50, -100)).toBe(50);
    expect(percentDifference(-150, -100)).toBe(-50);
  });
  it('handles a zero compare value', () => {
    expect(percentDifference(5, 0)).toBe(100);
    expect(percentDifference(-5, 0)).toBe(-100);
    expect(percentDifference(0, 0)).toBe(0);
  });
});

describe('share', () => {
  it('is value / total * 100', () => {
    expect(share(25, 200)).toBe(12.5);
    expect(share(undefined, 200)).toBe(0);
  });
  it('is 0 when the total is not positive', () => {
    expect(share(5, 0)).toBe(0);
    expect(share(5, -10)).toBe(0);
    expect(share(5, undefined)).toBe(0);
  });
});

describe('comparisonValue', () => {
  it('builds all metrics', () => {
    expect(comparisonValue(120, 100)).toEqual({ primary: 120, compare: 100, difference: 20, percentage: 20 });
  });
  it('leaves compare undefined when missing', () => {
    const v = comparisonValue(120);
    expect(v).toEqual({ primary: 120, difference: 120, percentage: 100 });
    expect('compare' in v).toBe(false);
  });
  it('treats a missing primary as 0', () => {
    expect(comparisonValue(undefined, 80)).toEqual({ primary: 0, compare: 80, difference: -80, percentage: -100 });
  });
});

describe('trend', () => {
  it('gives the sign', () => {
    expect(trend(3)).toBe('up');
    expect(trend(-0.1)).toBe('down');
    expect(trend(0)).toBe('none');
    expect(trend(Number.NaN)).toBe('none');
  });
});
