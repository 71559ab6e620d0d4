/** Creates or edits a working period (a change request, or an edit of the pending one). */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../../api/one-write';
import type { ItemOwner, ItemRef, WorkingPeriodInput } from '../model/items';
import { toPeriodBody } from '../model/wire';
import { itemPath, listPath } from './paths';
import { sendChange, changeOptions } from './send-change';

export function saveWorkingPeriod(owner: ItemOwner, ref: ItemRef | null, input: WorkingPeriodInput): Promise<void> {
  return ref ? sendChange('PATCH', itemPath(owner, 'period', ref), toPeriodBody(input)) : sendChange('POST', listPath(owner, 'period'), toPeriodBody(input));
}

export function saveWorkingPeriodMutationOptions(queryClient: QueryClient, owner: ItemOwner, ref: ItemRef | null) {
  return changeOptions(queryClient, (input: WorkingPeriodInput) => saveWorkingPeriod(owner, ref, input));
}

export function useSaveWorkingPeriod(owner: ItemOwner, ref: ItemRef | null) {
  return useOneWrite(saveWorkingPeriodMutationOptions(useQueryClient(), owner, ref));
}
