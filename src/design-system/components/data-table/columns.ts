/** How DataTable sorts, aligns and sizes its columns. */
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
