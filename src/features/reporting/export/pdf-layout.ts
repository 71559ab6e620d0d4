/**
 * Geometry and pagination of the PDF report (reporting.md §9: A4 landscape, margins 25, numeric
 * columns 80 wide). Pure: pdf-parts.tsx draws what this plans, with the sizes defined here.
 *
 * Why plan pages ourselves: react-pdf lays out again everything left in a <Page> each time it
 * breaks one, and once more per page for a "Page X of Y" footer (a dynamic node). Planned pages,
 * each exactly one sheet, with static page numbers, are laid out once. Heights come from
 * the font's real advance widths and fixed line heights, so the plan is exact for ordinary rows;
 * pdf.ts checks the page count of the result and falls back to react-pdf's own pagination (with
 * dynamic page numbers) if a page ever ran over.
 */
import { columnGroups, hasColumnGroups, leadingTextColumns, type ReportColumn } from './document';

// Page -------------------------------------------------------------------------------------------

/** A4 landscape in points, as react-pdf sizes it. */
export const PDF_PAGE_WIDTH = 841.89;
export const PDF_PAGE_HEIGHT = 595.28;
export const PDF_MARGIN = 25;
/** Width of a numeric (compare-table) column. */
export const PDF_NUMBER_COLUMN_WIDTH = 80;
/** Numeric columns may shrink to this width so that a table fits the page without being split. */
export const PDF_MIN_NUMBER_COLUMN_WIDTH = 66;
export const PDF_CONTENT_WIDTH = PDF_PAGE_WIDTH - 2 * PDF_MARGIN;
/** The page footer (title, generation time, page number) sits in the bottom margin area. */
export const PDF_FOOTER_HEIGHT = 12;
export const PDF_PADDING_BOTTOM = PDF_MARGIN + PDF_FOOTER_HEIGHT + 4;
/** Height of the flow (frame and tables) on a page. */
export const PDF_FLOW_HEIGHT = PDF_PAGE_HEIGHT - PDF_MARGIN - PDF_PADDING_BOTTOM;
/** Kept free at the bottom of each planned page, against rounding. */
const SAFETY = 3;

/**
 * Font sizes and spacing, shared by the styles and the plan. Line heights are the font's own
 * (TextMeasure.lineHeight): a `lineHeight` style would also hide react-pdf's dynamic page numbers.
 */
export const PDF_METRICS = {
  bodySize: 8,
  headerSize: 7.5,
  titleSize: 16,
  subtitleSize: 10,
  periodSize: 9,
  tableTitleSize: 11,
  totalLabelSize: 9,
  totalValueSize: 15,
  totalLineSize: 8.5,
  footerSize: 7,
  cellPadX: 3,
  cellPadY: 2.5,
  rowRule: 0.25,
  footerRule: 0.75,
  headerRule: 0.75,
  headerPadY: 3,
  groupPadTop: 3,
  groupPadBottom: 1,
  groupRule: 0.5,
  groupInset: 2,
  tableGap: 12,
  tableTitleGap: 4,
  indent: 10,
  subtitleGap: 2,
  periodsGap: 6,
  totalsGapTop: 10,
  totalsGapBottom: 4,
  totalBoxPad: 8,
  totalBoxRule: 0.75,
  totalBoxGap: 8,
  totalValueGap: 2,
  totalLineGap: 2,
  emptyPadY: 4,
} as const;

const M = PDF_METRICS;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

// Columns ----------------------------------------------------------------------------------------

/** Minimum width of the first leading text column (the row's name), and width of other text columns. */
const FIRST_TEXT_COLUMN_MIN = 140;
const TEXT_COLUMN_WIDTH = 90;

/** The columns of one horizontal slice of a table, with their widths in points. */
export interface ColumnSlice {
  columns: number[];
  widths: number[];
}

