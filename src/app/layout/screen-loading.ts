/**
 * Which fetches cover the screen with the loading overlay (reporting.md §4: "a loading flag is on
 * while data is fetched"): the data the user is waiting for, not background work.
 *
 * A query counts while it fetches with no data yet: a screen's first load, a new key because the
 * user searched or paged (react-query keeps the new key `pending` even while `placeholderData`
 * shows the previous figures), and Try again after a first load failed (a refetch without data goes
 * back to `pending`). A query that already has data refetches in the background (refetchInterval,
 * refetchOnWindowFocus, an invalidation after a save or from the demo panel): the data on screen
 * stays usable, so nothing covers it and screen readers hear no "loading".
 *
 * A query that is never the screen's content (a panel's own controls, a prefetch) opts out with
 * `meta: { background: true }`; the default QueryMeta (Record<string, unknown>) already types it.
 *
 * Mutations never cover the screen: every form, download and switch shows its own spinner on the
 * control that started it, and the layout covers its own logout (docs/decisions/).
 */
import type { Query } from '@tanstack/react-query';

/** The `meta` that keeps a query's fetches off the loading overlay. */
export const BACKGROUND_QUERY_META = { background: true } as const;

/** For `useIsFetching({ predicate })`: is this fetching query one the screen waits for? */
export function isScreenLoad(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'pending' && query.meta?.background !== true;
}
