/** How DataTable sorts, aligns, sizes and pins its columns. */
import type { Column, SortingFn } from '@tanstack/react-table';
import { compareHr } from '../../format/collation';
import type { DataTableColumn } from '../DataTable';

function isEmptyValue(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/** Sort numbers numerically, dates by time, everything else as strings in Croatian collation. Empty values last. */
export function collationSort<T>(): SortingFn<T> {
  return (a, b, columnId) => {
    const x: unknown = a.getValue(columnId);
    const y: unknown = b.getValue(columnId);
    if (isEmptyValue(x) && isEmptyValue(y)) return 0;
    if (isEmptyValue(x)) return 1;
    if (isEmptyValue(y)) return -1;
    if (typeof x === 'number' && typeof y === 'number') return x === y ? 0 : x < y ? -1 : 1;
    if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
    if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
    return compareHr(String(x), String(y));
  };
}

export interface ColumnMeta {
  align: 'start' | 'end' | 'center';
  width: { minWidth?: number | string; maxWidth?: number | string; width?: number | string };
}

export function columnMeta<T>(c: DataTableColumn<T>): ColumnMeta {
  return {
    align: c.align ?? (c.numeric ? 'end' : 'start'),
    width: {
      minWidth: c.minWidth ?? (c.numeric ? '125px' : undefined),
      maxWidth: c.maxWidth ?? (c.numeric ? '135px' : undefined),
      width: c.width ?? (c.numeric ? '130px' : undefined),
    },
  };
}

export function metaOf<T>(column: Column<T, unknown>): ColumnMeta {
  return (column.columnDef.meta as ColumnMeta | undefined) ?? { align: 'start', width: {} };
}

/**
 * The expander column's width at each table size: its button (2rem) and the cell's padding on both
 * sides (the table recipe's px 2, 3, 4). The first data column is kept in view just after it.
 */
export const EXPANDER_WIDTH = { sm: '3rem', md: '3.5rem', lg: '4rem' } as const;

/**
 * Keeps a cell of the first column(s) in view while the table scrolls sideways in its frame (a
 * phone): sticky at the frame's start, painted with its row's background so the cells scrolling
 * under it do not show through.
 */
export function stickyStart(offset: string | 0) {
  return { position: 'sticky', insetInlineStart: offset, zIndex: 1, bg: 'inherit' } as const;
}

/** No cell sticks: an empty table has nothing to scroll past. */
export const NOT_STICKY = {};
