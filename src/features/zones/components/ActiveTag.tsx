/** A zone's Active or Inactive tag (the zones table, the zone's details). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation('zones');
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle" size="md">
      {active ? t('zone.active') : t('zone.inactive')}
    </Badge>
  );
}
