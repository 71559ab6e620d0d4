/**
 * The change-request messages of operations.md §8, each shown for 5 s: requestForChangeSent on
 * success, requestForChangeNotSent on failure (with the server's own text when it sent one), and
 * requestWithdrawn when a pending request is withdrawn. Where §8 names its own success text (saved
 * borders, business hours created, updated or removed, an exception removed), that text heads the
 * toast and requestForChangeSent says that the change waits for approval.
 */
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { notify, OPERATIONS_TOAST_DURATION } from '../../../design-system/components/toaster';

/** The success texts of operations.md §8 that head a change request's toast. */
export type ChangeSuccess = 'bordersUpdated' | 'hoursCreated' | 'hoursUpdated' | 'hoursRemoved' | 'exceptionRemoved';

/** How long a change request's toast stays: the duration operations.md §9 gives. */
export const CHANGE_TOAST_MS = OPERATIONS_TOAST_DURATION;

export function useChangeMessages() {
  const { t } = useTranslation('zones');
  return {
    // Where the demo runs, the toast offers to approve the request in the demo panel (toast-actions.ts).
    sent: (success?: ChangeSuccess) =>
      notify.success(t('messages.requestForChangeSent'), {
        title: success ? t(`messages.${success}`) : undefined,
        duration: CHANGE_TOAST_MS,
        event: 'change-request-sent',
      }),
    /** A pending request withdrawn: nothing goes for approval, so requestForChangeSent would mislead. */
    withdrawn: () => notify.success(t('messages.requestWithdrawn'), { duration: CHANGE_TOAST_MS }),
    /** `text` replaces the generic message (the borders' "zone polygons not saved"). */
    notSent: (error: unknown, text: string = t('messages.requestForChangeNotSent')) => {
      const server = isApiError(error) ? error.serverText : undefined;
      notify.error(server ? `${text} ${server}` : text, {
        duration: CHANGE_TOAST_MS,
      });
    },
  };
}
