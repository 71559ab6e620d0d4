/**
 * A report table of named rows (services, channels, providers, garages, parks, articles):
 * name, valid count and amount; when comparing also the compare value, the difference and the
 * percentage of both (reporting.md §2). Sorted by valid amount, descending, unless told otherwise;
 * a totals footer; an empty state.
 */
import type { SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonCell } from '../../../design-system/components/ComparisonCell';
import { DataTable, type DataTableColumn } from '../../../design-system/components/DataTable';
import type { ComparedRow, ComparedTotals, Valid } from '../model/compared';

export interface ComparedTableProps<R extends Valid> {
  caption: string;
  rows: ComparedRow<R>[];
  totals: ComparedTotals;
  comparing: boolean;
  /** Header of the name column ("Usluga", "Prodajni kanal", "Pružatelj" ...). */
  nameHeader: string;
  /** The name cell, e.g. with a link to the row's page. */
  renderName?: (row: ComparedRow<R>) => ReactNode;
  /** Columns after the figures (share, details link ...). */
  extraColumns?: DataTableColumn<ComparedRow<R>>[];
  renderExpanded?: (row: ComparedRow<R>) => ReactNode;
  singleExpand?: boolean;
  onExpandedChange?: (ids: string[]) => void;
  defaultSorting?: SortingState;
  loading?: boolean;
  /** Rows expected once loaded (DataTable's `loadingRows`). */
  loadingRows?: number;
}

export const BY_AMOUNT_DESC: SortingState = [{ id: 'amount', desc: true }];
export const BY_NAME: SortingState = [{ id: 'name', desc: false }];

export function ComparedTable<R extends Valid>({
  caption,
  rows,
  totals,
  comparing,
  nameHeader,
  renderName,
  extraColumns = [],
  renderExpanded,
  singleExpand,
  onExpandedChange,
  defaultSorting = BY_AMOUNT_DESC,
  loading,
  loadingRows,
}: ComparedTableProps<R>) {
  const { t } = useTranslation('reporting');
  const figure = (measure: 'count' | 'amount'): DataTableColumn<ComparedRow<R>>[] => {
    const kind = measure;
    const primary: DataTableColumn<ComparedRow<R>> = {
      id: measure,
      header: t(`columns.${measure}`),
      numeric: true,
      cell: (row) => <ComparisonCell value={row[measure]} kind={kind} part="primary" />,
      sortValue: (row) => row[measure].primary,
      footer: <ComparisonCell value={totals[measure]} kind={kind} part="primary" />,
    };
    if (!comparing) return [primary];
    return [
      primary,
      {
        id: `${measure}Compare`,
        header: t(`columns.${measure}Compare`),
        numeric: true,
        cell: (row) => <ComparisonCell value={row[measure]} kind={kind} part="compare" />,
        sortValue: (row) => row[measure].compare ?? 0,
        footer: <ComparisonCell value={totals[measure]} kind={kind} part="compare" />,
      },
      {
        id: `${measure}Difference`,
        header: t(`columns.${measure}Difference`),
        numeric: true,
        cell: (row) => <ComparisonCell value={row[measure]} kind={kind} part="difference" />,
        sortValue: (row) => row[measure].difference,
        footer: <ComparisonCell value={totals[measure]} kind={kind} part="difference" />,
      },
      {
        id: `${measure}Percentage`,
        header: t(`columns.${measure}Percentage`),
        numeric: true,
        cell: (row) => <ComparisonCell value={row[measure]} kind={kind} part="percentage" />,
        sortValue: (row) => row[measure].percentage,
        footer: <ComparisonCell value={totals[measure]} kind={kind} part="percentage" />,
      },
    ];
  };

  const columns: DataTableColumn<ComparedRow<R>>[] = [
    {
      id: 'name',
      header: nameHeader,
      cell: (row) => (renderName ? renderName(row) : row.name),
      sortValue: (row) => row.name,
      footer: t('columns.total'),
      minWidth: 180,
    },
    ...figure('count'),
    ...figure('amount'),
    ...extraColumns,
  ];

  return (
    <DataTable
      caption={caption}
      rows={rows}
      columns={columns}
      getRowId={(row) => String(row.id)}
      defaultSorting={defaultSorting}
      renderExpanded={renderExpanded}
      singleExpand={singleExpand}
      onExpandedChange={onExpandedChange}
      loading={loading}
      loadingRows={loadingRows}
      emptyTitle={t('empty.title')}
      emptyDescription={t('empty.description')}
      size="sm"
    />
  );
}
