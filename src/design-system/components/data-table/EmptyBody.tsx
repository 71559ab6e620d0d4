/**
 * The body of a table with no rows: placeholders or a spinner while loading, else the empty state.
 * Plain rows and cells, styled by the DataTable's root.
 */
import { Flex, Skeleton, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';

interface EmptyBodyProps {
  loading: boolean;
  /** Placeholder rows to draw while loading (with one more for the totals row when there is one). */
  loadingRows: number;
  hasFooter: boolean;
  colCount: number;
  emptyTitle?: string;
  emptyDescription?: string;
}

export function EmptyBody({ loading, loadingRows, hasFooter, colCount, emptyTitle, emptyDescription }: EmptyBodyProps) {
  const { t } = useTranslation('ds');
  if (loading && loadingRows > 0) {
    return Array.from({ length: loadingRows + (hasFooter ? 1 : 0) }, (_, index) => (
      // One placeholder a row: the table's header sets the columns, and a page of tables stays cheap to draw.
      <tr key={index} aria-hidden={index > 0 || undefined}>
        <td colSpan={colCount}>
          {index === 0 ? <VisuallyHidden role="status">{t('loading.label')}</VisuallyHidden> : null}
          <Skeleton height="1lh" />
        </td>
      </tr>
    ));
  }
  return (
    <tr>
      <td colSpan={colCount}>
        {loading ? (
          <Flex justify="center" py="8" role="status" gap="2" align="center">
            <Spinner size="md" />
            <Text>{t('loading.label')}</Text>
          </Flex>
        ) : (
          <EmptyState title={emptyTitle} description={emptyDescription} size="sm" />
        )}
      </td>
    </tr>
  );
}
