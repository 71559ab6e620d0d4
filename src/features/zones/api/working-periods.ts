/** An owner's working periods, and one working period (or its pending request) for the form. */
import { useQuery } from '@tanstack/react-query';
import { radnaVremenaResponse, workingPeriodWire } from '../../../api/contract/working-periods';
import { http } from '../../../api/http';
import type { ItemOwner, WorkingPeriod, ItemRef } from '../model/items';
import { toWorkingPeriod } from '../model/wire';
import { zoneKeys } from './keys';
import { listPath, detailsPath } from './paths';

export async function getWorkingPeriods(owner: ItemOwner, signal?: AbortSignal): Promise<WorkingPeriod[]> {
  const wire = await http.get(listPath(owner, 'period'), { schema: radnaVremenaResponse, signal });
  const today = new Date();
  return wire.radna_vremena.map((period) => toWorkingPeriod(period, today));
}

export function useWorkingPeriods(owner: ItemOwner) {
  return useQuery({ queryKey: zoneKeys.items(owner, 'period'), queryFn: ({ signal }) => getWorkingPeriods(owner, signal) });
}

export function useWorkingPeriod(owner: ItemOwner, ref: ItemRef | null) {
  return useQuery({
    queryKey: ref ? zoneKeys.item(owner, 'period', ref) : [...zoneKeys.all, 'none'],
    queryFn: async ({ signal }) =>
      toWorkingPeriod(await http.get(detailsPath(owner, 'period', ref!), { schema: workingPeriodWire, signal }), new Date()),
    enabled: ref !== null,
  });
}
