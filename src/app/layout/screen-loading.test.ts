import { afterEach, describe, expect, it } from 'vitest';
import { keepPreviousData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { BACKGROUND_QUERY_META, isScreenLoad } from './screen-loading';

/** A query function that answers only when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const clients: QueryClient[] = [];
function client(): QueryClient {
  const created = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  clients.push(created);
  return created;
}

afterEach(() => {
  for (const created of clients.splice(0)) created.clear();
});

/** What the layout counts: fetching queries the predicate keeps. */
const covering = (queryClient: QueryClient) => queryClient.isFetching({ predicate: isScreenLoad });

describe('isScreenLoad', () => {
  it('counts a first load until it answers', async () => {
    const queryClient = client();
    const answer = deferred<string>();
    const fetching = queryClient.fetchQuery({ queryKey: ['report', 1], queryFn: () => answer.promise });
    expect(queryClient.isFetching()).toBe(1);
    expect(covering(queryClient)).toBe(1);
    answer.resolve('figures');
    await fetching;
    expect(covering(queryClient)).toBe(0);
  });

  it('never counts a refetch of data already shown (interval, focus, invalidation)', async () => {
    const queryClient = client();
    let answer = deferred<string>();
    const observer = new QueryObserver(queryClient, { queryKey: ['status'], queryFn: () => answer.promise });
    const unsubscribe = observer.subscribe(() => undefined);
    answer.resolve('first');
    await observer.refetch();
    expect(observer.getCurrentResult().data).toBe('first');

    answer = deferred<string>();
    const invalidated = queryClient.invalidateQueries();
    expect(queryClient.isFetching()).toBe(1);
    expect(covering(queryClient)).toBe(0);
    answer.resolve('second');
    await invalidated;
    unsubscribe();
  });

  it('counts a new key (a search) even while the previous figures stay on screen', async () => {
    const queryClient = client();
    const answers = new Map([[1, deferred<string>()], [2, deferred<string>()]]);
    // As the report and list screens do: the previous figures stay while the new key loads.
    const options = (page: number) => ({
      queryKey: ['list', page],
      queryFn: () => answers.get(page)!.promise,
      placeholderData: keepPreviousData,
    });
    const observer = new QueryObserver<string, Error, string, string, (string | number)[]>(queryClient, options(1));
    const unsubscribe = observer.subscribe(() => undefined);
    answers.get(1)!.resolve('page 1');
    await observer.refetch();

    observer.setOptions(options(2));
    expect(observer.getCurrentResult().isPlaceholderData).toBe(true);
    expect(covering(queryClient)).toBe(1);
    answers.get(2)!.resolve('page 2');
    await observer.refetch();
    expect(covering(queryClient)).toBe(0);
    unsubscribe();
  });

  it('counts Try again after a first load failed', async () => {
    const queryClient = client();
    await expect(
      queryClient.fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('down')) }),
    ).rejects.toThrow('down');
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error');
    const answer = deferred<string>();
    const retry = queryClient.fetchQuery({ queryKey: ['failing'], queryFn: () => answer.promise });
    expect(covering(queryClient)).toBe(1);
    answer.resolve('back');
    await retry;
  });

  it('never counts a query that opted out', async () => {
    const queryClient = client();
    const answer = deferred<string>();
    const fetching = queryClient.fetchQuery({ queryKey: ['panel'], queryFn: () => answer.promise, meta: BACKGROUND_QUERY_META });
    expect(queryClient.isFetching()).toBe(1);
    expect(covering(queryClient)).toBe(0);
    answer.resolve('controls');
    await fetching;
  });
});
