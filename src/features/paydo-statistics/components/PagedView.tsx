/** A view of one paged call: optional content above (a chart) and below (a footer) the table. */
import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../design-system/components/DataTable';
import { FetchFailure, StatsTable, useFetchFailureToast } from './StatsTable';
import type { Paged } from '../model/statistics';

export interface PagedViewProps<T> {
  query: UseQueryResult<Paged<T>>;
  caption: string;
  columns: DataTableColumn<T>[];
  page: number;
  onPageChange: (page: number) => void;
  getRowId?: (row: T, index: number) => string;
  above?: ReactNode;
  below?: ReactNode;
}

export function PagedView<T>({ query, caption, columns, page, onPageChange, getRowId, above, below }: PagedViewProps<T>) {
  useFetchFailureToast(query.error, query.errorUpdatedAt);
  const data = query.data;
  return (
    <Stack gap="4">
      {above}
      {query.isError ? (
        <FetchFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <StatsTable
          caption={caption}
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={getRowId}
          loading={query.isFetching}
          paging={{ mode: 'server', page, pageCount: data?.pageCount ?? 1, total: data?.total ?? 0, onPageChange }}
        />
      )}
      {below}
    </Stack>
  );
}
