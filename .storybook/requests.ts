/**
 * What a screen story asserts about the requests the screen sent: a spy on `fetch` that lets every
 * request through to the simulator, and the query of each request to a path. Call
 * `watchRequests()` in the story's beforeEach, so the first request is caught too; Storybook
 * restores the spy after the story.
 */
import { expect, spyOn, waitFor } from 'storybook/test';
import { toaster } from '../src/design-system/components/toast-store';

let spy: { mock: { calls: Parameters<typeof fetch>[] } } | undefined;

export function watchRequests(): void {
  spy = spyOn(globalThis, 'fetch');
}

/** The query of every request so far whose path ends with `pathEnd`, in order. */
export function requestsTo(pathEnd: string): URLSearchParams[] {
  if (!spy) throw new Error('watchRequests() was not called');
  return spy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
    .filter((url) => url.pathname.endsWith(pathEnd))
    .map((url) => url.searchParams);
}

/** How many requests with this method went to a path ending with `pathEnd` so far. */
export function countRequests(method: string, pathEnd: string): number {
  if (!spy) throw new Error('watchRequests() was not called');
  return spy.mock.calls.filter(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const sent = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    return sent.toUpperCase() === method && url.pathname.endsWith(pathEnd);
  }).length;
}

/** The last request to `pathEnd`, once one was sent. */
export async function lastRequestTo(pathEnd: string): Promise<URLSearchParams> {
  let last: URLSearchParams | undefined;
  await waitFor(() => {
    last = requestsTo(pathEnd).at(-1);
    expect(last).toBeDefined();
  });
  return last!;
}

/** A toast of the given type with exactly this title, once it shows. */
export async function toastWith(text: string, type: 'error' | 'success' | 'info' | 'warning' = 'error'): Promise<void> {
  await waitFor(
    () => {
      const titles = [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="title"]')];
      const toast = titles.find((title) => title.textContent === text);
      expect(toast).toBeDefined();
      expect(toast).toBeVisible();
      expect(toast!.closest('[data-scope="toast"][data-part="root"]')).toHaveAttribute('data-type', type);
    },
  );
}

/** How long the toast with this title is asked to stay (ms), once it shows; the tests keep every toast (vitest.setup.ts). */
export async function toastDuration(text: string): Promise<number | undefined> {
  let duration: number | undefined;
  await waitFor(() => {
    const toast = toaster.getVisibleToasts().find((shown) => shown.title === text);
    expect(toast).toBeDefined();
    duration = (toast!.meta as { duration?: number } | undefined)?.duration ?? toast!.duration;
  });
  return duration;
}
