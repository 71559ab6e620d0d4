/**
 * How a DataTable draws its rows and cells: the cells are plain elements, styled once per table by
 * the table's root (the table recipe's row, cell and column header styles through child selectors),
 * each cell telling its differences by data attributes (data-align, data-sticky, data-col ...).
 * The values inside the cells (ComparisonCell, DiffValue) are plain elements too, styled by the same
 * root; outside a table they draw themselves with Chakra.
 */
import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import type { Trend } from '../../model/comparison';
import type { ColumnMeta } from './columns';

/** True under a DataTable's root, whose styles draw the plain value elements below. */
export const TableStylesContext = createContext(false);

export const useTableStyles = () => useContext(TableStylesContext);

/** A figure: tabular numerals on one line. */
export const FIGURE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const satisfies SystemStyleObject;

export const TREND_COLOR = {
  up: 'diff.positiveText',
  down: 'diff.negativeText',
  none: 'diff.neutralText',
} as const satisfies Record<Trend, string>;

/** A comparison value's parts stacked at the end of the cell (ComparisonCell without a part). */
export const STACK = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0',
  alignItems: 'flex-end',
  fontSize: 'sm',
  textAlign: 'end',
} as const satisfies SystemStyleObject;

/** The stacked parts: the primary value, the compare value and a difference's line. */
export const STACK_PART = {
  primary: { fontWeight: 'semibold', ...FIGURE },
  compare: { color: 'fg.muted', whiteSpace: 'nowrap' },
  line: { whiteSpace: 'nowrap' },
} as const satisfies Record<string, SystemStyleObject>;

/** Styles of the plain value elements (data-figure, data-trend, data-part, data-sr-only) under a root. */
const VALUE_STYLES: SystemStyleObject = {
  '& [data-figure]': FIGURE,
  '& [data-trend]': FIGURE,
  '& [data-trend=up]': { color: TREND_COLOR.up },
  '& [data-trend=down]': { color: TREND_COLOR.down },
  '& [data-trend=none]': { color: TREND_COLOR.none },
  '& [data-stack]': STACK,
  '& [data-part=primary]': STACK_PART.primary,
  '& [data-part=compare]': STACK_PART.compare,
  '& [data-part=line]': STACK_PART.line,
  '& [data-sr-only]': visuallyHiddenStyle,
};

/** A sortable column's header button (SortButton): data-reverse puts the arrow first (end-aligned columns). */
const SORT_BUTTON: SystemStyleObject = {
  '& [data-sort-button]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    // A 24 px target (WCAG 2.5.8) that takes no more room in the row than its text.
    minH: '6',
    my: '-0.5',
    fontWeight: 'semibold',
    textAlign: 'inherit',
    maxW: 'full',
    flexDirection: 'row',
    cursor: 'pointer',
    borderRadius: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '& [data-sort-button][data-reverse]': { flexDirection: 'row-reverse' },
};

/**
 * The expander column's width at each table size: its button (2rem) and the cell's padding on both
 * sides (the table recipe's px 2, 3, 4). The first data column is kept in view just after it.
 */
export const EXPANDER_WIDTH = { sm: '3rem', md: '3.5rem', lg: '4rem' } as const;

type TableSlotStyles = Record<'row' | 'cell' | 'columnHeader', SystemStyleObject>;

/**
 * The root's styles for its own rows and cells (child selectors: a table inside an expanded row
 * keeps its own) and for the values in them.
 * - data-sticky="first" | "expander": kept in view while the table scrolls sideways in its frame (a
 *   phone), painted with its row's background so the cells scrolling under it do not show through.
 * - data-expander: the expander column (exactly EXPANDER_WIDTH wide on body rows, so the first data
 *   column sticks right after it).
 * - data-col: a column with a width (from its meta), data-align: 'end' or 'center'.
 * - rows: data-tone="invalid", data-expanded, data-details (the row under an expanded one).
 */
export function tableRootStyles(slots: TableSlotStyles, size: keyof typeof EXPANDER_WIDTH, firstOffset: string | 0, widths: ColumnMeta['width'][]): SystemStyleObject {
  const columnWidths: SystemStyleObject = {};
  widths.forEach((width, index) => {
    if (Object.values(width).some((v) => v !== undefined)) columnWidths[`& > * > tr > [data-col="${index}"]`] = width;
  });
  return {
    '& > * > tr': slots.row,
    '& > thead > tr > th': { ...slots.columnHeader, bg: 'bg.subtle' },
    '& > * > tr > td': slots.cell,
    '& > thead > tr': { bg: 'bg.subtle' },
    '& > tfoot > tr': { fontWeight: 'semibold', bg: 'bg.subtle' },
    '& > tbody > tr[data-expanded], & > tbody > tr[data-details]': { bg: 'row.expanded' },
    '& > tbody > tr[data-tone=invalid]': { bg: 'row.invalid' },
    '& > tfoot > tr > td': { fontVariantNumeric: 'tabular-nums' },
    '& > tbody > tr > td[data-align=end]': { fontVariantNumeric: 'tabular-nums' },
    '& > * > tr > [data-align=end]': { textAlign: 'end' },
    '& > * > tr > [data-align=center]': { textAlign: 'center' },
    '& > * > tr > [data-sticky]': { position: 'sticky', zIndex: 1 },
    '& > * > tr > [data-sticky=first]': { insetInlineStart: firstOffset },
    '& > * > tr > [data-sticky=expander]': { insetInlineStart: 0 },
    '& > * > tr > td[data-sticky]': { bg: 'inherit' },
    '& > * > tr > [data-expander]': { width: '10' },
    '& > tbody > tr > td[data-expander]': { minWidth: EXPANDER_WIDTH[size], py: '1' },
    '& > tbody > tr > td[data-details]': { px: '4', py: '3' },
    ...columnWidths,
    ...SORT_BUTTON,
    ...VALUE_STYLES,
  };
}
