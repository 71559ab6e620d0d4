import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastActionFor, type ToastEvent } from './toast-actions';

/** Default toast duration (reporting.md §9): 4 s; error toasts 5 s. */
export const TOAST_DURATION = 4000;
export const ERROR_TOAST_DURATION = 5000;

/** The one toaster of the app, at the bottom. Render <Toaster /> once (DesignSystemProvider does). */
export const toaster = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION,
  pauseOnPageIdle: true,
  max: 5,
});

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

/** Renders the toasts of `toaster`. */
export function Toaster() {
  const { t } = useTranslation('ds');
  // Toasts do not outlive the app (or a story) that showed them.
  useEffect(() => () => toaster.remove(), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {/* Full opacity: Chakra's dimmed description falls below 4.5:1 on the solid status colours. */}
              {toast.description ? <Toast.Description opacity="1">{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label={t('common.close')} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
