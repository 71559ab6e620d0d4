/**
 * What waits until the reader comes near it: a chart or a table far below the first screen is not
 * built until it comes within half a screen of the viewport (building it holds the main thread, and
 * a phone pays several times a desktop's price). What is on screen when it mounts is built at once,
 * in the same commit, so it never flashes a placeholder.
 *
 * The whole page is built at once, for the rest of the visit, as soon as the reader may need what
 * is not near: moving by keyboard (Tab would otherwise skip what is not built), the browser's find
 * (Ctrl or ⌘ + F) and printing.
 */
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

let whole = false;
const listeners = new Set<() => void>();

function buildWholePage() {
  if (whole) return;
  whole = true;
  window.removeEventListener('keydown', onKeyDown, true);
  window.removeEventListener('beforeprint', buildWholePage);
  listeners.forEach((listener) => listener());
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Tab' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f')) buildWholePage();
}

let watching = false;

function subscribe(listener: () => void) {
  if (!watching && !whole) {
    watching = true;
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('beforeprint', buildWholePage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const wholePage = () => whole;

/** Back to building only what is near, as on a fresh visit (for stories that show the waiting). */
export function resetNearViewport(): void {
  whole = false;
  watching = false;
  window.removeEventListener('keydown', onKeyDown, true);
  window.removeEventListener('beforeprint', buildWholePage);
  listeners.forEach((listener) => listener());
}

/**
 * Whether the element is wanted now: at once when it is on screen when it mounts, else once it
 * comes within half a screen of the viewport, or once the whole page is wanted. Once wanted, always.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  const everything = useSyncExternalStore(subscribe, wholePage, wholePage);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || near || everything) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '50% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, everything]);
  return near || everything;
}
