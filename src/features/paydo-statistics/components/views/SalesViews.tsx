/** Users and sales, all sales, number of sales (with the top user) and sales by city (operations.md §2). */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { knownPurchaseGroup } from '../../../../api/contract/paydo';
import { useFormat } from '../../../../design-system/format/useFormat';
import { monthIso, useColumns } from '../columns';
import { PagedView } from '../PagedView';
import type { StatsViewProps } from '../StatsViewProps';
import { StatsFooter } from '../StatsFooter';
import { TrendPagedView } from './TrendChart';
import { useSection } from '../../api/section';
import { SALES_CHANNEL_LIST, type CitySales, type MonthlySales, type PurchaseGroup, type UsersAndSales } from '../../model/statistics';

export function UsersAndSalesView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('korisnici_i_kupovine', range, page);
  return (
    <TrendPagedView<UsersAndSales>
      query={query}
      caption={t('tabs.users-and-sales')}
      page={page}
      onPageChange={onPageChange}
      rowKey={(row) => row.date}
      chart={(rows) => ({
        mode: 'twoAxes',
        interval: 'day',
        label: t('chart.users-and-sales'),
        amount: rows.map((r) => r.amount),
        quantity: rows.map((r) => r.purchases),
      })}
      columns={[
        col.date<UsersAndSales>('date', t('columns.date'), (r) => r.date),
        col.count<UsersAndSales>('users', t('columns.users'), (r) => r.users),
        col.count<UsersAndSales>('privateUsers', t('columns.privateUsers'), (r) => r.privateUsers),
        col.count<UsersAndSales>('businessUsers', t('columns.businessUsers'), (r) => r.businessUsers),
        col.count<UsersAndSales>('purchases', t('columns.purchases'), (r) => r.purchases),
        col.amount<UsersAndSales>('amount', t('columns.amount'), (r) => r.amount),
        col.count<UsersAndSales>('android', t('columns.android'), (r) => r.android),
        col.count<UsersAndSales>('ios', t('columns.ios'), (r) => r.ios),
      ]}
    />
  );
}

export function AllSalesView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('sve_kupovine', range, page);
  return (
    <TrendPagedView<MonthlySales>
      query={query}
      caption={t('tabs.all-sales')}
      page={page}
      onPageChange={onPageChange}
      rowKey={(row) => monthIso(row.year, row.month)}
      chart={(rows) => ({
        mode: 'twoAxes',
        interval: 'month',
        label: t('chart.all-sales'),
        amount: rows.map((r) => r.channels.ukupno.amount),
        quantity: rows.map((r) => r.channels.ukupno.count),
      })}
      columns={[
        col.month<MonthlySales>(t('columns.month'), (r) => r),
        ...SALES_CHANNEL_LIST.flatMap((channel) => {
          const name = t(`channels.${channel}`);
          return [
            col.count<MonthlySales>(`${channel}-count`, t('columns.channelCount', { channel: name }), (r) => r.channels[channel].count),
            col.amount<MonthlySales>(`${channel}-amount`, t('columns.channelAmount', { channel: name }), (r) => r.channels[channel].amount),
          ];
        }),
      ]}
    />
  );
}

/** The user with the most purchases in the range (the first element of the answer, operations.md §3). */
function TopUserFooter({ range }: Pick<StatsViewProps, 'range'>) {
  const { t } = useTranslation('paydo-statistics');
  const format = useFormat();
  const query = useSection('korisnik_max_kupovina', range);
  return (
    <StatsFooter title={t('footers.topUser')} testId="top-user" query={query}>
      {(text) => (
        <Text aria-busy={query.isPending || undefined}>
          {text(
            (top) => t('footers.topUserText', { email: top.email, count: top.purchases, amount: format.amount(top.amount) }),
            t('footers.noTopUser'),
          )}
        </Text>
      )}
    </StatsFooter>
  );
}

export function NumOfSalesView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('broj_kupovina', range, page);
  const groupLabel = (group: string | null) => {
    if (group === null) return t('groups.none');
    const known = knownPurchaseGroup(group);
    return known ? t(`groups.${known}`) : group;
  };
  return (
    <PagedView<PurchaseGroup>
      query={query}
      caption={t('tabs.num-of-sales')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row, index) => `${row.group ?? 'none'}-${index}`}
      below={<TopUserFooter range={range} />}
      columns={[
        col.text<PurchaseGroup>('group', t('columns.group'), (r) => groupLabel(r.group)),
        col.count<PurchaseGroup>('users', t('columns.users'), (r) => r.users),
        col.count<PurchaseGroup>('privateUsers', t('columns.privateUsers'), (r) => r.privateUsers),
        col.count<PurchaseGroup>('businessUsers', t('columns.businessUsers'), (r) => r.businessUsers),
        col.count<PurchaseGroup>('purchases', t('columns.purchases'), (r) => r.purchases),
        col.amount<PurchaseGroup>('amount', t('columns.amount'), (r) => r.amount),
      ]}
    />
  );
}

export function CitiesView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('po_gradovima', range, page);
  return (
    <PagedView<CitySales>
      query={query}
      caption={t('tabs.by-promotions')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => row.city}
      columns={[
        col.text<CitySales>('city', t('columns.city'), (r) => r.city),
        col.count<CitySales>('users', t('columns.users'), (r) => r.users),
        col.count<CitySales>('privateUsers', t('columns.privateUsers'), (r) => r.privateUsers),
        col.count<CitySales>('businessUsers', t('columns.businessUsers'), (r) => r.businessUsers),
        col.count<CitySales>('purchases', t('columns.purchases'), (r) => r.purchases),
        col.amount<CitySales>('amount', t('columns.amount'), (r) => r.amount),
      ]}
    />
  );
}
