/** A parking provider's zones, each with its working periods. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { zoneListResponse } from '../../../api/contract/zones';
import { http } from '../../../api/http';
import type { Zone } from '../model/items';
import { toZone } from '../model/wire';
import { zoneKeys } from './keys';

export async function getZones(providerId: number, signal?: AbortSignal): Promise<Zone[]> {
  const wire = await http.get(ep.zoneList(providerId), { schema: zoneListResponse, signal });
  const today = new Date();
  return wire.zone_list.map((zone) => toZone(zone, today));
}

export function zonesQueryOptions(providerId: number) {
  return queryOptions({ queryKey: zoneKeys.zoneList(providerId), queryFn: ({ signal }) => getZones(providerId, signal) });
}

export function useZones(providerId: number, enabled = true) {
  return useQuery({ ...zonesQueryOptions(providerId), enabled });
}
