/**
 * The article table of a detail page (reporting.md §2): articles grouped by zone (a missing zone is
 * 'no zone', listed last), each zone with its subtotal, articles by price ascending (§9).
 */
import { compareHr } from '../../../design-system/format/collation';
import { comparisonValue } from '../../../design-system/model/comparison';
import type { ArticleLine } from './reports';
import { compareRows, type ComparedRow, type ComparedTotals } from './compared';

export interface ArticleGroup {
  zone: string | null;
  rows: ComparedRow<ArticleLine>[];
  totals: ComparedTotals;
}

/** An article's name on screen and in reports: the item and its shortcode when it has one. */
export function articleName(article: ArticleLine): string {
  return article.shortcode ? `${article.item} (${article.shortcode})` : article.item;
}

export function groupArticles(primary: readonly ArticleLine[], compare: readonly ArticleLine[] | undefined): ArticleGroup[] {
  const named = (rows: readonly ArticleLine[]) => rows.map((r) => ({ ...r, name: articleName(r) }));
  const rows = compareRows(named(primary), compare ? named(compare) : undefined);
  const groups = new Map<string | null, ComparedRow<ArticleLine>[]>();
  for (const row of rows) {
    const zone = row.row.zoneName ?? null;
    groups.set(zone, [...(groups.get(zone) ?? []), row]);
  }
  const comparing = compare !== undefined;
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : compareHr(a, b)))
    .map(([zone, list]) => {
      const sum = (pick: (r: ComparedRow<ArticleLine>) => number | undefined) => list.reduce((s, r) => s + (pick(r) ?? 0), 0);
      const count = sum((r) => r.count.primary);
      const amount = sum((r) => r.amount.primary);
      return {
        zone,
        rows: [...list].sort((a, b) => a.row.itemPrice - b.row.itemPrice || compareHr(a.name, b.name)),
        totals: {
          count: comparing ? comparisonValue(count, sum((r) => r.count.compare)) : comparisonValue(count),
          amount: comparing ? comparisonValue(amount, sum((r) => r.amount.compare)) : comparisonValue(amount),
        },
      };
    });
}
