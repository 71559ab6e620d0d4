/**
 * Whether any toast has been shown yet: the toasts' view (its state machine and region) mounts from
 * the first toast on (DesignSystemProvider), not with the first screen, whose first render it would
 * otherwise interrupt with a synchronous one. toaster.tsx marks it when its store publishes; the
 * login screen loads neither.
 */
let shown = false;
const listeners = new Set<() => void>();

/** Called by toaster.tsx whenever its store publishes (a toast created, updated or dismissed). */
export function markToastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

export function isToastShown(): boolean {
  return shown;
}

/** Calls `listener` once a toast has been shown (at once if one has); returns the unsubscribe. */
export function whenToastShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
