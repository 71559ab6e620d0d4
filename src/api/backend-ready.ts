/**
 * What every call waits for before it leaves. Against a real API, nothing. In the demo, the
 * simulator's service worker: the app renders at once and the simulator starts after it, on the
 * first call or once the page is loaded and idle, whichever comes first; a call made before it is
 * ready waits for it instead of reaching the static server.
 */
let ready: () => Promise<unknown> = () => Promise.resolve();

/**
 * Calls from now on wait for the backend that `start` starts, which starts at the first call.
 * Returns the start, for starting it sooner (it starts once).
 */
export function startBackendOnDemand(start: () => Promise<unknown>): () => Promise<unknown> {
  let started: Promise<unknown> | null = null;
  const startOnce = () => (started ??= start());
  ready = startOnce;
  return startOnce;
}

/** Resolves once the backend can answer; rejects when it could not start. */
export function backendReady(): Promise<unknown> {
  return ready();
}
