/**
 * One write per intent: a second call of the same write while the first is in flight is refused,
 * at the moment of the call. A button disabled by the pending state only stops presses after the
 * next render; two Enter presses a few milliseconds apart both reach the handler before it. The
 * guard is a plain set of keys in flight, held in a ref by `useOneWrite`, so it is decided
 * synchronously and unit-tested without React.
 */
import {
  useMutation,
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useRef } from 'react';

/** The keys of the writes in flight: `start` says whether a write may begin, `end` frees its key. */
export interface InFlight {
  start: (key: string) => boolean;
  end: (key: string) => void;
}

export function createInFlight(): InFlight {
  const keys = new Set<string>();
  return {
    start: (key) => {
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
    end: (key) => {
      keys.delete(key);
    },
  };
}

/**
 * Runs `write` unless a write of the same key is in flight. A refused call's promise never settles:
 * the first call's caller handles the outcome, as if the second press had not happened.
 */
export function guarded<T>(inFlight: InFlight, key: string, write: () => Promise<T>): Promise<T> {
  if (!inFlight.start(key)) return new Promise<T>(() => undefined);
  let promise: Promise<T>;
  try {
    promise = write();
  } catch (error) {
    inFlight.end(key);
    return Promise.reject(error);
  }
  return promise.finally(() => inFlight.end(key));
}

const ONE = 'write';

/**
 * `useMutation` whose `mutate` and `mutateAsync` refuse a second call while one with the same key
 * is in flight. `keyOf` separates independent writes of one hook (one key per subscription); by
 * default the hook has one key.
 */
export function useOneWrite<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  keyOf: (variables: TVariables) => string = () => ONE,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef<InFlight | null>(null);
  inFlight.current ??= createInFlight();
  const flights = inFlight.current;
  const mutateAsync: UseMutateAsyncFunction<TData, TError, TVariables, TContext> = (...args) =>
    guarded(flights, keyOf(args[0] as TVariables), () => mutation.mutateAsync(...args));
  return {
    ...mutation,
    mutateAsync,
    // As react-query's own mutate: the outcome goes to the callbacks, the promise's rejection nowhere.
    mutate: (...args) => {
      mutateAsync(...args).catch(() => undefined);
    },
  };
}
