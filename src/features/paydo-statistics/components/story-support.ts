/** What the statistics stories share: the route of a view with a range, the requests sent, the loaded table. */
import { expect, spyOn, waitFor, within } from 'storybook/test';
import type { StatsTab } from '../model/tabs';

export const STORY_RANGE = { begin: '2026-10-01', end: '2026-10-31' } as const;

/** The URL of a view with the story range. */
export function viewRoute(tab: StatsTab, range: { begin: string; end: string } = STORY_RANGE): string {
  return `/paydo-statistika/${tab}?beginDate=${range.begin}&endDate=${range.end}`;
}

/** The calls of the fetch spy: fetch's arguments. */
let spy: { mock: { calls: Parameters<typeof fetch>[] } } | undefined;

/** Records every request from here on (a story's beforeEach, so the first request is caught too). */
export function watchRequests(): void {
  spy = spyOn(globalThis, 'fetch');
}

/** The queries of the requests sent so far whose path ends with `pathEnd`. */
export function requestsTo(pathEnd: string): URLSearchParams[] {
  if (!spy) throw new Error('watchRequests() was not called');
  return spy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
    .filter((url) => url.pathname.endsWith(pathEnd))
    .map((url) => url.searchParams);
}

/** The queries of the requests sent so far to a statistics section (e.g. 'korisnici_i_kupovine'). */
export const sectionRequests = (section: string) => requestsTo(`/paydo-statistika/${section}/`);

/** The queries of the mail and Excel requests (GET /paydo-statistika/). */
export const areaRequests = () => requestsTo('/paydo-statistika/');

/** The table named `name` once it has stopped loading and holds at least `minRows` body rows. */
export async function loadedTable(container: HTMLElement, name: string | RegExp, minRows = 1): Promise<HTMLElement> {
  const table = await within(container).findByRole('table', { name }, { timeout: 15_000 });
  await waitFor(
    () => {
      expect(table.getAttribute('aria-busy')).toBeNull();
      expect(table.querySelectorAll(':scope > tbody > tr').length).toBeGreaterThanOrEqual(minRows);
    },
    { timeout: 15_000 },
  );
  return table;
}

/** The body rows of a table. */
export const bodyRows = (table: HTMLElement) => [...table.querySelectorAll(':scope > tbody > tr')] as HTMLElement[];
