/** The sales channels to filter by. The list rarely changes: cached for the session; a failure is silent (reporting.md §8). */
import { queryOptions } from '@tanstack/react-query';
import { distributeriResponse } from '../../../api/contract/common';
import { endpoints } from '../../../api/contract/endpoints';
import { http } from '../../../api/http';
import type { Reference } from '../model/reports';
import { reportingKeys } from './keys';

export async function getChannels(signal?: AbortSignal): Promise<Reference[]> {
  const wire = await http.get(endpoints.distributeri, { schema: distributeriResponse, signal });
  return wire.distributeri.map((d) => ({ id: d.reseller_id, name: d.name }));
}

export const channelsQueryOptions = () =>
  queryOptions({ queryKey: reportingKeys.reference('channels'), queryFn: ({ signal }) => getChannels(signal), staleTime: Infinity });
