import { useEffect, useEffectEvent } from 'react';
import { notify } from './toaster';

/**
 * Shows an error toast once per failure. `failedAt` names the failure (a query's `errorUpdatedAt`),
 * or is 0 when there is none to tell (no error, or one the session handles, such as a 401): a
 * re-render shows nothing new, the next failure shows its own toast, and two views that failed
 * together share one toast through `id`. The toast is shown just after the commit: the toaster
 * renders synchronously (flushSync), which React refuses inside an effect.
 */
export function useFailureToast(failedAt: number, text: () => string, id: string): void {
  const show = useEffectEvent(() => notify.error(text(), { id }));
  useEffect(() => {
    if (!failedAt) return;
    const timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [failedAt]);
}
