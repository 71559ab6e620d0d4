/**
 * Transactions of a parking provider, a garage or a sales provider (reporting.md §2, §5, §8): one
 * list with three configurations, the garage one also under a park (its legacy transactions view). Filters in the URL, the plate rule, a paged table whose invalid
 * rows are tinted red, and the spreadsheet download of what the list shows.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { EntityKind } from '../../../api/entity-info';
import { knownTransactionStatus } from '../../../api/contract/reports';
import type { DataTableColumn } from '../../../design-system/components/DataTable';
import { notify } from '../../../design-system/components/toaster';
import { StatusTag } from '../../../design-system/components/StatusTag';
import { useFormat } from '../../../design-system/format/useFormat';
import { transactionsOptions, useDownloadList, type Transaction, type TransactionKind } from '../api';
import { breaksPlateRule, TRANSACTIONS_WINDOW } from '../model/list-filters';
import { EntityListHeader } from './EntityListHeader';
import { ListFilterForm } from './ListFilterForm';
import { failureText, PagedList } from './PagedList';
import { useListFilters } from './useListFilters';

export interface TransactionsPageProps {
  /** Whose transactions: the call, the text field and its rule. */
  kind: TransactionKind;
  /** The entity whose breadcrumb and name head the list, when not the kind's own (a park's legacy view). */
  under?: EntityKind;
}

export function TransactionsPage({ kind, under = kind }: TransactionsPageProps) {
  const { t } = useTranslation('transactions');
  const format = useFormat();
  const id = Number(useParams().id);
  const { filters, today, search, setPage } = useListFilters(TRANSACTIONS_WINDOW);
  // A link that breaks the plate rule asks for the text instead of sending a request the server refuses.
  const ready = !breaksPlateRule(filters, filters.search);
  const query = useQuery({ ...transactionsOptions(kind, id, filters), enabled: ready });
  const downloadList = useDownloadList();

  const download = () =>
    downloadList.mutate(
      { list: 'transactions', kind, id, filters },
      { onError: (error) => notify.error(failureText(error, t('downloadFailed'))) },
    );

  const statusLabel = (row: Transaction) => {
    const known = knownTransactionStatus(row.status);
    return known ? t(`status.${known}`) : row.statusShort || row.status;
  };
  const dash = (value: string | null | undefined) => value || '—';
  const columns: DataTableColumn<Transaction>[] = [
    { id: 'time', header: t('columns.time'), cell: (row) => format.dateTime(row.time), minWidth: '11rem' },
    { id: 'input', header: t(`columns.input.${kind}`), cell: (row) => <Text fontFamily="mono">{row.input}</Text> },
    { id: 'zone', header: t('columns.zone'), cell: (row) => dash(row.zoneName) },
    { id: 'quantity', header: t('columns.quantity'), cell: (row) => format.count(row.quantity), numeric: true },
    { id: 'amount', header: t('columns.amount'), cell: (row) => format.amount(row.amount), numeric: true },
    { id: 'validFrom', header: t('columns.validFrom'), cell: (row) => dash(format.dateTime(row.validFrom)), minWidth: '11rem' },
    { id: 'validTo', header: t('columns.validTo'), cell: (row) => dash(format.dateTime(row.validTo)), minWidth: '11rem' },
    { id: 'channel', header: t('columns.channel'), cell: (row) => row.channelName },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <StatusTag valid={row.isValid} label={statusLabel(row)} description={row.statusDescription || undefined} />,
    },
    { id: 'reference', header: t('columns.reference'), cell: (row) => <Text fontFamily="mono">{row.reference}</Text> },
  ];

  return (
    <Stack gap="4">
      <EntityListHeader
        kind={under}
        id={id}
        title={t('transactions.title')}
        total={query.data?.total}
        countLabel={(count) => t('transactions.count', { number: count })}
      />
      <ListFilterForm
        applied={filters}
        window={TRANSACTIONS_WINDOW}
        today={today}
        text={{ label: t(`filters.text.${kind}`), ruleMessage: t(`filters.plateRule.${kind}`) }}
        onSearch={search}
        download={{ onClick: download, loading: downloadList.isPending }}
      />
      <PagedList
        query={query}
        caption={t('transactions.title')}
        columns={columns}
        getRowTone={(row) => (row.isValid ? undefined : 'invalid')}
        page={filters.page}
        onPageChange={setPage}
        paginationLabel={t('transactions.pagination')}
        emptyTitle={ready ? t('transactions.empty.title') : t('transactions.needsText.title')}
        emptyDescription={ready ? t('transactions.empty.description') : undefined}
      />
    </Stack>
  );
}

export const ParkingTransactionsPage = () => <TransactionsPage kind="parking" />;
export const GarageTransactionsPage = () => <TransactionsPage kind="garage" />;
export const SalesTransactionsPage = () => <TransactionsPage kind="sales" />;
/** The legacy park/garage transactions view (reporting.md §2): the garage list and call, under the park. */
export const ParkTransactionsPage = () => <TransactionsPage kind="garage" under="park" />;
