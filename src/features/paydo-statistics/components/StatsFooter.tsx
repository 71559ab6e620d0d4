/**
 * A box of figures under a view's table, from a call of its own: '…' while it loads, and
 * "unavailable" (with the failure toast) when the call fails.
 */
import { Box, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchFailureToast } from './StatsTable';

export interface StatsFooterProps<T> {
  title: string;
  testId: string;
  query: UseQueryResult<T>;
  /**
   * The box's content under its title. `text` turns the answer into a line: '…' while loading,
   * unavailable after a failure, `none` (else unavailable) for an empty answer.
   */
  children: (text: (value: (data: NonNullable<T>) => string, none?: string) => string) => ReactNode;
}

export function StatsFooter<T>({ title, testId, query, children }: StatsFooterProps<T>) {
  const { t } = useTranslation('paydo-statistics');
  useFetchFailureToast(query.error, query.errorUpdatedAt);
  const unavailable = t('footers.unavailable');
  const text = (value: (data: NonNullable<T>) => string, none = unavailable) =>
    query.isPending ? '…' : query.isError ? unavailable : query.data == null ? none : value(query.data);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="l2" px="4" py="3" bg="bg.subtle" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      {children(text)}
    </Box>
  );
}
