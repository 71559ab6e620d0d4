/**
 * A parking provider's receipts (reporting.md §2 Parking receipts): a paged list for a range, each
 * receipt downloadable as a PDF named after its receipt number, and the list as a spreadsheet. The
 * screen exists only for a provider that issues its own receipts (the route also needs
 * ParkingRacuniView); for any other provider it says so and links back.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { entityInfoQueryOptions } from '../../../api/entity-info';
import type { DataTableColumn } from '../../../design-system/components/DataTable';
import { downloadColumn } from '../../../design-system/components/download-column';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { notify } from '../../../design-system/components/toaster';
import { useFormat } from '../../../design-system/format/useFormat';
import { routePath } from '../../../routing/paths';
import { receiptsOptions, useDownloadList, useDownloadReceipt, type Receipt } from '../api';
import { RECEIPTS_WINDOW } from '../model/list-filters';
import { EntityListHeader } from './EntityListHeader';
import { ListFilterForm } from './ListFilterForm';
import { failureText, PagedList } from './PagedList';
import { useListFilters } from './useListFilters';

export function ReceiptsPage() {
  const { t } = useTranslation('transactions');
  const format = useFormat();
  const id = Number(useParams().id);
  const { filters, today, search, setPage } = useListFilters(RECEIPTS_WINDOW);
  const info = useQuery(entityInfoQueryOptions('parking', id));
  const issues = info.data?.issuesOwnReceipts === true;
  const query = useQuery({ ...receiptsOptions(id, filters), enabled: issues });
  const downloadList = useDownloadList();
  const downloadReceipt = useDownloadReceipt(id);

  const download = () =>
    downloadList.mutate({ list: 'receipts', id, filters }, { onError: (error) => notify.error(failureText(error, t('downloadFailed'))) });
  const downloadOne = (receipt: Receipt) =>
    downloadReceipt.mutate(receipt, {
      onError: (error) => notify.error(failureText(error, t('receipts.downloadFailed', { number: receipt.number }))),
    });

  const columns: DataTableColumn<Receipt>[] = [
    { id: 'time', header: t('columns.date'), cell: (row) => format.dateTime(row.time), minWidth: '11rem' },
    { id: 'article', header: t('columns.article'), cell: (row) => row.articleName },
    { id: 'number', header: t('columns.receiptNumber'), cell: (row) => row.number },
    { id: 'quantity', header: t('columns.quantity'), cell: (row) => format.count(row.quantity), numeric: true },
    { id: 'total', header: t('columns.total'), cell: (row) => format.amount(row.totalAmount), numeric: true },
    { id: 'paymentType', header: t('columns.paymentType'), cell: (row) => row.paymentType },
    downloadColumn<Receipt>({
      id: 'pdf',
      header: t('columns.pdf'),
      size: 'xs',
      text: t('receipts.pdf'),
      label: (row) => t('receipts.downloadOne', { number: row.number }),
      busy: (row) => downloadReceipt.isPending && downloadReceipt.variables?.id === row.id,
      onDownload: downloadOne,
    }),
  ];

  if (info.isSuccess && !issues) {
    return (
      <Stack gap="4">
        <EntityListHeader kind="parking" id={id} title={t('receipts.title')} />
        <EmptyState title={t('receipts.notIssued.title')} description={t('receipts.notIssued.description')}>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={routePath('parkingProvider', { id })}>{t('receipts.notIssued.back')}</Link>
          </Button>
        </EmptyState>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <EntityListHeader kind="parking" id={id} title={t('receipts.title')} total={query.data?.total} countLabel={(count) => t('receipts.count', { number: count })} />
      <ListFilterForm
        applied={filters}
        window={RECEIPTS_WINDOW}
        today={today}
        onSearch={search}
        download={{ onClick: download, loading: downloadList.isPending }}
      />
      <PagedList
        query={query}
        caption={t('receipts.title')}
        columns={columns}
        page={filters.page}
        onPageChange={setPage}
        paginationLabel={t('receipts.pagination')}
        emptyTitle={t('receipts.empty.title')}
        emptyDescription={t('receipts.empty.description')}
        waiting={info.isPending}
      />
    </Stack>
  );
}
