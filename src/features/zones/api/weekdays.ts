/** The weekdays as the server names them. */
import { useQuery } from '@tanstack/react-query';
import { popisDanaResponse } from '../../../api/contract/common';
import { endpoints } from '../../../api/contract/endpoints';
import { http } from '../../../api/http';
import type { Weekday } from '../model/items';
import { zoneKeys } from './keys';

export function useWeekdays() {
  return useQuery({
    queryKey: zoneKeys.weekdays(),
    queryFn: async ({ signal }): Promise<Weekday[]> =>
      (await http.get(endpoints.popisDana, { schema: popisDanaResponse, signal })).dani
        .map((d) => ({ weekDay: d.week_day, name: d.naziv }))
        .sort((a, b) => a.weekDay - b.weekDay),
    staleTime: Infinity,
  });
}
