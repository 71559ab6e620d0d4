/**
 * A signed-in start's first screen asks for its first calls before the session is known: the
 * session's answer and the screen's would otherwise come one after the other, a round trip each.
 * Whether the screen may be shown is still the session's to say, so such a call publishes no
 * refusal (`authFailure: 'ignore'`): a user without the screen's permission is the guard's to send
 * to /denied, and a 401 ends the session through the session's own call. Its answer goes into the
 * cache under the screen's query options only once the session allows the screen (`session`
 * resolves with the user then, null when it does not); when it failed,
 * the cache asks again with the query's own function, whose failure the screen shows and whose
 * refusal is published as any screen call's.
 */
import { skipToken, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

export function prefetchBeforeSession<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  early: () => Promise<T>,
  session: Promise<unknown>,
): Promise<T | undefined> {
  const answer = early();
  answer.catch(() => undefined);
  const own = options.queryFn;
  return session.then((user) => {
    if (user === null || own === undefined || own === skipToken) return undefined;
    return queryClient.fetchQuery({ ...options, queryFn: (context) => answer.catch(() => own(context)) });
  });
}
