/**
 * Articles of a detail page grouped by zone (a missing zone reads 'no zone'), each zone with its
 * subtotal; an article row expands to its sales channels (reporting.md §2).
 */
import type { EntityKind } from '../../../api/entity-info';
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { WhenNear } from '../../../design-system/components/WhenNear';
import { estimatedTableHeight } from '../../../design-system/components/data-table/metrics';
import { useFormat } from '../../../design-system/format/useFormat';
import { garageArticleChannelsOptions } from '../api/garage-article-channels';
import type { ArticleLine, ReportRequest } from '../model/reports';
import type { ArticleGroup } from '../model/articles';
import { compareTotals, type ComparedRow } from '../model/compared';
import { ComparedTable } from './ComparedTable';
import { LazyChannels, RowChannels } from './RowBreakdowns';

const BY_PRICE: SortingState = [{ id: 'price', desc: false }];

export interface ArticleTablesProps {
  kind: EntityKind;
  entityId: number;
  groups: ArticleGroup[];
  comparing: boolean;
  loading: boolean;
  primary: ReportRequest;
  compare: ReportRequest | null;
}

export function ArticleTables({ kind, entityId, groups, comparing, loading, primary, compare }: ArticleTablesProps) {
  const { t } = useTranslation('reporting');
  const format = useFormat();
  const priceColumn = {
    id: 'price',
    header: t('columns.price'),
    numeric: true,
    cell: (row: ComparedRow<ArticleLine>) => format.amount(row.row.itemPrice),
    sortValue: (row: ComparedRow<ArticleLine>) => row.row.itemPrice,
  };
  const expand =
    kind === 'park'
      ? undefined
      : kind === 'garage'
        ? (row: ComparedRow<ArticleLine>) => (
            <LazyChannels options={garageArticleChannelsOptions(entityId, row.row.itemPrice)} primary={primary} compare={compare} />
          )
        : (row: ComparedRow<ArticleLine>) => <RowChannels row={row} comparing={comparing} />;

  return (
    <Stack as="section" gap="4" aria-label={t('detail.articles')}>
      <Heading as="h2" size="md">
        {t('detail.articles')}
      </Heading>
      {groups.length === 0 ? (
        <ComparedTable
          caption={t('detail.articles')}
          nameHeader={t('columns.article')}
          rows={[]}
          totals={compareTotals(undefined, undefined)}
          comparing={comparing}
          loading={loading}
        />
      ) : (
        groups.map((group) => {
          const zone = group.zone ?? t('detail.noZone');
          return (
            <Box key={zone}>
              <Heading as="h3" size="sm" mb="2">
                {zone}
              </Heading>
              {/* A zone's table far below the first screen is built as the reader comes near it. */}
              <WhenNear estimatedHeight={estimatedTableHeight(group.rows.length, { expandable: expand !== undefined })}>
                <ComparedTable
                  caption={t('detail.articlesOfZone', { zone })}
                  nameHeader={t('columns.article')}
                  rows={group.rows}
                  totals={group.totals}
                  comparing={comparing}
                  extraColumns={[priceColumn]}
                  defaultSorting={BY_PRICE}
                  renderExpanded={expand}
                />
              </WhenNear>
            </Box>
          );
        })
      )}
    </Stack>
  );
}
