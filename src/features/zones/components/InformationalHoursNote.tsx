/**
 * Working hours entered here are informational (operations.md §1): the real charging hours come
 * from the central parking system. Shown wherever working hours are shown or edited.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function InformationalHoursNote() {
  const { t } = useTranslation('zones');
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="hours-informational">
      {t('period.informational')}
    </Text>
  );
}
