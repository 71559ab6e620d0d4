/**
 * The service groups (smspark, mgarage, …: GET /system/incidents/servicegroup-list/): the incident
 * form's choices and the settings page's subscriptions read the same list, under one query key, so it
 * is fetched and cached once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from './contract/endpoints-operations';
import { serviceGroupListResponse } from './contract/incidents';
import { http } from './http';

export interface ServiceGroup {
  id: number;
  code: string;
  description: string;
}

export const serviceGroupsKey = ['service-groups'] as const;

export async function getServiceGroups(signal?: AbortSignal): Promise<ServiceGroup[]> {
  const wire = await http.get(operationsEndpoints.serviceGroupList, { schema: serviceGroupListResponse, signal });
  return wire.service_groups.map((g) => ({ id: g.id, code: g.service_group_code, description: g.service_group_description }));
}

export function serviceGroupsQueryOptions() {
  return queryOptions({ queryKey: serviceGroupsKey, queryFn: ({ signal }) => getServiceGroups(signal), staleTime: Infinity });
}

export function useServiceGroups() {
  return useQuery(serviceGroupsQueryOptions());
}
