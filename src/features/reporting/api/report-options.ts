/** A report's query: cached per key, the previous figures kept on screen while new ones load. */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

export function reportOptions<T, K extends QueryKey>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData });
}
