/**
 * New users, all users, web and mobile (operations.md §2): the call answers everything at once as
 * typeOfUserList, purchasesList, amountsList and paymentsList; each is a table of its own, paged
 * here. Web and mobile show no payments.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { knownPaymentKind } from '../../../../api/contract/paydo';
import type { StatsTab } from '../../model/tabs';
import { useColumns } from '../columns';
import type { StatsViewProps } from '../StatsViewProps';
import { FetchFailure, StatsTable, useFetchFailureToast } from '../StatsTable';
import { useSection } from '../../api/section';
import { PURCHASE_BREAKDOWN_KEYS, type BreakdownDay, type PaymentsDay, type UserTypesDay } from '../../model/statistics';

const SECTIONS = {
  newUsers: 'novi_korisnici',
  allUsers: 'svi_korisnici',
  web: 'web_data',
  mobile: 'mobile_data',
} as const;

export type UserGroupsTab = keyof typeof SECTIONS & StatsTab;

export function UserGroupsView({ range, tab }: StatsViewProps & { tab: UserGroupsTab }) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection(SECTIONS[tab], range);
  useFetchFailureToast(query.error, query.errorUpdatedAt);
  if (query.isError) return <FetchFailure error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const loading = query.isFetching;
  const withPayments = tab === 'newUsers' || tab === 'allUsers';
  const tabName = t(`tabs.${tab}`);
  const caption = (part: string) => `${tabName}: ${part}`;
  const kindLabel = (kind: string) => {
    const known = knownPaymentKind(kind);
    return known ? t(`paymentKinds.${known}`) : kind;
  };
  const breakdownColumns = (money: boolean) => [
    col.date<BreakdownDay>('date', t('columns.date'), (r) => r.date),
    ...PURCHASE_BREAKDOWN_KEYS.map((key) =>
      money
        ? col.amount<BreakdownDay>(key, t(`breakdown.${key}`), (r) => r.values[key])
        : col.count<BreakdownDay>(key, t(`breakdown.${key}`), (r) => r.values[key]),
    ),
  ];
  // The key remounts the tables on a new range, so their own paging starts at page 1.
  const key = `${range.begin}-${range.end}`;
  return (
    <Stack gap="6" key={key}>
      <StatsTable<UserTypesDay>
        heading={t('userGroups.userTypes')}
        caption={caption(t('userGroups.userTypes'))}
        rows={data?.userTypes ?? []}
        loading={loading}
        paging={{ mode: 'client' }}
        getRowId={(row) => row.date}
        columns={[
          col.date<UserTypesDay>('date', t('columns.date'), (r) => r.date),
          col.count<UserTypesDay>('privateUsers', t('columns.privateUsers'), (r) => r.privateUsers),
          col.count<UserTypesDay>('businessUsers', t('columns.businessUsers'), (r) => r.businessUsers),
          col.count<UserTypesDay>('guests', t('columns.guests'), (r) => r.guests),
          col.count<UserTypesDay>('total', t('columns.total'), (r) => r.total),
          col.count<UserTypesDay>('domestic', t('columns.domestic'), (r) => r.domestic),
          col.count<UserTypesDay>('foreign', t('columns.foreign'), (r) => r.foreign),
          col.count<UserTypesDay>('androidDownloads', t('columns.androidDownloads'), (r) => r.androidDownloads),
          col.count<UserTypesDay>('iosDownloads', t('columns.iosDownloads'), (r) => r.iosDownloads),
          col.count<UserTypesDay>('activeUsers', t('columns.activeUsers'), (r) => r.activeUsers),
        ]}
      />
      <StatsTable<BreakdownDay>
        heading={t('userGroups.purchases')}
        caption={caption(t('userGroups.purchases'))}
        rows={data?.purchases ?? []}
        loading={loading}
        paging={{ mode: 'client' }}
        getRowId={(row) => row.date}
        columns={breakdownColumns(false)}
      />
      <StatsTable<BreakdownDay>
        heading={t('userGroups.amounts')}
        caption={caption(t('userGroups.amounts'))}
        rows={data?.amounts ?? []}
        loading={loading}
        paging={{ mode: 'client' }}
        getRowId={(row) => row.date}
        columns={breakdownColumns(true)}
      />
      {withPayments ? (
        <StatsTable<PaymentsDay>
          heading={t('userGroups.payments')}
          caption={caption(t('userGroups.payments'))}
          rows={data?.payments ?? []}
          loading={loading}
          paging={{ mode: 'client' }}
          getRowId={(row) => row.date}
          columns={[
            col.date<PaymentsDay>('date', t('columns.date'), (r) => r.date),
            ...(data?.paymentKinds ?? []).flatMap((kind) => [
              col.count<PaymentsDay>(`${kind}-count`, t('columns.kindCount', { kind: kindLabel(kind) }), (r) => r.kinds[kind]?.count ?? null),
              col.amount<PaymentsDay>(`${kind}-value`, t('columns.kindValue', { kind: kindLabel(kind) }), (r) => r.kinds[kind]?.value ?? null),
            ]),
          ]}
        />
      ) : null}
    </Stack>
  );
}