/**
 * How a table's columns are laid across the page width:
 *  1. numeric columns 80 wide, text columns 90, the first leading text column at least 140; when
 *     they fit, the leading text columns take the spare width;
 *  2. otherwise, when the numeric columns fit at 66 or more, they shrink evenly;
 *  3. otherwise the table is cut into slices printed one after the other: each slice repeats the
 *     leading text columns (the row's name) and takes whole column groups (a channel's 4 columns)
 *     while they fit.
 */
export function planColumnSlices(
  columns: readonly Pick<ReportColumn, 'kind' | 'group'>[],
  contentWidth: number = PDF_CONTENT_WIDTH,
): ColumnSlice[] {
  const keyCount = leadingTextColumns(columns);
  const keys = Array.from({ length: keyCount }, (_, i) => i);
  const keyMins = keys.map((i) => (i === 0 ? FIRST_TEXT_COLUMN_MIN : TEXT_COLUMN_WIDTH));
  const rest = columns.map((_, i) => i).slice(keyCount);
  const baseWidth = (i: number) =>
    columns[i]?.kind === 'text' ? TEXT_COLUMN_WIDTH : PDF_NUMBER_COLUMN_WIDTH;

  /** Spreads the spare width over the key columns (or leaves it when there are none). */
  const slice = (others: number[], otherWidths: number[]): ColumnSlice => {
    const spare = Math.max(0, contentWidth - sum(keyMins) - sum(otherWidths));
    if (keyCount > 0) {
      const total = sum(keyMins);
      return {
        columns: [...keys, ...others],
        widths: [...keyMins.map((w) => w + (spare * w) / total), ...otherWidths],
      };
    }
    return { columns: others, widths: otherWidths };
  };

  const restWidths = rest.map(baseWidth);
  if (sum(keyMins) + sum(restWidths) <= contentWidth) return [slice(rest, restWidths)];

  const numeric = rest.filter((i) => columns[i]?.kind !== 'text');
  const textWidth = sum(rest.filter((i) => columns[i]?.kind === 'text').map(baseWidth));
  const shrunk =
    numeric.length > 0 ? (contentWidth - sum(keyMins) - textWidth) / numeric.length : 0;
  if (shrunk >= PDF_MIN_NUMBER_COLUMN_WIDTH) {
    return [
      slice(
        rest,
        rest.map((i) => (columns[i]?.kind === 'text' ? TEXT_COLUMN_WIDTH : shrunk)),
      ),
    ];
  }

  // Slices of whole groups; a group wider than a slice is cut column by column.
  const room = Math.max(contentWidth - sum(keyMins), PDF_NUMBER_COLUMN_WIDTH);
  const units = columnGroups(rest.map((i) => columns[i] ?? {})).flatMap((g) => {
    const members = rest.slice(g.start, g.start + g.span);
    return sum(members.map(baseWidth)) <= room ? [members] : members.map((m) => [m]);
  });
  const slices: number[][] = [];
  let current: number[] = [];
  for (const unit of units) {
    if (current.length > 0 && sum([...current, ...unit].map(baseWidth)) > room) {
      slices.push(current);
      current = [];
    }
    current.push(...unit);
  }
  if (current.length > 0) slices.push(current);
  return slices.map((members) => slice(members, members.map(baseWidth)));
}

// Text measurement -------------------------------------------------------------------------------

/** Sizes of text as the PDF draws it (pdf-measure.ts measures with the embedded fonts). */
export interface TextMeasure {
  /** Width in points of `text` at `size`. */
  width(text: string, size: number, bold: boolean): number;
  /** Height of a line at `size`: the font's ascent, descent and line gap, as react-pdf lays it out. */
  lineHeight(size: number): number;
}

/**
 * Lines a text takes in `available` points, wrapping at spaces like react-pdf (no hyphenation; a
 * word longer than the line takes as many lines as its width needs). At least 1.
 */
export function lineCount(
  measure: TextMeasure,
  text: string,
  size: number,
  bold: boolean,
  available: number,
): number {
  if (text === '' || available <= 0) return 1;
  if (measure.width(text, size, bold) <= available) return 1;
  const space = measure.width(' ', size, bold);
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const width = measure.width(word, size, bold);
    if (used > 0 && used + space + width <= available) {
      used += space + width;
    } else if (used === 0 && width <= available) {
      used = width;
    } else {
      if (used > 0) lines += 1;
      const extra = Math.max(0, Math.ceil(width / available) - 1);
      lines += extra;
      used = width - extra * available;
    }
  }
  return lines;
}

