/**
 * Whether the toaster's store (toaster.tsx) has loaded: it loads with the first chunk that may show
 * a toast, and the toasts' view mounts from then on (DesignSystemProvider). The login screen loads
 * neither.
 */
let loaded = false;
const listeners = new Set<() => void>();

/** Called once by toaster.tsx as it loads. */
export function markToasterLoaded(): void {
  loaded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

export function isToasterLoaded(): boolean {
  return loaded;
}

/** Calls `listener` once the store has loaded (at once if it has); returns the unsubscribe. */
export function whenToasterLoaded(listener: () => void): () => void {
  if (loaded) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
