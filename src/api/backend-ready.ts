/**
 * What every call waits for before it leaves. Against a real API, nothing. In the demo, the
 * simulator's service worker: the app renders at once and starts the simulator beside it, so a page
 * paints while the simulator loads, and a call made before it is ready waits for it instead of
 * reaching the static server.
 */
let ready: Promise<unknown> = Promise.resolve();

/** Calls from now on wait for `backend` (the demo's simulator starting). */
export function waitForBackend(backend: Promise<unknown>): void {
  ready = backend;
}

/** Resolves once the backend can answer; rejects when it could not start. */
export function backendReady(): Promise<unknown> {
  return ready;
}
