/**
 * Rows of the primary and the compare period side by side (reporting.md §3 "Comparison value"):
 * matched by id, a row present in one period only counting as zero in the other.
 */
import { comparisonValue, type ComparisonValue } from '../../../design-system/model/comparison';

export interface Valid {
  validCount: number;
  validAmount: number;
}

export interface ComparedRow<R> {
  id: number;
  name: string;
  /** The primary period's row, or the compare period's when the primary has none. */
  row: R;
  count: ComparisonValue;
  amount: ComparisonValue;
}

export interface ComparedTotals {
  count: ComparisonValue;
  amount: ComparisonValue;
}

export function compareTotals(primary: Valid | undefined, compare: Valid | undefined): ComparedTotals {
  return {
    count: comparisonValue(primary?.validCount ?? 0, compare?.validCount),
    amount: comparisonValue(primary?.validAmount ?? 0, compare?.validAmount),
  };
}

/**
 * Pairs rows by id. Without a compare list every value has no compare side. With one, a row missing
 * from a period counts as zero there, so its percentage is 100 (only primary) or -100 (only compare).
 */
export function compareRows<R extends Valid & { id: number; name: string }>(
  primary: readonly R[],
  compare: readonly R[] | undefined,
): ComparedRow<R>[] {
  const byId = new Map(compare?.map((r) => [r.id, r]) ?? []);
  const rows = primary.map((p) => {
    const c = byId.get(p.id);
    byId.delete(p.id);
    return {
      id: p.id,
      name: p.name,
      row: p,
      count: compare ? comparisonValue(p.validCount, c?.validCount ?? null) : comparisonValue(p.validCount),
      amount: compare ? comparisonValue(p.validAmount, c?.validAmount ?? null) : comparisonValue(p.validAmount),
    };
  });
  for (const c of byId.values()) {
    rows.push({ id: c.id, name: c.name, row: c, count: comparisonValue(null, c.validCount), amount: comparisonValue(null, c.validAmount) });
  }
  return rows;
}

/** A report of both periods (rows and totals), paired; without comparison the compare side stays empty. */
export function compareReport<R extends Valid & { id: number; name: string }>(
  primary: { rows: readonly R[]; totals: Valid } | undefined,
  compare: { rows: readonly R[]; totals: Valid } | undefined,
  comparing: boolean,
): { rows: ComparedRow<R>[]; totals: ComparedTotals } {
  return {
    rows: compareRows(primary?.rows ?? [], comparing ? (compare?.rows ?? []) : undefined),
    totals: compareTotals(primary?.totals, comparing ? compare?.totals : undefined),
  };
}
