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
