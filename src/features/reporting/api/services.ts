/** The services to filter by. The list rarely changes: cached for the session; a failure is silent (reporting.md §8). */
import { queryOptions } from '@tanstack/react-query';
import { uslugeResponse } from '../../../api/contract/common';
import { endpoints } from '../../../api/contract/endpoints';
import { http, type AuthFailureMode } from '../../../api/http';
import type { Reference } from '../model/reports';
import { reportingKeys } from './keys';

export async function getServices(signal?: AbortSignal, authFailure?: AuthFailureMode): Promise<Reference[]> {
  const wire = await http.get(endpoints.usluge, { schema: uslugeResponse, signal, authFailure });
  return wire.usluge.map((s) => ({ id: s.service_type_id, name: s.name }));
}

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: reportingKeys.reference('services'), queryFn: ({ signal }) => getServices(signal), staleTime: Infinity });
