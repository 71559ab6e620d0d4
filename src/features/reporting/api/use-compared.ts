/**
 * The same report for the primary and, when comparing, the compare period: a second identical
 * request (reporting.md §4). Both are awaited: the result is pending until both have answered.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReportRequest } from '../model/reports';

export interface Compared<T> {
  primary: T | undefined;
  compare: T | undefined;
  comparing: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

export function useCompared<T, K extends QueryKey>(
  options: (request: ReportRequest) => UseQueryOptions<T, Error, T, K>,
  primary: ReportRequest,
  compare: ReportRequest | null,
  enabled = true,
): Compared<T> {
  const comparing = compare !== null;
  // While comparison is off the compare query rests on the primary request; when it turns on, what
  // that query held is the primary period's report, never to be shown as the compare period's. A
  // compare report is kept on screen while the next one loads only when it was one: after a
  // compare answer was shown, and comparison was not turned off since.
  const rested = useRef(true);
  const first = useQuery({ ...options(primary), enabled });
  const second = useQuery({
    ...options(compare ?? primary),
    enabled: enabled && comparing,
    placeholderData: <P,>(previous: P | undefined) => (rested.current ? undefined : previous),
  });
  const compareShown = comparing && second.data !== undefined && !second.isPlaceholderData;
  useEffect(() => {
    if (!comparing) rested.current = true;
    else if (compareShown) rested.current = false;
  }, [comparing, compareShown]);
  return {
    primary: first.data,
    compare: comparing ? second.data : undefined,
    comparing,
    isPending: first.isPending || (comparing && second.isPending),
    isFetching: first.isFetching || (comparing && second.isFetching),
    error: first.error ?? (comparing ? second.error : null),
    refetch: () => {
      void first.refetch();
      if (comparing) void second.refetch();
    },
  };
}
