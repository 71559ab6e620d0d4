/** What the list stories read: the requests the screen sent, and the list's table once loaded. */
import { expect, spyOn, waitFor, within } from 'storybook/test';

let spy: { mock: { calls: unknown[][] } } | undefined;

/** Records every request from here on (a story's beforeEach, so the first request is caught too). */
export function watchRequests(): void {
  spy = spyOn(window, 'fetch');
}

/** The query of every request so far whose path ends with `pathEnd`, in order. */
export function requestsTo(pathEnd: string): URLSearchParams[] {
  if (!spy) throw new Error('watchRequests() was not called');
  return spy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
    .filter((url) => url.pathname.endsWith(pathEnd))
    .map((url) => url.searchParams);
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

/** Rows of a table's own body. */
export const bodyRows = (table: HTMLElement) => [...table.querySelectorAll(':scope > tbody > tr')] as HTMLElement[];

/** The table named `name` once it has stopped loading and holds at least `minRows` rows. */
export async function loadedList(container: HTMLElement, name: string | RegExp, minRows = 1): Promise<HTMLElement> {
  const table = await within(container).findByRole('table', { name }, { timeout: 15_000 });
  await waitFor(
    () => {
      expect(table.getAttribute('aria-busy')).toBeNull();
      expect(bodyRows(table).length).toBeGreaterThanOrEqual(minRows);
    },
    { timeout: 15_000 },
  );
  return table;
}

/** The red toast's text, once it shows. */
export async function toastWith(text: string): Promise<void> {
  await waitFor(
    () => {
      const titles = [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="title"]')];
      const toast = titles.find((title) => title.textContent === text);
      expect(toast).toBeDefined();
      expect(toast).toBeVisible();
      expect(toast!.closest('[data-scope="toast"][data-part="root"]')).toHaveAttribute('data-type', 'error');
    },
    { timeout: 15_000 },
  );
}
