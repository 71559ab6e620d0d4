/** The URL of a provider's zone map (for embedding). */
import { useQuery } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { zoneMapUrlResponse } from '../../../api/contract/zones';
import { http } from '../../../api/http';
import { zoneKeys } from './keys';

export function useZoneMapUrl(providerId: number) {
  return useQuery({
    queryKey: zoneKeys.mapUrl(providerId),
    queryFn: async ({ signal }) => (await http.get(ep.zoneMapUrl(providerId), { schema: zoneMapUrlResponse, signal })).zone_map_url,
    staleTime: 5 * 60_000,
  });
}
