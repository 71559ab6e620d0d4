/** Column builders of the statistics tables: every number, amount and date through useFormat. */
import { useMemo } from 'react';
import type { DataTableColumn } from '../../../design-system/components/DataTable';
import { useFormat } from '../../../design-system/format/useFormat';

/** The first day of a month as an ISO date, for month labels and chart categories. */
export function monthIso(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export function useColumns() {
  const format = useFormat();
  return useMemo(
    () => ({
      text: <T,>(id: string, header: string, get: (row: T) => string): DataTableColumn<T> => ({ id, header, cell: get, minWidth: '10rem' }),
      count: <T,>(id: string, header: string, get: (row: T) => number | null): DataTableColumn<T> => ({
        id,
        header,
        numeric: true,
        cell: (row) => format.count(get(row)),
      }),
      amount: <T,>(id: string, header: string, get: (row: T) => number | null): DataTableColumn<T> => ({
        id,
        header,
        numeric: true,
        cell: (row) => format.amount(get(row)),
      }),
      date: <T,>(id: string, header: string, get: (row: T) => string | null): DataTableColumn<T> => ({
        id,
        header,
        cell: (row) => format.date(get(row)),
        minWidth: '7.5rem',
      }),
      month: <T,>(header: string, get: (row: T) => { year: number; month: number }): DataTableColumn<T> => ({
        id: 'month',
        header,
        cell: (row) => {
          const { year, month } = get(row);
          return format.monthYear(monthIso(year, month));
        },
        minWidth: '9rem',
      }),
    }),
    [format],
  );
}
