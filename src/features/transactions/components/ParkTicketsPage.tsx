/**
 * A park's tickets (reporting.md §2 Parks): the range (730 days back, this month by default, presets
 * today and yesterday), Search, the download of the tickets (ulaznice.xlsx) and a paged table.
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DataTableColumn } from '../../../design-system/components/DataTable';
import { notify } from '../../../design-system/components/toaster';
import { useFormat } from '../../../design-system/format/useFormat';
import { parkTicketsOptions, useDownloadList, type ParkTicket } from '../api';
import { TICKETS_WINDOW } from '../model/list-filters';
import { EntityListHeader } from './EntityListHeader';
import { ListFilterForm } from './ListFilterForm';
import { failureText, PagedList } from './PagedList';
import { useListFilters } from './useListFilters';

export function ParkTicketsPage() {
  const { t } = useTranslation('transactions');
  const format = useFormat();
  const id = Number(useParams().id);
  const { filters, today, search, setPage } = useListFilters(TICKETS_WINDOW);
  const query = useQuery(parkTicketsOptions(id, filters));
  const downloadList = useDownloadList();
  const download = () =>
    downloadList.mutate({ list: 'tickets', id, filters }, { onError: (error) => notify.error(failureText(error, t('downloadFailed'))) });

  const columns: DataTableColumn<ParkTicket>[] = [
    { id: 'time', header: t('columns.time'), cell: (row) => format.dateTime(row.orderDate), minWidth: '11rem' },
    { id: 'email', header: t('columns.email'), cell: (row) => row.email },
    { id: 'name', header: t('columns.name'), cell: (row) => row.name },
    { id: 'price', header: t('columns.amount'), cell: (row) => format.amount(row.price), numeric: true },
    { id: 'quantity', header: t('columns.quantity'), cell: (row) => format.count(row.quantity), numeric: true },
    { id: 'paymentType', header: t('columns.paymentType'), cell: (row) => row.paymentType },
    { id: 'total', header: t('columns.total'), cell: (row) => format.amount(row.totalPrice), numeric: true },
  ];

  return (
    <Stack gap="4">
      <EntityListHeader kind="park" id={id} title={t('tickets.title')} total={query.data?.total} countLabel={(count) => t('tickets.count', { number: count })} />
      <ListFilterForm
        applied={filters}
        window={TICKETS_WINDOW}
        today={today}
        onSearch={search}
        download={{ onClick: download, loading: downloadList.isPending }}
      />
      <PagedList
        query={query}
        caption={t('tickets.title')}
        columns={columns}
        page={filters.page}
        onPageChange={setPage}
        paginationLabel={t('tickets.pagination')}
        emptyTitle={t('tickets.empty.title')}
        emptyDescription={t('tickets.empty.description')}
      />
    </Stack>
  );
}
