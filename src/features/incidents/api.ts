/**
 * Incidents (operations.md §2 Incidents page, §7): the permission check that decides between the
 * full list (IncidentsView) and the public one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import { incidentPermissionResponse } from '../../api/contract/incidents';
import { ApiError } from '../../api/errors';
import { http } from '../../api/http';

export interface IncidentsPermission {
  /** The user holds IncidentsView: the full list and search; otherwise the public list. */
  canViewAll: boolean;
}

export const incidentKeys = {
  all: ['incidents'] as const,
  permission: () => [...incidentKeys.all, 'permission'] as const,
};

/**
 * Asks the server whether the user may see every incident. Any failure of the check itself (network,
 * timeout, any status, an off-contract answer) means "no permission": the user sees the public list
 * (operations.md §2) and is never sent away, so the check publishes no auth failure. Only a
 * cancelled request is rethrown.
 */
export async function getIncidentsPermission(signal?: AbortSignal): Promise<IncidentsPermission> {
  try {
    const wire = await http.get(operationsEndpoints.incidentPermission, {
      schema: incidentPermissionResponse,
      signal,
      authFailure: 'ignore',
    });
    return { canViewAll: wire.has_permission };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    return { canViewAll: false };
  }
}

export function incidentsPermissionQueryOptions() {
  return queryOptions({
    queryKey: incidentKeys.permission(),
    queryFn: ({ signal }) => getIncidentsPermission(signal),
    staleTime: Infinity,
  });
}

export function useIncidentsPermission() {
  return useQuery(incidentsPermissionQueryOptions());
}
