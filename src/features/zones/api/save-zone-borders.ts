/** Proposing a zone's borders, and withdrawing a pending border change. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../../api/one-write';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import type { ZonePolygonDocument } from '../../../api/contract/zones';
import type { ZoneDetails } from '../model/items';
import { zoneKeys } from './keys';
import { sendChange, changeOptions } from './send-change';
import { getZoneDetails } from './zone-details';

/**
 * What a border proposal did: sent for approval, or, when it proposes the approved borders while a
 * change is pending, withdrew that change.
 */
export type BordersOutcome = 'sent' | 'withdrawn';

/**
 * Proposes borders (PATCH with polygon_data; null removes them). The answer is not read (any 2xx is
 * success): what the proposal did is read from the zone as the server then has it. A pending change
 * that was there before and is gone after was withdrawn; anything else was sent for approval,
 * including when the zone's answer carries no request_id at all (it need not, §3).
 */
async function proposeBorders(
  queryClient: QueryClient,
  providerId: number,
  zoneId: number,
  polygons: ZonePolygonDocument | null,
): Promise<BordersOutcome> {
  const before = queryClient.getQueryData<ZoneDetails>(zoneKeys.zoneDetails(providerId, zoneId));
  await sendChange('PATCH', ep.zone(providerId, zoneId), { polygon_data: polygons });
  try {
    const after = await getZoneDetails(providerId, zoneId);
    return before?.pendingPolygons && !after.pendingPolygons ? 'withdrawn' : 'sent';
  } catch {
    // The proposal was accepted; only reading its effect failed. The refetch that follows retries.
    return 'sent';
  }
}

export function saveZoneBordersMutationOptions(queryClient: QueryClient, providerId: number, zoneId: number) {
  return changeOptions(queryClient, (polygons: ZonePolygonDocument | null) => proposeBorders(queryClient, providerId, zoneId, polygons));
}

/** Proposes new borders for a zone (a polygon change request); resolves to what the proposal did. */
export function useSaveZoneBorders(providerId: number, zoneId: number) {
  return useOneWrite(saveZoneBordersMutationOptions(useQueryClient(), providerId, zoneId));
}

/**
 * Withdraws a zone's pending border change. The spec names no withdrawal path for borders: proposing
 * the approved borders again leaves nothing to change, and the pending request is withdrawn.
 */
export function withdrawZoneBordersMutationOptions(queryClient: QueryClient, providerId: number, zone: Pick<ZoneDetails, 'id' | 'polygons'>) {
  return changeOptions(queryClient, () => proposeBorders(queryClient, providerId, zone.id, zone.polygons));
}

export function useWithdrawZoneBorders(providerId: number, zone: Pick<ZoneDetails, 'id' | 'polygons'>) {
  return useOneWrite(withdrawZoneBordersMutationOptions(useQueryClient(), providerId, zone));
}
