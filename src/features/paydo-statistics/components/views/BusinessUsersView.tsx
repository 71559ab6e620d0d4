/** Business users (operations.md §2, §3): the business-user summary, one row per company. */
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../../design-system/components/DataTable';
import { useColumns } from '../columns';
import { PagedView } from '../PagedView';
import type { StatsViewProps } from '../StatsViewProps';
import { useSection } from '../../api/section';
import type { BusinessUser } from '../../model/statistics';

type Pair = { count: number; amount: number };

export function BusinessUsersView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('poslovni_korisnici', range, page);
  const pair = (id: string, kind: string, kinds: 'payments' | 'purchases', get: (r: BusinessUser) => Pair): DataTableColumn<BusinessUser>[] => [
    col.count<BusinessUser>(`${id}-count`, t(`columns.${kinds}Count`, { kind: t(`business.${kind}`) }), (r) => get(r).count),
    col.amount<BusinessUser>(`${id}-amount`, t(`columns.${kinds}Amount`, { kind: t(`business.${kind}`) }), (r) => get(r).amount),
  ];
  const method = (value: string | null | undefined) => {
    if (!value) return '—';
    return ['banka', 'kartica', 'bon'].includes(value) ? t(`paymentMethods.${value}`) : value;
  };
  return (
    <PagedView<BusinessUser>
      query={query}
      caption={t('tabs.business-users')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => String(row.id)}
      columns={[
        col.text<BusinessUser>('name', t('columns.name'), (r) => r.name),
        col.text<BusinessUser>('city', t('columns.city'), (r) => r.city),
        col.date<BusinessUser>('registeredOn', t('columns.registeredOn'), (r) => r.registeredOn),
        col.amount<BusinessUser>('balance', t('columns.balance'), (r) => r.balance),
        col.count<BusinessUser>('activeVehicles', t('columns.activeVehicles'), (r) => r.activeVehicles),
        col.count<BusinessUser>('activeUsers', t('columns.activeUsersBusiness'), (r) => r.activeUsers),
        ...pair('prepaidPurchases', 'prepaid', 'purchases', (r) => r.prepaidPurchases),
        { ...col.date<BusinessUser>('lastPaymentDate', t('columns.lastPaymentDate'), (r) => r.lastPayment?.date ?? null) },
        col.amount<BusinessUser>('lastPaymentAmount', t('columns.lastPaymentAmount'), (r) => r.lastPayment?.amount ?? null),
        col.text<BusinessUser>('lastPaymentMethod', t('columns.lastPaymentMethod'), (r) => method(r.lastPayment?.method)),
        ...pair('paymentsBank', 'bank', 'payments', (r) => r.paymentsBank),
        ...pair('paymentsCard', 'card', 'payments', (r) => r.paymentsCard),
        ...pair('paymentsBon', 'bon', 'payments', (r) => r.paymentsBon),
        ...pair('paymentsTotal', 'total', 'payments', (r) => r.paymentsTotal),
        ...pair('otherPurchases', 'other', 'purchases', (r) => r.otherPurchases),
        ...pair('purchasesTotal', 'total', 'purchases', (r) => r.purchasesTotal),
        col.count<BusinessUser>('usersPrepaid', t('columns.usersBy', { kind: t('business.prepaid') }), (r) => r.usersPrepaid),
        col.count<BusinessUser>('usersCard', t('columns.usersBy', { kind: t('business.cardUsers') }), (r) => r.usersCard),
        col.count<BusinessUser>('usersOther', t('columns.usersBy', { kind: t('business.otherUsers') }), (r) => r.usersOther),
        col.count<BusinessUser>('usersTotal', t('columns.usersBy', { kind: t('business.totalUsers') }), (r) => r.usersTotal),
      ]}
    />
  );
}
