/** One zone's details with its borders. */
import { useQuery } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { zoneDetailsResponse } from '../../../api/contract/zones';
import { http } from '../../../api/http';
import type { ZoneDetails } from '../model/items';
import { toZoneDetails } from '../model/wire';
import { zoneKeys } from './keys';

export async function getZoneDetails(providerId: number, zoneId: number, signal?: AbortSignal): Promise<ZoneDetails> {
  return toZoneDetails(await http.get(ep.zoneDetails(providerId, zoneId), { schema: zoneDetailsResponse, signal }));
}

export function useZoneDetails(providerId: number, zoneId: number) {
  return useQuery({
    queryKey: zoneKeys.zoneDetails(providerId, zoneId),
    queryFn: ({ signal }) => getZoneDetails(providerId, zoneId, signal),
  });
}
