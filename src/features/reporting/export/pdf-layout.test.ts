import { describe, expect, it } from 'vitest';
import {
  PDF_CONTENT_WIDTH,
  PDF_FLOW_HEIGHT,
  PDF_METRICS,
  PDF_NUMBER_COLUMN_WIDTH,
  headerHeight,
  lineCount,
  planColumnSlices,
  planPages,
  rowHeight,
  type SliceLayout,
  type TextMeasure,
} from './pdf-layout';

/** Every character half an em wide (4 points at size 8); lines 1.25 em high. */
const measure: TextMeasure = {
  width: (text, size) => [...text].length * size * 0.5,
  lineHeight: (size) => size * 1.25,
};

const LINE = PDF_METRICS.bodySize * 1.25;
const ROW = 2 * PDF_METRICS.cellPadY + LINE + PDF_METRICS.rowRule;

function slice(
  rows: number,
  options: { footer?: boolean; title?: string; name?: (i: number) => string } = {},
): SliceLayout {
  return {
    title: options.title ?? 'Po artiklima',
    widths: [200, 80, 80],
    headers: ['Artikl', 'Količina', 'Iznos'],
    numeric: [false, true, true],
    signed: [false, false, false],
    groups: [],
    rows: Array.from({ length: rows }, (_, i) => ({
      cells: [options.name?.(i) ?? `Artikl ${i}`, '1', '2'],
      level: 0,
      strong: false,
    })),
    ...(options.footer ? { footer: { cells: ['Ukupno', '1', '2'], level: 0, strong: true } } : {}),
  };
}

describe('planColumnSlices (numeric columns 80 wide, reporting.md §9)', () => {
  const measures = (n: number, group?: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => ({
      kind: 'amount' as const,
      ...(group ? { group: group(i) } : {}),
    }));

  it('keeps 80-point numeric columns and gives the spare width to the name column', () => {
    const [first, more] = planColumnSlices([{ kind: 'text' }, ...measures(8)]);
    expect(more).toBeUndefined();
    expect(first?.widths.slice(1)).toEqual(Array(8).fill(PDF_NUMBER_COLUMN_WIDTH));
    expect(first?.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(PDF_CONTENT_WIDTH, 5);
  });

  it('shrinks numeric columns a little rather than splitting the table', () => {
    const slices = planColumnSlices([{ kind: 'text' }, ...measures(9)]);
    expect(slices).toHaveLength(1);
    expect(slices[0]?.widths[1]).toBeLessThan(PDF_NUMBER_COLUMN_WIDTH);
    expect(slices[0]?.widths[1]).toBeGreaterThanOrEqual(66);
  });

  it('splits wide tables by whole channel groups, repeating the name column', () => {
    const slices = planColumnSlices([
      { kind: 'text' },
      ...measures(24, (i) => `Kanal ${Math.floor(i / 4)}`),
    ]);
    expect(slices.map((s) => s.columns)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
      [0, 9, 10, 11, 12, 13, 14, 15, 16],
      [0, 17, 18, 19, 20, 21, 22, 23, 24],
    ]);
    for (const s of slices)
      expect(s.widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(PDF_CONTENT_WIDTH + 1e-9);
  });
});

describe('lineCount', () => {
  it('wraps at spaces, and breaks a word longer than the line', () => {
    expect(lineCount(measure, 'abc def', 8, false, 100)).toBe(1);
    expect(lineCount(measure, 'abcde fghij', 8, false, 24)).toBe(2); // 20 + 4 + 20 > 24
    expect(lineCount(measure, 'ab cd ef gh', 8, false, 20)).toBe(2); // 'ab cd' = 20
    expect(lineCount(measure, 'x'.repeat(30), 8, false, 40)).toBe(3); // 120 points
    expect(lineCount(measure, '', 8, false, 40)).toBe(1);
  });
});

describe('planPages', () => {
  it('puts a table that fits on the first page, after the frame', () => {
    expect(planPages([slice(10, { footer: true })], measure, 150)).toEqual([
      [{ slice: 0, from: 0, to: 10, title: true, footer: true }],
    ]);
  });

  it('continues a long table on the next pages with its header and no title; the totals row stays with the last row', () => {
    const pages = planPages([slice(80, { footer: true })], measure, 150);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]?.[0]).toMatchObject({ from: 0, title: true, footer: false });
    const rest = pages.slice(1).map((p) => p[0]);
    rest.forEach((block, i) => {
      expect(block?.title).toBe(false);
      expect(block?.from).toBe(pages[i]?.[0]?.to);
    });
    expect(pages.at(-1)?.[0]).toMatchObject({ to: 80, footer: true });
    // A full continuation page holds as many rows as fit under the header.
    const perPage = Math.floor((PDF_FLOW_HEIGHT - 3 - headerHeight(measure, slice(1))) / ROW);
    const second = pages[1]?.[0];
    expect((second?.to ?? 0) - (second?.from ?? 0)).toBe(perPage);
  });

  it('starts a table on a new page when its title, header and first rows do not fit', () => {
    const almostFull = PDF_FLOW_HEIGHT - 60;
    const pages = planPages([slice(10)], measure, almostFull);
    expect(pages).toEqual([[], [{ slice: 0, from: 0, to: 10, title: true, footer: false }]]);
  });

  it('counts wrapped lines in a row', () => {
    const wrapped = slice(1, { name: () => 'word '.repeat(20).trim() }); // 99 characters in 194 points
    expect(rowHeight(measure, wrapped, wrapped.rows[0] as SliceLayout['rows'][number])).toBeCloseTo(
      ROW + 2 * LINE,
      5,
    );
  });

  it('packs short tables on one page', () => {
    const pages = planPages(
      [slice(5), slice(5, { title: 'Drugi' }), slice(5, { title: 'Treći' })],
      measure,
      150,
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]?.map((b) => b.slice)).toEqual([0, 1, 2]);
  });
});
