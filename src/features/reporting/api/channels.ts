/** The sales channels to filter by. The list rarely changes: cached for the session; a failure is silent (reporting.md §8). */
import { queryOptions } from '@tanstack/react-query';
import { distributeriResponse } from '../../../api/contract/common';
import { endpoints } from '../../../api/contract/endpoints';
import { http, type AuthFailureMode } from '../../../api/http';
import { unknownIds, type IdSelection } from '../model/filters';
import type { Reference } from '../model/reports';
import { reportingKeys } from './keys';

export async function getChannels(signal?: AbortSignal, authFailure?: AuthFailureMode): Promise<Reference[]> {
  const wire = await http.get(endpoints.distributeri, { schema: distributeriResponse, signal, authFailure });
  return wire.distributeri.map((d) => ({ id: d.reseller_id, name: d.name }));
}

export const channelsQueryOptions = () =>
  queryOptions({ queryKey: reportingKeys.reference('channels'), queryFn: ({ signal }) => getChannels(signal), staleTime: Infinity });

/**
 * The ids a report sends for a selection (reporting.md §7: distributeri={selected ids}): with every
 * item selected (`null`), each id of the list. Reports wait until the list is settled (`settled`),
 * so each is asked for once; a list that failed (silently, §8) leaves the ids out, which the server
 * reads as all. Not enabled (a report without the filter): null at once. A selection naming an id
 * that is not in the list is not sent (`ready` stays false): the filter bar says so under the field.
 */
export function selectedIds(
  selection: IdSelection,
  list: { data?: readonly Reference[]; isFetched: boolean },
  enabled = true,
): { ids: IdSelection; settled: boolean; ready: boolean } {
  if (!enabled) return { ids: null, settled: true, ready: true };
  const ready = list.isFetched && unknownIds(selection, list.data).length === 0;
  return { ids: selection ?? list.data?.map((item) => item.id) ?? null, settled: list.isFetched, ready };
}
