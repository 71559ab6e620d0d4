/** A sortable column's header: a button that turns the order, with an arrow showing it. */
import { chakra } from '@chakra-ui/react';
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
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      // A 24 px target (WCAG 2.5.8) that takes no more room in the row than its text.
      minH="6"
      my="-0.5"
      fontWeight="semibold"
      textAlign="inherit"
      maxW="full"
      flexDirection={align === 'end' ? 'row-reverse' : 'row'}
      cursor="pointer"
      borderRadius="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      onClick={header.column.getToggleSortingHandler()}
      data-testid={`sort-${header.column.id}`}
    >
      <span>{children}</span>
      {sorted === 'asc' ? <LuChevronUp size="0.9em" /> : sorted === 'desc' ? <LuChevronDown size="0.9em" /> : <LuChevronsUpDown size="0.9em" opacity={0.5} />}
    </chakra.button>
  );
}
