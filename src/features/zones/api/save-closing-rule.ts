/** Creates or edits a closing rule (a change request, or an edit of the pending one). */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../../api/one-write';
import type { ItemOwner, ItemRef, ClosingRuleInput } from '../model/items';
import { toRuleBody } from '../model/wire';
import { itemPath, listPath } from './paths';
import { sendChange, changeOptions } from './send-change';

export function saveClosingRule(owner: ItemOwner, ref: ItemRef | null, input: ClosingRuleInput): Promise<void> {
  return ref ? sendChange('PATCH', itemPath(owner, 'rule', ref), toRuleBody(input)) : sendChange('POST', listPath(owner, 'rule'), toRuleBody(input));
}

export function saveClosingRuleMutationOptions(queryClient: QueryClient, owner: ItemOwner, ref: ItemRef | null) {
  return changeOptions(queryClient, (input: ClosingRuleInput) => saveClosingRule(owner, ref, input));
}

export function useSaveClosingRule(owner: ItemOwner, ref: ItemRef | null) {
  return useOneWrite(saveClosingRuleMutationOptions(useQueryClient(), owner, ref));
}
