/**
 * Removing a working period or a closing rule (operations.md §8): asks first, then sends a removal
 * request; for an item that is itself a pending request, withdraws it instead. Says which happened.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../design-system/components/ConfirmDialog';
import { refOf, useRemoveItem, type ItemKind, type ItemOwner, type PendingMark } from '../api';
import { useChangeMessages } from './useChangeMessages';

export interface RemovableItem {
  id: number | null;
  pending: PendingMark | null;
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
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      destructive
      title={withdrawing ? t('confirm.withdrawTitle') : title}
      body={item ? describe(item) : undefined}
      confirmLabel={withdrawing ? t('actions.withdraw') : t('actions.remove')}
      cancelLabel={t('actions.cancel')}
      onConfirm={async () => {
        const ref = item ? refOf(item) : null;
        if (!ref) return;
        try {
          await remove.mutateAsync(ref);
          if (withdrawing) messages.withdrawn();
          else messages.sent();
        } catch (error) {
          messages.notSent(error);
        }
      }}
    />
  );
}
