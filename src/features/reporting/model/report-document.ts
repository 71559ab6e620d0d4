/**
 * The PDF and Excel report of a detail page (reporting.md §2, §7, §9): the screen's period, totals,
 * channel table and article table, as one translated document for the builders in export/. The
 * Excel report adds the table by day and channel (model/day-table.ts).
 * Comparison mode gives each figure its four columns (primary, compare, difference, percentage).
 */
import type { AppLocale } from '../../../design-system/format/locale';
import type { ComparisonValue } from '../../../design-system/model/comparison';
import type { ReportCell, ReportColumn, ReportDocument, ReportRow, ReportTable } from '../export/document';
import type { ArticleGroup } from './articles';
import type { ComparedRow, ComparedTotals } from './compared';

export interface ReportWords {
  title: string;
  count: string;
  amount: string;
  compare: string;
  difference: string;
  percentage: string;
  total: string;
  channelsTitle: string;
  channel: string;
  articlesTitle: string;
  article: string;
  price: string;
  noZone: string;
}

export interface ReportInput {
  locale: AppLocale;
  name: string;
  words: ReportWords;
  period: string;
  comparePeriod?: string;
  generatedAt: string;
  totals: ComparedTotals;
  channels?: { rows: ComparedRow<unknown>[]; totals: ComparedTotals };
  articles: ArticleGroup[];
  /** The Excel report's table by day and channel (model/day-table.ts), after the others. */
  byDay?: ReportTable;
}

function figureColumns(words: ReportWords, comparing: boolean): ReportColumn[] {
  const figure = (label: string, kind: 'count' | 'amount'): ReportColumn[] =>
    comparing
      ? [
          { header: label, kind, group: label },
          { header: words.compare, kind, group: label },
          { header: words.difference, kind, group: label, signed: true },
          { header: words.percentage, kind: 'percent', group: label, signed: true },
        ]
      : [{ header: label, kind }];
  return [...figure(words.count, 'count'), ...figure(words.amount, 'amount')];
}

function figureCells(count: ComparisonValue, amount: ComparisonValue, comparing: boolean): ReportCell[] {
  const cells = (v: ComparisonValue): ReportCell[] =>
    comparing ? [v.primary, v.compare ?? 0, v.difference, v.percentage] : [v.primary];
  return [...cells(count), ...cells(amount)];
}

export function buildReportDocument(input: ReportInput): ReportDocument {
  const { words } = input;
  const comparing = input.comparePeriod !== undefined;
  const tables: ReportTable[] = [];
  if (input.channels) {
    tables.push({
      title: words.channelsTitle,
      columns: [{ header: words.channel, kind: 'text' }, ...figureColumns(words, comparing)],
      rows: [...input.channels.rows]
        .sort((a, b) => b.amount.primary - a.amount.primary)
        .map((row) => [row.name, ...figureCells(row.count, row.amount, comparing)]),
      footer: [words.total, ...figureCells(input.channels.totals.count, input.channels.totals.amount, comparing)],
    });
  }
  const articleRows: ReportRow[] = [];
  for (const group of input.articles) {
    articleRows.push({
      cells: [group.zone ?? words.noZone, null, ...figureCells(group.totals.count, group.totals.amount, comparing)],
      strong: true,
    });
    for (const row of group.rows) {
      articleRows.push({ cells: [row.name, row.row.itemPrice, ...figureCells(row.count, row.amount, comparing)], level: 1 });
    }
  }
  tables.push({
    title: words.articlesTitle,
    columns: [{ header: words.article, kind: 'text' }, { header: words.price, kind: 'amount' }, ...figureColumns(words, comparing)],
    rows: articleRows,
    footer: [words.total, null, ...figureCells(input.totals.count, input.totals.amount, comparing)],
  });
  if (input.byDay) tables.push(input.byDay);
  const total = (label: string, kind: 'count' | 'amount', v: ComparisonValue) =>
    comparing
      ? { label, kind, primary: v.primary, compare: v.compare ?? 0, difference: v.difference, percentage: v.percentage }
      : { label, kind, primary: v.primary };
  return {
    locale: input.locale,
    fileBaseName: input.name,
    title: input.name,
    subtitle: words.title,
    period: input.period,
    comparePeriod: input.comparePeriod,
    generatedAt: input.generatedAt,
    totals: [total(words.count, 'count', input.totals.count), total(words.amount, 'amount', input.totals.amount)],
    tables,
  };
}
