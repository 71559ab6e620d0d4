/** Tokenized cards per month with the currently active and tokenized-today counts (operations.md §2). */
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../design-system/format/useFormat';
import { useSection, type TokenizedCardsMonth } from '../../api';
import { monthIso, useColumns } from '../columns';
import { PagedView } from '../PagedView';
import type { StatsViewProps } from '../StatsViewProps';
import { useFetchFailureToast } from '../StatsTable';
import { chronological, TrendChart } from './TrendChart';

function ActiveTokensFooter({ range }: Pick<StatsViewProps, 'range'>) {
  const { t } = useTranslation('paydo-statistics');
  const format = useFormat();
  const query = useSection('trenutno_aktivni_tokeni', range);
  useFetchFailureToast(query.error, query.errorUpdatedAt);
  const tokens = query.data;
  const text = (value: () => string) => (query.isPending ? '…' : query.isError || !tokens ? t('footers.unavailable') : value());
  return (
    <Box as="section" aria-label={t('footers.activeTokens')} borderWidth="1px" borderRadius="l2" px="4" py="3" bg="bg.subtle" data-testid="active-tokens">
      <Text fontWeight="semibold">{t('footers.activeTokens')}</Text>
      <Text>
        {text(() =>
          t('footers.activeTokensText', {
            mastercard: format.count(tokens?.mastercard),
            other: format.count(tokens?.other),
            total: format.count(tokens?.total),
          }),
        )}
      </Text>
      <Text fontWeight="semibold" mt="2">
        {t('footers.tokenizedToday')}
      </Text>
      <Text>{text(() => format.count(tokens?.tokenizedToday))}</Text>
    </Box>
  );
}

export function TokenizedCardsView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('tokenizirane_kartice', range, page);
  const rows = chronological(query.data?.rows ?? [], (r) => monthIso(r.year, r.month));
  const categories = rows.map((r) => monthIso(r.year, r.month));
  return (
    <PagedView<TokenizedCardsMonth>
      query={query}
      caption={t('tabs.tokenized-cards')}
      page={page}
      onPageChange={onPageChange}
      getRowId={(row) => monthIso(row.year, row.month)}
      above={
        query.isError ? null : (
          <TrendChart
            mode="multiSeries"
            measure="quantity"
            interval="month"
            label={t('chart.tokenized-cards')}
            categories={categories}
            series={[
              { name: t('columns.tokenMastercard'), data: rows.map((r) => r.mastercard) },
              { name: t('columns.tokenOther'), data: rows.map((r) => r.other) },
              { name: t('columns.tokenTotal'), data: rows.map((r) => r.total) },
            ]}
            loading={query.isPending}
          />
        )
      }
      below={<ActiveTokensFooter range={range} />}
      columns={[
        col.month<TokenizedCardsMonth>(t('columns.month'), (r) => r),
        col.count<TokenizedCardsMonth>('mastercard', t('columns.tokenMastercard'), (r) => r.mastercard),
        col.count<TokenizedCardsMonth>('other', t('columns.tokenOther'), (r) => r.other),
        col.count<TokenizedCardsMonth>('total', t('columns.tokenTotal'), (r) => r.total),
      ]}
    />
  );
}
