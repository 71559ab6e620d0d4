/** An owner's closing rules, and one closing rule (or its pending request) for the form. */
import { useQuery } from '@tanstack/react-query';
import { closingRuleWire, iznimkeResponse } from '../../../api/contract/working-periods';
import { http } from '../../../api/http';
import type { ItemOwner, ClosingRule, ItemRef } from '../model/items';
import { toClosingRule } from '../model/wire';
import { zoneKeys } from './keys';
import { listPath, detailsPath } from './paths';

export async function getClosingRules(owner: ItemOwner, signal?: AbortSignal): Promise<ClosingRule[]> {
  const wire = await http.get(listPath(owner, 'rule'), { schema: iznimkeResponse, signal });
  return wire.iznimke.map(toClosingRule);
}

export function useClosingRules(owner: ItemOwner) {
  return useQuery({ queryKey: zoneKeys.items(owner, 'rule'), queryFn: ({ signal }) => getClosingRules(owner, signal) });
}

export function useClosingRule(owner: ItemOwner, ref: ItemRef | null) {
  return useQuery({
    queryKey: ref ? zoneKeys.item(owner, 'rule', ref) : [...zoneKeys.all, 'none'],
    queryFn: async ({ signal }) => toClosingRule(await http.get(detailsPath(owner, 'rule', ref!), { schema: closingRuleWire, signal })),
    enabled: ref !== null,
  });
}
