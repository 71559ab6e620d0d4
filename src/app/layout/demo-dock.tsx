/**
 * Where the demo's button sits: the top bar leaves it a place beside the language switcher, so the
 * button never covers content. The layout renders `<DemoDock />`; the demo panel (loaded only on the
 * simulator) portals its button into it, and floats it at the bottom left where no layout is shown
 * (the public pages, whose centred card leaves that corner empty).
 */
import { useSyncExternalStore } from 'react';

let dock: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setDock(element: HTMLElement | null) {
  if (dock === element) return;
  dock = element;
  for (const listener of listeners) listener();
}

/** The element the demo's button goes into, or null where the page has no top bar. */
export function useDemoDock(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dock,
    () => null,
  );
}

/** The top bar's place for the demo's button (empty, and takes no room, outside the demo). */
export function DemoDock() {
  return <span ref={(element) => setDock(element)} style={{ display: 'contents' }} data-demo-dock="" />;
}
