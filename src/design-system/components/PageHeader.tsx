import { Badge, Flex, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** A count shown as a badge beside the title (e.g. number of providers). */
  count?: number;
  /** Accessible label of the count badge, e.g. "12 pružatelja". Defaults to the formatted count. */
  countLabel?: string;
  /** Formatted count text; defaults to String(count). */
  countText?: string;
  /** Buttons and menus on the right. */
  actions?: ReactNode;
  /** Heading level; 1 by default. */
  as?: 'h1' | 'h2' | 'h3';
}

export function PageHeader({ title, count, countLabel, countText, actions, as = 'h1' }: PageHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <HStack gap="3">
        <Heading as={as} size={as === 'h1' ? '2xl' : 'xl'}>
          {title}
        </Heading>
        {count !== undefined ? (
          <Badge colorPalette="brand" variant="subtle" size="lg" aria-label={countLabel} data-testid="page-header-count">
            {countText ?? String(count)}
          </Badge>
        ) : null}
      </HStack>
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </Flex>
  );
}
