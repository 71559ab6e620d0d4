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
  /** The row of each period, where the period has one (its per-channel figures, for instance). */
  primaryRow?: R;
  compareRow?: R;
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
  const rows = primary.map((p): ComparedRow<R> => {
    const c = byId.get(p.id);
    byId.delete(p.id);
    return {
      id: p.id,
      name: p.name,
      row: p,
      primaryRow: p,
      compareRow: c,
      count: compare ? comparisonValue(p.validCount, c?.validCount ?? null) : comparisonValue(p.validCount),
      amount: compare ? comparisonValue(p.validAmount, c?.validAmount ?? null) : comparisonValue(p.validAmount),
    };
  });
  for (const c of byId.values()) {
    rows.push({ id: c.id, name: c.name, row: c, compareRow: c, count: comparisonValue(null, c.validCount), amount: comparisonValue(null, c.validAmount) });
  }
  return rows;
}

export interface ComparedReport<R> {
  rows: ComparedRow<R>[];
  totals: ComparedTotals;
  /**
   * Every report the table needs has arrived: the primary period's, and the compare period's when
   * comparing. Until then there are no rows (a compare side is never shown as zero for want of its answer).
   */
  ready: boolean;
}

/** A report of both periods (rows and totals), paired; without comparison the compare side stays empty. */
export function compareReport<R extends Valid & { id: number; name: string }>(
  primary: { rows: readonly R[]; totals: Valid } | undefined,
  compare: { rows: readonly R[]; totals: Valid } | undefined,
  comparing: boolean,
): ComparedReport<R> {
  const ready = primary !== undefined && (!comparing || compare !== undefined);
  if (!ready) return { rows: [], totals: compareTotals(undefined, undefined), ready };
  return {
    rows: compareRows(primary.rows, comparing ? compare?.rows : undefined),
    totals: compareTotals(primary.totals, comparing ? compare?.totals : undefined),
    ready,
  };
}
