/**
 * Statements (obracuni, reporting.md §2): a search box and Search button; a paged table with the
 * name and a Download button per row. Page and search live in the URL, so Back and reload keep them.
 */
import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError, serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { DataTable, type DataTableColumn } from '../../../design-system/components/DataTable';
import { downloadColumn } from '../../../design-system/components/download-column';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { notify } from '../../../design-system/components/toaster';
import { useFormat } from '../../../design-system/format/useFormat';
import { useDownloadStatement, useStatements, type Statement } from '../api';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function StatementsPage() {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const statements = useStatements({ page, search });
  const downloadStatement = useDownloadStatement();

  const apply = (next: { page?: number; search?: string }) => {
    const value = { page: next.page ?? page, search: next.search ?? search };
    const query = new URLSearchParams();
    if (value.search) query.set('search', value.search);
    if (value.page > 1) query.set('page', String(value.page));
    setParams(query);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    // A new search starts at page 1.
    apply({ search: draft.trim(), page: 1 });
  };

  const download = (statement: Statement) =>
    downloadStatement.mutate(statement, {
      onError: (error) =>
        notify.error(isApiError(error) && error.serverMessage ? error.serverMessage : t('downloadFailed')),
    });

  const columns: DataTableColumn<Statement>[] = [
    { id: 'name', header: t('columns.name'), cell: (row) => row.name, sortValue: (row) => row.name },
    { id: 'partner', header: t('columns.partner'), cell: (row) => row.partnerName, sortValue: (row) => row.partnerName },
    downloadColumn<Statement>({
      id: 'download',
      header: t('columns.download'),
      width: 140,
      text: t('download'),
      label: (row) => t('downloadLabel', { name: row.name }),
      busy: (row) => downloadStatement.isPending && downloadStatement.variables?.id === row.id,
      onDownload: download,
    }),
  ];

  const data = statements.data;
  return (
    <Stack gap="4">
      <PageHeader
        title={t('title')}
        count={data?.total}
        countText={data ? format.count(data.total) : undefined}
        countLabel={data ? t('count', { count: data.total }) : undefined}
      />
      <Box as="form" role="search" aria-label={t('search.label')} onSubmit={onSearch}>
        <HStack gap="2" maxW="xl">
          <Input
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            bg="bg"
          />
          <Button type="submit" colorPalette="brand">
            {t('search.submit')}
          </Button>
        </HStack>
      </Box>
      {statements.isError ? (
        <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(statements.error)} onRetry={() => void statements.refetch()} />
      ) : (
        <DataTable
          caption={t('title')}
          columns={columns}
          rows={data?.statements ?? []}
          getRowId={(row) => String(row.id)}
          loading={statements.isPending}
          emptyTitle={t('empty.title')}
          emptyDescription={t('empty.description')}
          paging={{
            mode: 'server',
            page,
            pageCount: data?.pageCount ?? 1,
            total: data?.total ?? 0,
            onPageChange: (next) => apply({ page: next }),
            label: t('pagination'),
          }}
        />
      )}
    </Stack>
  );
}
