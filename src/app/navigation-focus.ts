/**
 * Where the view starts after a navigation, so keyboard and screen-reader users begin at the new
 * content instead of wherever the previous screen left them (a link that is gone, the top bar).
 *
 * - Only a change of path counts: a new query string (filters, pages) or hash (the skip link) on
 *   the same screen leaves focus and scroll alone.
 * - The first load is left alone, and with it the redirects that finish it (the landing rule, a
 *   guard sending to /login, a canonical URL): they replace the history entry before the user has
 *   navigated anywhere. Once the user has followed a link or gone back (a push or a pop), every path
 *   change counts, a redirect after a search included.
 * - Back and forward move focus but leave the scroll to the browser, which restores it.
 */
import type { NavigationType } from 'react-router-dom';

export interface NavigationMemory {
  /** The path the last decision was made for. */
  path: string;
  /** Whether the user has navigated since the page loaded (a push or a pop). */
  userNavigated: boolean;
}

export interface ViewReset {
  focusMain: boolean;
  scrollToTop: boolean;
}

const NONE: ViewReset = { focusMain: false, scrollToTop: false };

export function firstLoad(path: string): NavigationMemory {
  return { path, userNavigated: false };
}

/** What a location change does to the view, and what to remember for the next one. */
export function afterNavigation(
  memory: NavigationMemory,
  path: string,
  type: `${NavigationType}`,
): { memory: NavigationMemory; reset: ViewReset } {
  if (path === memory.path) return { memory, reset: NONE };
  const userNavigated = memory.userNavigated || type !== 'REPLACE';
  const next = { path, userNavigated };
  if (!userNavigated) return { memory: next, reset: NONE };
  return { memory: next, reset: { focusMain: true, scrollToTop: type !== 'POP' } };
}

/** How long after a navigation the new screen's heading is awaited (a slow first load). */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves focus to the new screen's main heading (its h1), so a screen reader announces where the
 * user is and Tab continues from the top of the screen. The heading may come after the navigation
 * (a lazy screen, data that loads first): until it does, focus waits on the main landmark, and it
 * moves to the heading when that appears, unless the user has moved focus meanwhile. A screen that
 * placed focus itself (a field it focuses on load) or kept it (a link of an in-page strip of views
 * that stays on screen) knows better, so focus already inside the landmark is left alone. Elements
 * that take focus this way get tabindex=-1, so they do not join the tab order; scrolling is the
 * caller's. Returns a function that stops waiting (the next navigation calls it).
 */
export function focusMainContent(doc: Document = document, waitMs: number = HEADING_WAIT_MS): () => void {
  const main = doc.getElementById('main') ?? doc.querySelector('main');
  if (!main || main.contains(doc.activeElement)) return () => undefined;
  const focusQuietly = (element: HTMLElement) => {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };
  const heading = () => main.querySelector<HTMLElement>('h1');
  const found = heading();
  if (found) {
    focusQuietly(found);
    return () => undefined;
  }
  focusQuietly(main);
  const view = doc.defaultView;
  if (!view) return () => undefined;
  const observer = new view.MutationObserver(() => {
    // The user went on (a click, Tab): their focus wins.
    if (doc.activeElement !== main && doc.activeElement !== doc.body) return stop();
    const next = heading();
    if (next) {
      stop();
      focusQuietly(next);
    }
  });
  const timer = view.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    view?.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
