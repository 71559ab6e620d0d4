/**
 * The entity a screen shows (a provider, a garage, a zone), for the document title: "<screen> ·
 * <entity> · <app>". A detail screen names it once its data has loaded; the app's title effect reads
 * it. The name is stored with the location it was set for, so a name never outlives its screen,
 * whatever order effects run in; a module store (not a context) so no provider has to be mounted.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

interface Stored {
  locationKey: string;
  entity: string | undefined;
}

let stored: Stored = { locationKey: '', entity: undefined };
const listeners = new Set<() => void>();

function write(next: Stored): void {
  if (next.locationKey === stored.locationKey && next.entity === stored.entity) return;
  stored = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen names the entity it shows; undefined while it loads. */
export function useDocumentEntity(entity: string | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    write({ locationKey: key, entity });
    return () => {
      if (stored.locationKey === key) write({ locationKey: key, entity: undefined });
    };
  }, [key, entity]);
}

/** The entity named for the current location, if any. */
export function useCurrentDocumentEntity(): string | undefined {
  const { key } = useLocation();
  const current = useSyncExternalStore(subscribe, () => stored);
  return current.locationKey === key ? current.entity : undefined;
}
