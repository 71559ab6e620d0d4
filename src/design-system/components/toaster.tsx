import { toastActionFor, type ToastEvent } from './toast-actions';
import { ERROR_TOAST_DURATION, TOAST_DURATION } from './toast-durations';
import type { toaster as storeToaster } from './toast-store';

export { ERROR_TOAST_DURATION, OPERATIONS_TOAST_DURATION, TOAST_DURATION } from './toast-durations';

type Toaster = typeof storeToaster;
let store: Toaster | null = null;
let loading: Promise<Toaster> | null = null;

/**
 * Runs `apply` on the toaster's store (toast-store.ts): at once when it is in, otherwise once the
 * first toast has loaded it. Calls made meanwhile run in the order they were made.
 */
function withStore(apply: (toaster: Toaster) => void): void {
  if (store) {
    apply(store);
    return;
  }
  loading ??= import('./toast-store').then((module) => (store = module.toaster));
  // A store that could not be loaded (the connection dropped) is asked for again by the next toast.
  loading.then(apply, () => {
    loading = null;
  });
}

export interface NotifyOptions {
  title?: string;
  duration?: number;
  id?: string;
  /** The kind of event the toast tells: an action registered for it shows on the toast (toast-actions.ts). */
  event?: ToastEvent;
}

function show(
  type: 'success' | 'error' | 'info' | 'warning',
  text: string,
  defaultDuration: number,
  options?: NotifyOptions,
): void {
  const action = toastActionFor(options?.event);
  withStore((toaster) =>
    toaster.create({
      type,
      title: options?.title ?? text,
      description: options?.title ? text : undefined,
      duration: options?.duration ?? defaultDuration,
      // An explicit `id: undefined` would replace the toaster's generated id.
      ...(options?.id ? { id: options.id } : {}),
      closable: true,
      ...(action ? { action } : {}),
    }),
  );
}

/** Helpers: `notify.error(apiError.message)` shows a red toast at the bottom for 5 s. */
export const notify = {
  success: (text: string, options?: NotifyOptions) =>
    show('success', text, TOAST_DURATION, options),
  info: (text: string, options?: NotifyOptions) => show('info', text, TOAST_DURATION, options),
  warning: (text: string, options?: NotifyOptions) =>
    show('warning', text, TOAST_DURATION, options),
  error: (text: string, options?: NotifyOptions) =>
    show('error', text, ERROR_TOAST_DURATION, options),
  dismiss: (id?: string) => withStore((toaster) => toaster.dismiss(id)),
};
