/**
 * Removing a working period or a closing rule (operations.md §8): asks first, then sends a removal
 * request; for an item that is itself a pending request, withdraws it instead. Says which happened.
 * A request that covers other zones of the provider as well is withdrawn for all of them: the
 * dialog names them first.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../design-system/components/ConfirmDialog';
import { useFormat } from '../../../design-system/format/useFormat';
import { useChangeMessages } from './useChangeMessages';
import { useRemoveItem } from '../api/remove-item';
import { useZones } from '../api/zones';
import { type PendingMark, type ItemOwner, type ItemKind, refOf } from '../model/items';

export interface RemovableItem {
  id: number | null;
  pending: PendingMark | null;
  /** Parking: the zones the item (or its request) applies to. */
  zoneIds?: number[];
}

export function RemoveItemDialog<T extends RemovableItem>({
  owner,
  kind,
  item,
  onClose,
  title,
  describe,
}: {
  owner: ItemOwner;
  kind: ItemKind;
  /** The item being removed; null while the dialog is closed. */
  item: T | null;
  onClose: () => void;
  /** The question for an approved item (a pending one is asked about its request). */
  title: string;
  /** The item in words, under the question. */
  describe: (item: T) => string;
}) {
  const { t } = useTranslation('zones');
  const remove = useRemoveItem(owner, kind);
  const messages = useChangeMessages();
  const withdrawing = item?.pending != null;
  const format = useFormat();
  // The other zones a pending request covers, by name (the zone list is usually in the cache already).
  const otherIds = owner.area === 'parking' && withdrawing ? (item?.zoneIds ?? []).filter((zoneId) => zoneId !== owner.zoneId) : [];
  const zones = useZones(owner.area === 'parking' ? owner.providerId : 0, otherIds.length > 0);
  const otherNames = otherIds.map((zoneId) => zones.data?.find((zone) => zone.id === zoneId)?.name ?? t('zone.numbered', { id: zoneId }));
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      destructive
      title={withdrawing ? t('confirm.withdrawTitle') : title}
      body={
        item ? (
          <Stack gap="2">
            <Text>{describe(item)}</Text>
            {otherNames.length ? <Text data-testid="withdraw-also">{t('confirm.withdrawAlso', { zones: format.list(otherNames) })}</Text> : null}
          </Stack>
        ) : undefined
      }
      confirmLabel={withdrawing ? t('actions.withdraw') : t('actions.remove')}
      cancelLabel={t('actions.cancel')}
      onConfirm={async () => {
        const ref = item ? refOf(item) : null;
        if (!ref) return;
        try {
          await remove.mutateAsync(ref);
          if (withdrawing) messages.withdrawn();
          else messages.sent(kind === 'period' ? 'hoursRemoved' : 'exceptionRemoved');
        } catch (error) {
          messages.notSent(error);
        }
      }}
    />
  );
}
