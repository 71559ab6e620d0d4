import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface LoadingOverlayProps {
  /** Shown while true (default true, so `<LoadingOverlay />` can be rendered conditionally). */
  active?: boolean;
  /** Text announced and shown under the spinner; defaults to "Učitavanje…". */
  label?: string;
  /** Cover the nearest positioned ancestor instead of the whole viewport. */
  contained?: boolean;
}

/**
 * Full-page loading overlay (reporting.md §4: "A loading flag is on while data is fetched").
 * role=status with a text label so screen readers hear it; aria-busy on the overlay.
 */
export function LoadingOverlay({ active = true, label, contained = false }: LoadingOverlayProps) {
  const { t } = useTranslation('ds');
  if (!active) return null;
  const text = label ?? t('loading.label');
  return (
    <Flex
      position={contained ? 'absolute' : 'fixed'}
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      bg="bg/80"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <Box role="status" aria-live="polite" textAlign="center">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Text mt="3" fontWeight="semibold" color="fg">
          {text}
        </Text>
      </Box>
    </Flex>
  );
}
