/** The paths of an owner's items: the list, an item or its pending request, and their details. */
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import type { ItemOwner, ItemKind, ItemRef } from '../model/items';

export function listPath(owner: ItemOwner, kind: ItemKind): string {
  if (owner.area === 'garage') return kind === 'period' ? ep.garageWorkingPeriods(owner.garageId) : ep.garageClosingRules(owner.garageId);
  if (owner.zoneId === null) {
    return kind === 'period' ? ep.providerWorkingPeriods(owner.providerId) : ep.providerClosingRules(owner.providerId);
  }
  return kind === 'period'
    ? ep.zoneWorkingPeriods(owner.providerId, owner.zoneId)
    : ep.zoneClosingRules(owner.providerId, owner.zoneId);
}

/** The path that edits or removes an item: the pending request when there is one, else the item. */
export function itemPath(owner: ItemOwner, kind: ItemKind, ref: ItemRef): string {
  const period = kind === 'period';
  if (owner.area === 'garage') {
    const g = owner.garageId;
    if (ref.requestId !== null) return period ? ep.garageWorkingPeriodRequest(g, ref.requestId) : ep.garageClosingRuleRequest(g, ref.requestId);
    return period ? ep.garageWorkingPeriod(g, ref.id) : ep.garageClosingRule(g, ref.id);
  }
  const p = owner.providerId;
  if (owner.zoneId === null) {
    if (ref.requestId !== null) return period ? ep.workingPeriodRequest(p, ref.requestId) : ep.closingRuleRequest(p, ref.requestId);
    return period ? ep.workingPeriod(p, ref.id) : ep.closingRule(p, ref.id);
  }
  const z = owner.zoneId;
  if (ref.requestId !== null) {
    return period ? ep.zoneWorkingPeriodRequest(p, z, ref.requestId) : ep.zoneClosingRuleRequest(p, z, ref.requestId);
  }
  return period ? ep.zoneWorkingPeriod(p, z, ref.id) : ep.zoneClosingRule(p, z, ref.id);
}

export function detailsPath(owner: ItemOwner, kind: ItemKind, ref: ItemRef): string {
  const period = kind === 'period';
  if (owner.area === 'garage') {
    const g = owner.garageId;
    if (ref.requestId !== null) {
      return period ? ep.garageWorkingPeriodRequestDetails(g, ref.requestId) : ep.garageClosingRuleRequestDetails(g, ref.requestId);
    }
    return period ? ep.garageWorkingPeriodDetails(g, ref.id) : ep.garageClosingRuleDetails(g, ref.id);
  }
  const p = owner.providerId;
  if (ref.requestId !== null) {
    return period ? ep.workingPeriodRequestDetails(p, ref.requestId) : ep.closingRuleRequestDetails(p, ref.requestId);
  }
  return period ? ep.workingPeriodDetails(p, ref.id) : ep.closingRuleDetails(p, ref.id);
}
