/**
 * Comparison math (reporting.md §3 "Comparison value"). Pure; see comparison.test.ts.
 *
 * A side is "missing" when it is undefined, null or not a finite number.
 * Edge cases of percentDifference, decided here:
 *  - only primary: 100; only compare: -100; neither: 0 (spec);
 *  - both present, compare = 0: primary > 0 → 100, primary < 0 → -100, primary = 0 → 0
 *    (a rise from nothing counts as +100 %, like "only primary");
 *  - otherwise (primary - compare) / |compare| * 100, so a drop from a negative
 *    compare value is still negative.
 */

export type MaybeNumber = number | null | undefined;

export interface ComparisonValue {
  primary: number;
  /** Undefined when no compare period is requested or the row has no compare data. */
  compare?: number;
  difference: number;
  /** Percentage difference in percent units (12.5 means 12.5 %). */
  percentage: number;
}

function present(v: MaybeNumber): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** primary - compare, a missing side counting as 0. */
export function difference(primary?: MaybeNumber, compare?: MaybeNumber): number {
  return (present(primary) ? primary : 0) - (present(compare) ? compare : 0);
}

export function percentDifference(primary?: MaybeNumber, compare?: MaybeNumber): number {
  const p = present(primary);
  const c = present(compare);
  if (p && !c) return 100;
  if (!p && c) return -100;
  if (!p || !c) return 0;
  if (compare === 0) return primary > 0 ? 100 : primary < 0 ? -100 : 0;
  return ((primary - compare) / Math.abs(compare)) * 100;
}

/** value / total * 100, or 0 when the total is not positive (or either is missing). */
export function share(value: MaybeNumber, total: MaybeNumber): number {
  if (!present(total) || total <= 0) return 0;
  return ((present(value) ? value : 0) / total) * 100;
}

/** Build a ComparisonValue; `compare` stays undefined when it is missing. */
export function comparisonValue(primary?: MaybeNumber, compare?: MaybeNumber): ComparisonValue {
  const value: ComparisonValue = {
    primary: present(primary) ? primary : 0,
    difference: difference(primary, compare),
    percentage: percentDifference(primary, compare),
  };
  if (present(compare)) value.compare = compare;
  return value;
}

/** Sign of a difference, for colour and for the accessible text. */
export type Trend = 'up' | 'down' | 'none';

export function trend(diff: number): Trend {
  if (!Number.isFinite(diff) || diff === 0) return 'none';
  return diff > 0 ? 'up' : 'down';
}
