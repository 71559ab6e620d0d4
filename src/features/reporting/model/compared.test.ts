import { describe, expect, it } from 'vitest';
import { compareReport, compareRows, compareTotals } from './compared';

const row = (id: number, validCount: number, validAmount: number) => ({ id, name: `R${id}`, validCount, validAmount });

describe('compared rows', () => {
  it('leave the compare side empty when not comparing', () => {
    const [r] = compareRows([row(1, 5, 10)], undefined);
    expect(r?.count).toEqual({ primary: 5, difference: 5, percentage: 100 });
    expect(r?.count.compare).toBeUndefined();
  });

  it('pair rows by id and follow the spec for missing sides (100, -100, 0)', () => {
    const rows = compareRows([row(1, 10, 100), row(2, 4, 8), row(4, 0, 0)], [row(1, 5, 50), row(3, 2, 20), row(4, 0, 0)]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 4, 3]);
    expect(rows[0]?.amount).toEqual({ primary: 100, compare: 50, difference: 50, percentage: 100 });
    expect(rows[0]?.count.percentage).toBe(100);
    expect(rows[1]?.count).toEqual({ primary: 4, difference: 4, percentage: 100 });
    expect(rows[3]?.count).toEqual({ primary: 0, compare: 2, difference: -2, percentage: -100 });
    expect(rows[2]?.amount.percentage).toBe(0);
  });

  it('compare totals', () => {
    expect(compareTotals(row(0, 10, 20), row(0, 20, 10)).count).toEqual({ primary: 10, compare: 20, difference: -10, percentage: -50 });
  });

  it('keep each period\'s row beside the pair', () => {
    const [both, onlyCompare] = compareRows([row(1, 1, 1)], [row(1, 2, 2), row(3, 3, 3)]);
    expect(both?.primaryRow).toEqual(row(1, 1, 1));
    expect(both?.compareRow).toEqual(row(1, 2, 2));
    expect(onlyCompare?.primaryRow).toBeUndefined();
    expect(onlyCompare?.compareRow).toEqual(row(3, 3, 3));
  });

  it('give no rows and no compare figures until the compare answer is there', () => {
    const primary = { rows: [row(1, 5, 10)], totals: row(0, 5, 10) };
    const waiting = compareReport(primary, undefined, true);
    expect(waiting.ready).toBe(false);
    expect(waiting.rows).toEqual([]);
    expect(waiting.totals.amount.compare).toBeUndefined();
    const done = compareReport(primary, { rows: [], totals: row(0, 0, 0) }, true);
    expect(done.ready).toBe(true);
    expect(done.rows[0]?.amount).toEqual({ primary: 10, difference: 10, percentage: 100 });
    expect(compareReport(primary, undefined, false).ready).toBe(true);
  });
});
