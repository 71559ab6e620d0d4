import { createToaster } from '@chakra-ui/react';
import { toastActionFor, type ToastEvent } from './toast-actions';
import { markToastShown } from './toast-shown';

/** Default toast duration (reporting.md §9): 4 s; error toasts 5 s. */
export const TOAST_DURATION = 4000;
export const ERROR_TOAST_DURATION = 5000;
/** How long every toast of the operations areas stays (operations.md §9): zones, incidents, settings, statistics. */
export const OPERATIONS_TOAST_DURATION = 5000;

/**
 * The one toaster of the app, at the bottom: the store that holds the toasts. ToasterView renders
 * them (DesignSystemProvider loads and mounts it with the first toast, so the toast machinery is
 * neither in what /login loads nor in a screen's first render; the toasts created before it is in
 * show when it mounts).
 */
export const toaster = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION,
  pauseOnPageIdle: true,
  max: 5,
});
toaster.subscribe(markToastShown);

export interface NotifyOptions {
  title?: string;
  duration?: number;
  id?: string;
  /** The kind of event the toast tells: an action registered for it shows on the toast (toast-actions.ts). */
  event?: ToastEvent;
}

function show(type: 'success' | 'error' | 'info' | 'warning', text: string, defaultDuration: number, options?: NotifyOptions) {
  const action = toastActionFor(options?.event);
  return toaster.create({
    type,
    title: options?.title ?? text,
    description: options?.title ? text : undefined,
    duration: options?.duration ?? defaultDuration,
    // An explicit `id: undefined` would replace the toaster's generated id.
    ...(options?.id ? { id: options.id } : {}),
    closable: true,
    ...(action ? { action } : {}),
  });
}

/** Helpers: `notify.error(apiError.message)` shows a red toast at the bottom for 5 s. */
export const notify = {
  success: (text: string, options?: NotifyOptions) => show('success', text, TOAST_DURATION, options),
  info: (text: string, options?: NotifyOptions) => show('info', text, TOAST_DURATION, options),
  warning: (text: string, options?: NotifyOptions) => show('warning', text, TOAST_DURATION, options),
  error: (text: string, options?: NotifyOptions) => show('error', text, ERROR_TOAST_DURATION, options),
  dismiss: (id?: string) => toaster.dismiss(id),
};
