/** Promotion benefit by day (own product, card network), their totals, and promotions used (operations.md §2). */
import { useTranslation } from 'react-i18next';
import { knownPromotion } from '../../../../api/contract/paydo';
import { useColumns } from '../columns';
import { PagedView } from '../PagedView';
import type { StatsViewProps } from '../StatsViewProps';
import { FetchFailure, StatsTable, useFetchFailureToast } from '../StatsTable';
import { useSection } from '../../api/section';
import type { PromotionDay, PromotionTotal, UsedPromotions } from '../../model/statistics';

function usePromotionColumns() {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  return [
    col.date<PromotionDay>('date', t('columns.date'), (r) => r.date),
    col.count<PromotionDay>('count', t('columns.count'), (r) => r.count),
    col.amount<PromotionDay>('benefit', t('columns.benefit'), (r) => r.benefit),
  ];
}

export function PaydoPromotionView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const columns = usePromotionColumns();
  const query = useSection('promocija_paydo', range, page);
  return (
    <PagedView<PromotionDay>
      query={query}
      caption={t('tabs.paydo-promotion')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => row.date}
      columns={columns}
    />
  );
}

export function MastercardPromotionView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const columns = usePromotionColumns();
  const query = useSection('promocija_mastercard', range, page);
  return (
    <PagedView<PromotionDay>
      query={query}
      caption={t('tabs.mastercard-promotion')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => row.date}
      columns={columns}
    />
  );
}

/** Totals of each promotion over the range; the call has no page. */
export function TotalPromotionsView({ range }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('promocije_ukupno', range);
  useFetchFailureToast(query.error, query.errorUpdatedAt);
  if (query.isError) return <FetchFailure error={query.error} onRetry={() => void query.refetch()} />;
  const label = (promotion: string) => {
    const known = knownPromotion(promotion);
    return known ? t(`promotions.${known}`) : promotion;
  };
  return (
    <StatsTable<PromotionTotal>
      caption={t('tabs.total-promotions')}
      rows={query.data ?? []}
      loading={query.isFetching}
      getRowId={(row) => row.promotion}
      columns={[
        col.text<PromotionTotal>('promotion', t('columns.promotion'), (r) => label(r.promotion)),
        col.count<PromotionTotal>('count', t('columns.count'), (r) => r.count),
        col.amount<PromotionTotal>('benefit', t('columns.benefit'), (r) => r.benefit),
      ]}
    />
  );
}

export function UsedPromotionsView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('promocije_iskoristeno', range, page);
  return (
    <PagedView<UsedPromotions>
      query={query}
      caption={t('tabs.used-promotions')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => row.date}
      columns={[
        col.date<UsedPromotions>('date', t('columns.date'), (r) => r.date),
        col.amount<UsedPromotions>('paydo', t('columns.paydo'), (r) => r.paydo),
        col.amount<UsedPromotions>('mastercard', t('columns.mastercard'), (r) => r.mastercard),
      ]}
    />
  );
}
