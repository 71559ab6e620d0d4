/** A provider's approved zone borders (its zones GeoJSON). */
import { useQuery } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { zoneGeojsonResponse } from '../../../api/contract/zones';
import { http } from '../../../api/http';
import { zoneKeys } from './keys';

/** A zone's approved borders by zone code (the provider zones GeoJSON; empty when none has any). */
export type ZoneBorders = Map<string, number[][][][]>;

export function useZoneBorders(providerId: number, enabled = true) {
  return useQuery({
    queryKey: zoneKeys.geojson(providerId),
    queryFn: async ({ signal }): Promise<ZoneBorders> => {
      const wire = await http.get(ep.zoneGeojson(providerId), { schema: zoneGeojsonResponse, signal });
      const borders: ZoneBorders = new Map();
      if ('features' in wire) for (const feature of wire.features) borders.set(feature.properties.zone_code, feature.geometry.coordinates);
      return borders;
    },
    enabled,
  });
}