// A table slice, ready to draw -------------------------------------------------------------------

export interface SliceRow {
  /** Formatted cells, one per column of the slice. */
  cells: string[];
  level: number;
  strong: boolean;
}

/** What pdf-parts.tsx draws for one slice of a table, with every cell already formatted. */
export interface SliceLayout {
  title: string;
  widths: number[];
  headers: string[];
  numeric: boolean[];
  signed: boolean[];
  /** The group row: one entry per run of columns (label undefined for ungrouped ones); empty when none. */
  groups: Array<{ label?: string; width: number }>;
  rows: SliceRow[];
  footer?: SliceRow;
}

export function sliceGroups(
  columns: readonly Pick<ReportColumn, 'group'>[],
  widths: readonly number[],
): SliceLayout['groups'] {
  if (!hasColumnGroups(columns)) return [];
  return columnGroups(columns).map((g) => ({
    ...(g.label === undefined ? {} : { label: g.label }),
    width: sum(widths.slice(g.start, g.start + g.span)),
  }));
}

// Heights ----------------------------------------------------------------------------------------

function cellsHeight(
  measure: TextMeasure,
  slice: SliceLayout,
  row: SliceRow,
  size: number,
): number {
  let lines = 1;
  row.cells.forEach((text, k) => {
    const width = (slice.widths[k] ?? 0) - 2 * M.cellPadX - (k === 0 ? M.indent * row.level : 0);
    lines = Math.max(lines, lineCount(measure, text, size, row.strong, width));
  });
  return 2 * M.cellPadY + lines * measure.lineHeight(size);
}

export function rowHeight(measure: TextMeasure, slice: SliceLayout, row: SliceRow): number {
  return cellsHeight(measure, slice, row, M.bodySize) + M.rowRule;
}

export function footerRowHeight(measure: TextMeasure, slice: SliceLayout, row: SliceRow): number {
  return cellsHeight(measure, slice, { ...row, strong: true }, M.bodySize) + M.footerRule;
}

export function headerHeight(measure: TextMeasure, slice: SliceLayout): number {
  let height = M.headerRule;
  if (slice.groups.length > 0) {
    const lines = Math.max(
      1,
      ...slice.groups.map((g) =>
        g.label === undefined
          ? 1
          : lineCount(
              measure,
              g.label,
              M.bodySize,
              true,
              g.width - 2 * M.groupInset - 2 * M.cellPadX,
            ),
      ),
    );
    height +=
      M.groupPadTop + M.groupPadBottom + M.groupRule + lines * measure.lineHeight(M.bodySize);
  }
  const lines = Math.max(
    1,
    ...slice.headers.map((h, k) =>
      lineCount(measure, h, M.headerSize, true, (slice.widths[k] ?? 0) - 2 * M.cellPadX),
    ),
  );
  return height + 2 * M.headerPadY + lines * measure.lineHeight(M.headerSize);
}

export function titleHeight(measure: TextMeasure, title: string): number {
  return (
    M.tableGap +
    lineCount(measure, title, M.tableTitleSize, true, PDF_CONTENT_WIDTH) *
      measure.lineHeight(M.tableTitleSize) +
    M.tableTitleGap
  );
}

export function emptyTableHeight(measure: TextMeasure): number {
  return 2 * M.emptyPadY + measure.lineHeight(M.bodySize);
}

/** The frame at the top of the first page: title, subtitle, period lines and the totals boxes. */
export interface FrameLayout {
  title: string;
  subtitle?: string;
  periods: string[];
  /** Per total box: its label and how many lines follow the value (compare, difference, percentage). */
  totals: Array<{ label: string; lines: string[] }>;
}

