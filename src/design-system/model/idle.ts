/**
 * Runs `work` in the page's next idle moment, or after `timeoutMs` at the latest (a browser without
 * idle callbacks waits the whole `timeoutMs`). Returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, timeoutMs);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}

/** How long the page must go without a larger paint before its first screen counts as painted. */
export const FIRST_SCREEN_QUIET_MS = 250;

/**
 * Runs `work` once the first screen is painted, then in an idle moment: after the page's load event,
 * `quietMs` without a new largest paint and no web font loading (the screen's text repainting in its
 * font is its last large paint); at the latest `capMs` after the call. For work that must not compete with
 * the first screen for the network or the main thread (the demo's simulator and panel). Returns the
 * cancel.
 */
export function afterFirstScreen(work: () => void, { quietMs = FIRST_SCREEN_QUIET_MS, capMs = 3000 } = {}): () => void {
  let done = false;
  let quietTimer = 0;
  let cancelIdle = () => {};
  let observer: PerformanceObserver | null = null;
  const stopWatching = () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(quietTimer);
    window.clearTimeout(capTimer);
  };
  const finish = () => {
    if (done) return;
    stopWatching();
    cancelIdle = whenIdle(work, quietMs * 4);
  };
  const capTimer = window.setTimeout(finish, capMs);
  // Quiet: no new largest paint for `quietMs`, and no web font still loading (text waiting for
  // its font repaints when it arrives).
  const waitForQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(() => {
      if (document.fonts?.status === 'loading') void document.fonts.ready.then(waitForQuiet);
      else finish();
    }, quietMs);
  };
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
  void loaded.then(() => {
    if (done) return;
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver(waitForQuiet);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    waitForQuiet();
  });
  return () => {
    stopWatching();
    cancelIdle();
  };
}

/**
 * Resolves in a task of its own, so that the browser can paint and answer the user before the caller
 * goes on: `scheduler.yield()` where the browser has it (the caller keeps its place ahead of other
 * waiting work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
