import { describe, expect, it } from 'vitest';
import type { ArticleLine } from './reports';
import { groupArticles } from './articles';

const article = (id: number, zoneName: string | null, itemPrice: number, validCount: number): ArticleLine => ({
  id,
  item: `Sat ${id}`,
  itemPrice,
  shortcode: '',
  zoneName,
  channels: [],
  validCount,
  validAmount: validCount * itemPrice,
  totalCount: validCount,
  totalAmount: validCount * itemPrice,
});

describe('article groups', () => {
  it('group by zone in Croatian order with "no zone" last, articles by price, and subtotal each zone', () => {
    const groups = groupArticles(
      [article(1, 'Zona 2', 2, 3), article(2, null, 1, 1), article(3, 'Čakovec', 1.5, 2), article(4, 'Zona 2', 1, 5)],
      undefined,
    );
    expect(groups.map((g) => g.zone)).toEqual(['Čakovec', 'Zona 2', null]);
    expect(groups[1]?.rows.map((r) => r.id)).toEqual([4, 1]);
    expect(groups[1]?.totals.count.primary).toBe(8);
    expect(groups[1]?.totals.amount.primary).toBe(11);
  });

  it('compare each zone with the compare period', () => {
    const [zone] = groupArticles([article(1, 'A', 2, 3)], [article(1, 'A', 2, 1), article(9, 'A', 1, 4)]);
    expect(zone?.rows).toHaveLength(2);
    expect(zone?.totals.count).toEqual({ primary: 3, compare: 5, difference: -2, percentage: -40 });
  });
});