export function frameHeight(measure: TextMeasure, frame: FrameLayout): number {
  let height =
    lineCount(measure, frame.title, M.titleSize, true, PDF_CONTENT_WIDTH) *
    measure.lineHeight(M.titleSize);
  if (frame.subtitle) {
    height +=
      M.subtitleGap +
      lineCount(measure, frame.subtitle, M.subtitleSize, false, PDF_CONTENT_WIDTH) *
        measure.lineHeight(M.subtitleSize);
  }
  if (frame.periods.length > 0) {
    height += M.periodsGap;
    for (const p of frame.periods)
      height +=
        lineCount(measure, p, M.periodSize, true, PDF_CONTENT_WIDTH) *
        measure.lineHeight(M.periodSize);
  }
  const n = frame.totals.length;
  if (n > 0) {
    const inner =
      (PDF_CONTENT_WIDTH - (n - 1) * M.totalBoxGap) / n - 2 * (M.totalBoxPad + M.totalBoxRule);
    const boxes = frame.totals.map(
      (t) =>
        2 * (M.totalBoxPad + M.totalBoxRule) +
        lineCount(measure, t.label, M.totalLabelSize, true, inner) *
          measure.lineHeight(M.totalLabelSize) +
        M.totalValueGap +
        measure.lineHeight(M.totalValueSize) +
        sum(
          t.lines.map(
            (l) =>
              M.totalLineGap +
              lineCount(measure, l, M.totalLineSize, false, inner) *
                measure.lineHeight(M.totalLineSize),
          ),
        ),
    );
    height += M.totalsGapTop + Math.max(...boxes) + M.totalsGapBottom;
  }
  return height;
}

// Pages ------------------------------------------------------------------------------------------

/** Rows [from, to) of slice `slice` on one page; `title` on its first block, `footer` on its last. */
export interface PageBlock {
  slice: number;
  from: number;
  to: number;
  title: boolean;
  footer: boolean;
}

/** Rows kept with a table's title and header: a title never ends a page alone. */
const LEAD_ROWS = 3;

/**
 * Cuts the slices into pages of PDF_FLOW_HEIGHT (less a small safety margin): the frame opens the
 * first page; a table starts on a new page unless its title, header and first rows fit; rows never
 * split; a continued table repeats its header (not its title); the totals row stays with the last
 * row. Returns, per page, its blocks.
 */
export function planPages(
  slices: readonly SliceLayout[],
  measure: TextMeasure,
  firstPageUsed: number,
  flowHeight: number = PDF_FLOW_HEIGHT - SAFETY,
): PageBlock[][] {
  const pages: PageBlock[][] = [[]];
  let used = firstPageUsed;
  const current = () => pages[pages.length - 1] as PageBlock[];
  const newPage = () => {
    pages.push([]);
    used = 0;
  };

  slices.forEach((slice, index) => {
    const title = titleHeight(measure, slice.title);
    const header = headerHeight(measure, slice);
    const rows = slice.rows.map((row) => rowHeight(measure, slice, row));
    const footer = slice.footer ? footerRowHeight(measure, slice, slice.footer) : 0;
    const empty = slice.rows.length === 0 ? emptyTableHeight(measure) : 0;

    const lead = Math.min(LEAD_ROWS, rows.length);
    const start =
      title + header + empty + sum(rows.slice(0, lead)) + (lead === rows.length ? footer : 0);
    if (used > 0 && used + start > flowHeight) newPage();
    let block: PageBlock = { slice: index, from: 0, to: 0, title: true, footer: false };
    current().push(block);
    used += title + header + empty;

    rows.forEach((height, r) => {
      const needed = height + (r === rows.length - 1 ? footer : 0);
      // A row that does not fit goes to the next page, unless it is alone on a fresh block.
      if (used + needed > flowHeight && r > block.from) {
        newPage();
        block = { slice: index, from: r, to: r, title: false, footer: false };
        current().push(block);
        used = header;
      }
      block.to = r + 1;
      used += height;
    });
    if (slice.footer) {
      block.footer = true;
      used += footer;
    }
  });
  return pages;
}
