import { Box, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The map's place while its chunk loads (same height, so the page does not jump). */
export function MapSkeleton({ height }: { height: number }) {
  const { t } = useTranslation('ds');
  return (
    <Box role="status" aria-live="polite" data-testid="map-skeleton">
      <VisuallyHidden>{t('loading.label')}</VisuallyHidden>
      <Skeleton height={`${height}px`} borderRadius="l2" />
    </Box>
  );
}
