/**
 * What waits until the reader comes near it: a chart or a table far below the first screen is not
 * built until it comes within half a screen of the viewport (building it holds the main thread, and
 * a phone pays several times a desktop's price). What is on screen when it mounts is built before
 * the browser paints, so it never flashes a placeholder.
 *
 * A chart, the dearest to build, waits longer while the page loads: only a chart in view is drawn
 * then, a quarter of it at least on the screen (a strip at the screen's bottom edge shows none of
 * its figures), and one further down once it comes into view or, once the reader scrolls, within
 * half a screen. Its place holds its final height, so nothing moves when it draws.
 *
 * The whole page is built at once, for the rest of the visit, as soon as the reader may need what
 * is not near: moving by keyboard (Tab would otherwise skip what is not built), the browser's find
 * (Ctrl or ⌘ + F) and printing.
 */
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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

/** Whether the reader has scrolled in this visit: from then on, what is near is built ahead of them. */
let scrolled = false;
const scrollListeners = new Set<() => void>();

function onFirstScroll() {
  scrolled = true;
  window.removeEventListener('scroll', onFirstScroll, true);
  scrollListeners.forEach((listener) => listener());
}

function subscribeScroll(listener: () => void) {
  if (!scrolled && scrollListeners.size === 0) window.addEventListener('scroll', onFirstScroll, { capture: true, passive: true });
  scrollListeners.add(listener);
  return () => {
    scrollListeners.delete(listener);
    if (!scrolled && scrollListeners.size === 0) window.removeEventListener('scroll', onFirstScroll, true);
  };
}

const hasScrolled = () => scrolled;

/** Back to building only what is near, as on a fresh visit (for stories that show the waiting). */
export function resetNearViewport(): void {
  whole = false;
  watching = false;
  scrolled = false;
  window.removeEventListener('scroll', onFirstScroll, true);
  if (scrollListeners.size > 0) window.addEventListener('scroll', onFirstScroll, { capture: true, passive: true });
  scrollListeners.forEach((listener) => listener());
  window.removeEventListener('keydown', onKeyDown, true);
  window.removeEventListener('beforeprint', buildWholePage);
  listeners.forEach((listener) => listener());
}

/**
 * Where elements mounted in a commit are, read once the commit is over: in a microtask of its own,
 * still before the browser paints, so what is on screen is built in the same frame. Read inside
 * React's commit (a layout effect), the layout the read forces would run with the whole depth of
 * the commit on the stack, and a profiler (DevTools, Lighthouse's trace) records every style and
 * layout invalidation with its stack: the page's largest commit would be charged several times what
 * it costs. One read places every element of the commit; those on screen are built together.
 */
const toPlace = new Map<Element, { show: () => void; share: number }>();

/** Whether at least `share` of the element's height is on the screen (any part of it, for 0). */
function inView(el: Element, share: number): boolean {
  const { top, bottom, height } = el.getBoundingClientRect();
  const visible = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  return visible > 0 && visible >= share * height;
}

function placeAll() {
  const onScreen: (() => void)[] = [];
  toPlace.forEach(({ show, share }, el) => {
    if (inView(el, share)) onScreen.push(show);
  });
  toPlace.clear();
  if (onScreen.length > 0) flushSync(() => onScreen.forEach((show) => show()));
}

/** Asks where the element is once the commit is over; `show` runs if `share` of it is on screen. Returns the cancel. */
function placeAfterCommit(el: Element, show: () => void, share: number): () => void {
  if (toPlace.size === 0) queueMicrotask(placeAll);
  toPlace.set(el, { show, share });
  return () => {
    toPlace.delete(el);
  };
}

/** The share of a chart that must be on the screen for it to be drawn before the reader scrolls. */
const IN_VIEW_SHARE = 0.25;

/**
 * Whether the element is wanted now: at once when it is on screen when it mounts, else once it
 * comes within half a screen of the viewport, or once the whole page is wanted. Once wanted, always.
 * `untilScrolled`: half a screen ahead only once the reader has scrolled; until then, in view
 * (IN_VIEW_SHARE of it on the screen).
 */
export function useNearViewport(ref: RefObject<Element | null>, untilScrolled = false): boolean {
  const [near, setNear] = useState(false);
  const everything = useSyncExternalStore(subscribe, wholePage, wholePage);
  const scrolledNow = useSyncExternalStore(subscribeScroll, hasScrolled, hasScrolled);
  const ahead = !untilScrolled || scrolledNow;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || near || everything) return;
    const show = () => setNear(true);
    const share = ahead ? 0 : IN_VIEW_SHARE;
    const cancel = placeAfterCommit(el, show, share);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share) && show(),
      ahead ? { rootMargin: '50% 0px' } : { threshold: share },
    );
    observer.observe(el);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [ref, near, everything, ahead]);
  return near || everything;
}
