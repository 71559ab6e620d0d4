/**
 * A paged list of one of these screens: the server's page in a DataTable, and the spec's error
 * handling (reporting.md §8). A failed request shows the server's text (a 400's detail) in a red
 * toast for 5 s, and the table keeps the last page that loaded, marked as stale, until a request
 * succeeds again.
 */
import { Alert, Box, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isAuthFailure } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { DataTable, type DataTableColumn, type RowTone } from '../../../design-system/components/DataTable';
import { useFailureToast } from '../../../design-system/components/useFailureToast';
import type { Page } from '../api';

export interface PagedListProps<T extends { id: number }> {
  query: UseQueryResult<Page<T>>;
  caption: string;
  columns: DataTableColumn<T>[];
  getRowTone?: (row: T) => RowTone;
  page: number;
  onPageChange: (page: number) => void;
  paginationLabel: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Something the list waits for before its request (the provider's info): shown as loading. */
  waiting?: boolean;
}

/** The text a failed list request shows: the server's, else the list's own message. */
export function failureText(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverText) || fallback;
}

export function PagedList<T extends { id: number }>({
  query,
  caption,
  columns,
  getRowTone,
  page,
  onPageChange,
  paginationLabel,
  emptyTitle,
  emptyDescription,
  waiting = false,
}: PagedListProps<T>) {
  const { t } = useTranslation('transactions');
  // The last page that loaded, shown (as stale) when a later request fails.
  const [lastGood, setLastGood] = useState<{ data: Page<T>; page: number } | null>(null);
  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  useEffect(() => {
    if (fresh) setLastGood({ data: fresh, page });
  }, [fresh, page]);

  useFailureToast(query.isError && !isAuthFailure(query.error) ? query.errorUpdatedAt : 0, () => failureText(query.error, t('loadFailed')), 'list-failed');

  const stale = query.isError && lastGood !== null;
  const shown = query.isError ? lastGood?.data : query.data;
  const shownPage = query.isError ? (lastGood?.page ?? page) : page;

  return (
    <Stack gap="3">
      {stale ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('stale.title')}</Alert.Title>
            <Alert.Description>{t('stale.description')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {query.isError && !stale ? (
        <LoadFailedAlert title={failureText(query.error, t('loadFailed'))} />
      ) : null}
      {/* Stale rows stay fully legible; the warning bar beside them and the banner above say they are old. */}
      <Box data-stale={stale || undefined} {...(stale ? { borderInlineStartWidth: '4px', borderColor: 'orange.solid', paddingInlineStart: '2' } : {})}>
        <DataTable
          caption={stale ? `${caption} (${t('stale.title')})` : caption}
          columns={columns}
          rows={shown?.rows ?? []}
          getRowId={(row) => String(row.id)}
          getRowTone={getRowTone}
          loading={waiting || (query.isFetching && !query.isError)}
          enableSorting={false}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
          paging={{
            mode: 'server',
            page: shownPage,
            pageCount: shown?.pageCount ?? 1,
            total: shown?.total ?? 0,
            onPageChange,
            label: paginationLabel,
          }}
        />
      </Box>
    </Stack>
  );
}
