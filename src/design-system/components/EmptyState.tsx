import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Defaults to "Nema podataka" / "No data". */
  title?: string;
  description?: string;
  icon?: ReactNode;
  /** Optional actions (e.g. a reset-filters button). */
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

function InboxIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
    </svg>
  );
}

/** Placeholder for empty results (Chakra EmptyState). */
export function EmptyState({ title, description, icon, children, size = 'md' }: EmptyStateProps) {
  const { t } = useTranslation('ds');
  return (
    <ChakraEmptyState.Root size={size}>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <InboxIcon />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="p">{title ?? t('empty.title')}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
