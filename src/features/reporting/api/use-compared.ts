/**
 * The same report for the primary and, when comparing, the compare period: a second identical
 * request (reporting.md §4). Both are awaited: the result is pending until both have answered.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
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
  const first = useQuery({ ...options(primary), enabled });
  const second = useQuery({ ...options(compare ?? primary), enabled: enabled && compare !== null });
  const comparing = compare !== null;
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
