/** DataTable's paging: the rows shown of how many, and the pages (Chakra Pagination). */
import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { resolveLocale } from '../../format/locale';
import { formatCount } from '../../format/number';
import { rowRange } from '../../model/row-range';

export type DataTablePaging =
  | { mode: 'client'; pageSize: number; label?: string }
  | {
      /** Backend paging: the caller fetches the page. Pages are 1-based. */
      mode: 'server';
      page: number;
      pageCount: number;
      onPageChange: (page: number) => void;
      /** Total number of rows, shown beside the pager ("1–50 od 1.234"). */
      total?: number;
      /** Rows per page; without it, a full page's row count is taken as the page size. */
      pageSize?: number;
      /** Accessible name of the pagination nav. */
      label?: string;
    };

interface PagerProps {
  paging: DataTablePaging;
  /** Client paging: the page shown (0-based) and how to turn it. */
  clientPage: number;
  onClientPageChange: (page: number) => void;
  /** All rows the table was given, and those shown on this page. */
  rowCount: number;
  shownCount: number;
}

export function Pager({ paging, clientPage, onClientPageChange, rowCount, shownCount }: PagerProps) {
  const { t, i18n } = useTranslation('ds');
  const range =
    paging.mode === 'client'
      ? rowRange({ page: clientPage + 1, pageCount: Math.max(1, Math.ceil(rowCount / paging.pageSize)), shown: shownCount, total: rowCount, pageSize: paging.pageSize })
      : paging.total === undefined
        ? null
        : rowRange({ page: paging.page, pageCount: paging.pageCount, shown: rowCount, total: paging.total, pageSize: paging.pageSize });
  const locale = resolveLocale(i18n.language);
  const rangeText = range ? t('table.range', { from: formatCount(range.from, locale), to: formatCount(range.to, locale), total: formatCount(range.total, locale) }) : null;
  const pageCount = paging.mode === 'client' ? Math.max(1, Math.ceil(rowCount / paging.pageSize)) : Math.max(1, paging.pageCount);
  const page = paging.mode === 'client' ? clientPage + 1 : paging.page;
  const setPage = (p: number) => (paging.mode === 'client' ? onClientPageChange(p - 1) : paging.onPageChange(p));
  const pageControls =
    pageCount > 1 ? (
      <Pagination.Root
        count={pageCount}
        pageSize={1}
        page={Math.min(Math.max(page, 1), pageCount)}
        onPageChange={(e) => setPage(e.page)}
        siblingCount={1}
        translations={{
          rootLabel: paging.label ?? t('table.pagination'),
          prevTriggerLabel: t('table.prevPage'),
          nextTriggerLabel: t('table.nextPage'),
          itemLabel: ({ page: p, totalPages }) => t('table.pageOf', { page: p, pages: totalPages }),
        }}
      >
        <ButtonGroup variant="ghost" size="sm" wrap="wrap">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t('table.prevPage')}>
              <LuChevronLeft data-direction="left" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(p) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t('table.nextPage')}>
              <LuChevronRight data-direction="right" />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    ) : null;

  if (!rangeText && !pageControls) return null;
  return (
    <Flex mt="3" align="center" justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" data-row-range>
        {rangeText}
      </Text>
      {pageControls}
    </Flex>
  );
}
