import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuInbox } from 'react-icons/lu';

export interface EmptyStateProps {
  /** Defaults to "Nema podataka" / "No data". */
  title?: string;
  description?: string;
  icon?: ReactNode;
  /** Optional actions (e.g. a reset-filters button). */
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** Placeholder for empty results (Chakra EmptyState). */
export function EmptyState({ title, description, icon, children, size = 'md' }: EmptyStateProps) {
  const { t } = useTranslation('ds');
  return (
    <ChakraEmptyState.Root size={size}>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <LuInbox />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="p">{title ?? t('empty.title')}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
