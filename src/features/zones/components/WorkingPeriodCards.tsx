/**
 * The working periods of a zone or a garage as cards, with New, Edit and Remove for a user who may
 * change them. Removal asks first (removeWorkingHour) and becomes a change request; removing a
 * pending item withdraws its request.
 */
import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { InformationalHoursNote } from './InformationalHoursNote';
import { useFormat } from '../../../design-system/format/useFormat';
import { PeriodCard } from './PeriodCard';
import { RemoveItemDialog } from './RemoveItemDialog';
import { type ItemOwner, type WorkingPeriod, refOf } from '../model/items';

export interface WorkingPeriodCardsProps {
  owner: ItemOwner;
  periods: WorkingPeriod[];
  /**
   * Set when the user may change (Remove shows): where New leads and where an item's Edit leads,
   * each left out when the user may not open that form.
   */
  links?: { create?: string; edit: (period: WorkingPeriod) => string | undefined };
  /** Accessible name of the group of cards (e.g. the zone's name). */
  label: string;
}

export function WorkingPeriodCards({ owner, periods, links, label }: WorkingPeriodCardsProps) {
  const { t } = useTranslation('zones');
  const format = useFormat();
  const [removing, setRemoving] = useState<WorkingPeriod | null>(null);

  return (
    <Stack gap="3" role="group" aria-label={label}>
      <InformationalHoursNote />
      {links?.create ? (
        <HStack>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={links.create}>{t('actions.newWorkingPeriod')}</RouterLink>
          </Button>
        </HStack>
      ) : null}
      {periods.length === 0 ? (
        <EmptyState size="sm" title={t('period.empty')} />
      ) : (
        <Flex gap="3" wrap="wrap">
          {periods.map((period, index) => (
            <PeriodCard
              key={`${period.id ?? 'new'}-${period.pending?.requestId ?? 'approved'}-${index}`}
              period={period}
              owner={owner}
              editHref={links ? links.edit(period) : undefined}
              onRemove={links && refOf(period) ? () => setRemoving(period) : undefined}
            />
          ))}
        </Flex>
      )}
      <RemoveItemDialog
        owner={owner}
        kind="period"
        item={removing}
        onClose={() => setRemoving(null)}
        title={t('confirm.removeWorkingHour')}
        describe={(period) => t('period.range', { from: format.date(period.validFrom), to: format.date(period.validTo) })}
      />
    </Stack>
  );
}
