/** Tokenized cards per month with the currently active and tokenized-today counts (operations.md §2). */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../design-system/format/useFormat';
import { monthIso, useColumns } from '../columns';
import type { StatsViewProps } from '../StatsViewProps';
import { StatsFooter } from '../StatsFooter';
import { TrendPagedView } from './TrendChart';
import { useSection } from '../../api/section';
import type { TokenizedCardsMonth } from '../../model/statistics';

function ActiveTokensFooter({ range }: Pick<StatsViewProps, 'range'>) {
  const { t } = useTranslation('paydo-statistics');
  const format = useFormat();
  const query = useSection('trenutno_aktivni_tokeni', range);
  return (
    <StatsFooter title={t('footers.activeTokens')} testId="active-tokens" query={query}>
      {(text) => (
        <>
          <Text>
            {text((tokens) =>
              t('footers.activeTokensText', {
                mastercard: format.count(tokens.mastercard),
                other: format.count(tokens.other),
                total: format.count(tokens.total),
              }),
            )}
          </Text>
          <Text fontWeight="semibold" mt="2">
            {t('footers.tokenizedToday')}
          </Text>
          <Text>{text((tokens) => format.count(tokens.tokenizedToday))}</Text>
        </>
      )}
    </StatsFooter>
  );
}

export function TokenizedCardsView({ range, page, onPageChange }: StatsViewProps) {
  const { t } = useTranslation('paydo-statistics');
  const col = useColumns();
  const query = useSection('tokenizirane_kartice', range, page);
  return (
    <TrendPagedView<TokenizedCardsMonth>
      query={query}
      caption={t('tabs.tokenized-cards')}
      page={page}
      onPageChange={onPageChange}
      rowKey={(row) => monthIso(row.year, row.month)}
      chart={(rows) => ({
        mode: 'multiSeries',
        measure: 'quantity',
        interval: 'month',
        label: t('chart.tokenized-cards'),
        series: [
          { name: t('columns.tokenMastercard'), data: rows.map((r) => r.mastercard) },
          { name: t('columns.tokenOther'), data: rows.map((r) => r.other) },
          { name: t('columns.tokenTotal'), data: rows.map((r) => r.total) },
        ],
      })}
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
