/** The report document with every text formatted once, ready to be measured, planned and drawn. */
import {
  formatReportCell,
  isNumericKind,
  normalizeRow,
  reportLabels,
  type ReportColumn,
  type ReportDocument,
  type ReportLabels,
  type ReportTable,
  type ReportTotal,
} from './document';
import { planColumnSlices, sliceGroups, type FrameLayout, type SliceLayout } from './pdf-layout';

/** Every text of the report formatted once, then measured, planned and drawn. */
export interface Prepared {
  doc: ReportDocument;
  labels: ReportLabels;
  frame: FrameLayout;
  slices: SliceLayout[];
}

function prepareSlices(table: ReportTable, locale: ReportDocument['locale']): SliceLayout[] {
  const slices = planColumnSlices(table.columns);
  const rows = table.rows.map(normalizeRow);
  return slices.map((slice, s) => {
    const columns = slice.columns.map((ci) => table.columns[ci] as ReportColumn);
    const format = (cells: ReadonlyArray<string | number | null>): string[] =>
      slice.columns.map((ci, k) => formatReportCell(cells[ci], columns[k] as ReportColumn, locale));
    return {
      title: slices.length > 1 ? `${table.title} (${s + 1}/${slices.length})` : table.title,
      widths: slice.widths,
      headers: columns.map((c) => c.header),
      numeric: columns.map((c) => isNumericKind(c.kind)),
      signed: columns.map((c) => Boolean(c.signed) && isNumericKind(c.kind)),
      groups: sliceGroups(columns, slice.widths),
      rows: rows.map((row) => ({ cells: format(row.cells), level: row.level, strong: row.strong })),
      ...(table.footer ? { footer: { cells: format(table.footer), level: 0, strong: true } } : {}),
    };
  });
}

export function totalTexts(total: ReportTotal, locale: ReportDocument['locale']) {
  const value = (v: number, signed = false, kind = total.kind) =>
    formatReportCell(v, { kind, signed }, locale);
  return {
    primary: value(total.primary),
    compare: total.compare === undefined ? undefined : value(total.compare),
    difference: total.difference === undefined ? undefined : value(total.difference, true),
    percentage:
      total.percentage === undefined ? undefined : value(total.percentage, true, 'percent'),
  };
}

export function prepare(doc: ReportDocument): Prepared {
  const labels = reportLabels(doc);
  const periods = [`${labels.period}: ${doc.period}`];
  if (doc.comparePeriod) periods.push(`${labels.comparePeriod}: ${doc.comparePeriod}`);
  const frame: FrameLayout = {
    title: doc.title,
    ...(doc.subtitle ? { subtitle: doc.subtitle } : {}),
    periods,
    totals: doc.totals.map((total) => {
      const t = totalTexts(total, doc.locale);
      const lines: string[] = [];
      if (t.compare !== undefined) lines.push(`${labels.compare}: ${t.compare}`);
      if (t.difference !== undefined) lines.push(`${labels.difference}: ${t.difference}`);
      if (t.percentage !== undefined) lines.push(`${labels.percentage}: ${t.percentage}`);
      return { label: total.label, lines };
    }),
  };
  return {
    doc,
    labels,
    frame,
    slices: doc.tables.flatMap((table) => prepareSlices(table, doc.locale)),
  };
}
