/**
 * Incidents (operations.md §2 Incidents page, §7): the permission check that decides between the
 * full list (IncidentsView) and the public one, the lists (page by page, for "load more"), the
 * component and service-group lists of the form, and create / edit.
 */
import { queryOptions, useInfiniteQuery, useQuery, useQueryClient, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../api/one-write';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import {
  componentListResponse,
  incidentDetailsResponse,
  incidentListResponse,
  incidentPermissionResponse,
  type incidentWire,
} from '../../api/contract/incidents';
import type { z } from 'zod';
import { ApiError } from '../../api/errors';
import { http, sendWrite } from '../../api/http';
import { splitComponents, toIncidentRequest, type Incident, type IncidentFormValues, type IncidentLevel } from './model/incident';

export interface IncidentsPermission {
  /** The user holds IncidentsView: the full list and search; otherwise the public list. */
  canViewAll: boolean;
}

/** Which list: every incident (IncidentsView) or the public ones. */
export type IncidentScope = 'all' | 'public';

export interface IncidentListFilters {
  scope: IncidentScope;
  search: string;
}

export interface IncidentPage {
  incidents: Incident[];
  total: number;
  pageCount: number;
  page: number;
}

export { useServiceGroups, type ServiceGroup } from '../../api/service-groups';

export interface IncidentComponent {
  id: number;
  name: string;
  serviceGroup: string;
}

export const incidentKeys = {
  all: ['incidents'] as const,
  permission: () => [...incidentKeys.all, 'permission'] as const,
  lists: () => [...incidentKeys.all, 'list'] as const,
  list: (filters: IncidentListFilters) => [...incidentKeys.lists(), filters] as const,
  components: () => [...incidentKeys.all, 'components'] as const,
  details: (id: number) => [...incidentKeys.all, 'details', id] as const,
};

export function toIncident(wire: z.infer<typeof incidentWire>): Incident {
  return {
    id: wire.id,
    title: wire.title,
    beginTime: wire.begin_time,
    endTime: wire.end_time,
    description: wire.description,
    components: splitComponents(wire.component),
    serviceGroup: wire.service_group,
    level: wire.incident_level as IncidentLevel,
    isPublic: wire.is_public,
  };
}

/** One incident as the server holds it now (operations.md §7: GET /system/incident/{id}/details/), for the edit form. */
export async function getIncidentDetails(id: number, signal?: AbortSignal): Promise<Incident> {
  return toIncident(await http.get(operationsEndpoints.incidentDetails(id), { schema: incidentDetailsResponse, signal }));
}

/** Always fetched when the edit form opens: the form starts from what the server holds, not from the list. */
export function incidentDetailsQueryOptions(id: number) {
  return queryOptions({ queryKey: incidentKeys.details(id), queryFn: ({ signal }) => getIncidentDetails(id, signal), staleTime: 0, gcTime: 0, retry: false });
}

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

/** One page of the full or the public list (page size is the server's: 10). */
export async function getIncidentPage(filters: IncidentListFilters, page: number, signal?: AbortSignal): Promise<IncidentPage> {
  const path = filters.scope === 'all' ? operationsEndpoints.incidentList : operationsEndpoints.publicIncidentList;
  const wire = await http.get(path, {
    query: { page, search: filters.search },
    schema: incidentListResponse,
    signal,
  });
  return { incidents: wire.incidenti.map(toIncident), total: wire.ukupno_incidenata, pageCount: wire.broj_stranica, page };
}

/** The next page while fewer than the total are loaded (the end marker shows when they are equal). */
export function nextIncidentPage(pages: readonly IncidentPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 1;
  const loaded = pages.reduce((sum, p) => sum + p.incidents.length, 0);
  return loaded < last.total && last.page < last.pageCount ? last.page + 1 : undefined;
}

export function incidentListQueryOptions(filters: IncidentListFilters) {
  return infiniteQueryOptions({
    queryKey: incidentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getIncidentPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextIncidentPage(pages),
  });
}

export function useIncidentList(filters: IncidentListFilters, enabled = true) {
  return useInfiniteQuery({ ...incidentListQueryOptions(filters), enabled });
}

export async function getComponents(signal?: AbortSignal): Promise<IncidentComponent[]> {
  const wire = await http.get(operationsEndpoints.componentList, { schema: componentListResponse, signal });
  return wire.components.map((c) => ({ id: c.id, name: c.name, serviceGroup: c.service_group_code }));
}

export function componentsQueryOptions() {
  return queryOptions({ queryKey: incidentKeys.components(), queryFn: ({ signal }) => getComponents(signal), staleTime: Infinity });
}

export function useComponents(enabled = true) {
  return useQuery({ ...componentsQueryOptions(), enabled });
}

/**
 * Creates (no id) or edits (with id) an incident; every created incident is public (operations.md §1).
 * Any 2xx is success, whatever the body (the spec shows no answer): the lists are fetched again.
 */
export async function saveIncident(values: IncidentFormValues, id?: number): Promise<void> {
  const body = toIncidentRequest(values);
  if (id === undefined) await sendWrite('POST', operationsEndpoints.incidentList, { body });
  else await sendWrite('PATCH', operationsEndpoints.incident(id), { body });
}

/**
 * Saves and reloads every incident list, awaited, so the dialog closes on the list as the server has
 * it (the system status timeline reloads on its own clock).
 */
export function saveIncidentMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: ({ values, id }: { values: IncidentFormValues; id?: number }) => saveIncident(values, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.lists() }),
  };
}

export function useSaveIncident() {
  return useOneWrite(saveIncidentMutationOptions(useQueryClient()));
}
