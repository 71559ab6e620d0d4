/**
 * A sortable column's header: a button that turns the order, with an arrow showing it. A plain
 * button, styled by the DataTable's root (SORT_BUTTON, cell-styles.ts).
 */
import type { Header } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { LuChevronDown, LuChevronsUpDown, LuChevronUp } from 'react-icons/lu';
import type { ColumnMeta } from './columns';

interface SortButtonProps<T> {
  header: Header<T, unknown>;
  align: ColumnMeta['align'];
  children: ReactNode;
}

export function SortButton<T>({ header, align, children }: SortButtonProps<T>) {
  const sorted = header.column.getIsSorted();
  return (
    <button
      type="button"
      data-sort-button=""
      data-reverse={align === 'end' ? '' : undefined}
      onClick={header.column.getToggleSortingHandler()}
      data-testid={`sort-${header.column.id}`}
    >
      <span>{children}</span>
      {sorted === 'asc' ? <LuChevronUp size="0.9em" /> : sorted === 'desc' ? <LuChevronDown size="0.9em" /> : <LuChevronsUpDown size="0.9em" opacity={0.5} />}
    </button>
  );
}
