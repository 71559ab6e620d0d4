/**
 * The table of a statistics view (operations.md §2): 700 px high with a sticky header, backend
 * paging (or the view's own rows paged here when the call has no page), the "no data" empty state,
 * and in place of the table, when the call fails, the failure with a retry.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAYDO_PAGE_SIZE } from '../../../api/contract/paydo';
import { isApiError, isAuthFailure } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { DataTable, type DataTableColumn } from '../../../design-system/components/DataTable';
import { useFailureToast } from '../../../design-system/components/useFailureToast';

/** The spec's table height (operations.md §9). */
export const TABLE_HEIGHT = '700px';

export type StatsPaging = { mode: 'server'; page: number; pageCount: number; total: number; onPageChange: (page: number) => void } | { mode: 'client' };

export interface StatsTableProps<T> {
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  loading: boolean;
  paging?: StatsPaging;
  getRowId?: (row: T, index: number) => string;
  /** A heading shown above the table (views with several tables). */
  heading?: string;
}

export function StatsTable<T>({ caption, columns, rows, loading, paging, getRowId, heading }: StatsTableProps<T>) {
  const { t } = useTranslation('paydo-statistics');
  return (
    <Stack gap="2">
      {heading ? (
        <Heading as="h3" size="md">
          {heading}
        </Heading>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        loading={loading}
        maxHeight={TABLE_HEIGHT}
        enableSorting={false}
        paging={
          paging?.mode === 'server'
            ? { ...paging, label: t('pagination', { name: caption }) }
            : paging?.mode === 'client'
              ? { mode: 'client', pageSize: PAYDO_PAGE_SIZE, label: t('pagination', { name: caption }) }
              : undefined
        }
      />
    </Stack>
  );
}

/** The text of a failed statistics call: the server's, else statisticsFetchFailed (operations.md §8). */
export function useFetchFailureText() {
  const { t } = useTranslation('paydo-statistics');
  return (error: unknown) => (isApiError(error) && error.serverText ? error.serverText : t('statisticsFetchFailed'));
}

/**
 * The error toast of a failed fetch (operations.md §8), once per failure; views with two calls
 * share one toast.
 */
export function useFetchFailureToast(error: unknown, errorUpdatedAt: number) {
  const text = useFetchFailureText();
  useFailureToast(error && !isAuthFailure(error) ? errorUpdatedAt : 0, () => text(error), 'paydo-fetch-failed');
}

/** In place of a table whose call failed: what went wrong, and a retry. */
export function FetchFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('paydo-statistics');
  const text = useFetchFailureText();
  return (
    <LoadFailedAlert title={t('loadFailed')} detail={text(error)} onRetry={onRetry} retryLabel={t('retry')} />
  );
}
