import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION } from './toast-durations';
import { markToastShown } from './toast-shown';

/**
 * The one toaster of the app, at the bottom: the store that holds the toasts. `notify` (toaster.tsx)
 * loads it with the first toast, and ToasterView renders its toasts, so Zag's toast machinery is in
 * neither /login nor a screen's first paint.
 */
export const toaster = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION,
  pauseOnPageIdle: true,
  max: 5,
});
toaster.subscribe(markToastShown);
