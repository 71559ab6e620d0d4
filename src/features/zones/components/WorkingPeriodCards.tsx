/**
 * The working periods of a zone or a garage as cards, with New, Edit and Remove for a user who may
 * change them. Removal asks first (removeWorkingHour) and becomes a change request; removing a
 * pending item withdraws its request.
 */
import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../design-system/components/ConfirmDialog';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { useFormat } from '../../../design-system/format/useFormat';
import { refOf, useRemoveItem, type ItemOwner, type WorkingPeriod } from '../api';
import { PeriodCard } from './PeriodCard';
import { useChangeMessages } from './useChangeMessages';

export interface WorkingPeriodCardsProps {
  owner: ItemOwner;
  periods: WorkingPeriod[];
  /** Set when the user may change: where New leads and where an item's Edit leads. */
  links?: { create: string; edit: (period: WorkingPeriod) => string | undefined };
  /** Accessible name of the group of cards (e.g. the zone's name). */
  label: string;
}

export function WorkingPeriodCards({ owner, periods, links, label }: WorkingPeriodCardsProps) {
  const { t } = useTranslation('zones');
  const format = useFormat();
  const remove = useRemoveItem(owner, 'period');
  const messages = useChangeMessages();
  const [removing, setRemoving] = useState<WorkingPeriod | null>(null);

  return (
    <Stack gap="3" role="group" aria-label={label}>
      {links ? (
        <HStack>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={links.create}>{t('actions.newWorkingHours')}</RouterLink>
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
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        destructive
        title={t(removing?.pending ? 'confirm.withdrawTitle' : 'confirm.removeWorkingHour')}
        body={
          removing ? t('period.range', { from: format.date(removing.validFrom), to: format.date(removing.validTo) }) : undefined
        }
        confirmLabel={removing?.pending ? t('actions.withdraw') : t('actions.remove')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          const ref = removing ? refOf(removing) : null;
          if (!ref) return;
          try {
            await remove.mutateAsync(ref);
            if (removing?.pending) messages.withdrawn();
            else messages.sent();
          } catch (error) {
            messages.notSent(error);
          }
        }}
      />
    </Stack>
  );
}
