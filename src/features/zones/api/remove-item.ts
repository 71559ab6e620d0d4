/** Removes a working period or closing rule (a removal request), or withdraws its pending request. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../../api/one-write';
import type { ItemOwner, ItemKind, ItemRef } from '../model/items';
import { itemPath } from './paths';
import { sendChange, changeOptions } from './send-change';

/** Removes an item (a removal request) or withdraws its pending request. */
export function removeItem(owner: ItemOwner, kind: ItemKind, ref: ItemRef): Promise<void> {
  return sendChange('DELETE', itemPath(owner, kind, ref));
}

export function removeItemMutationOptions(queryClient: QueryClient, owner: ItemOwner, kind: ItemKind) {
  return changeOptions(queryClient, (ref: ItemRef) => removeItem(owner, kind, ref));
}

export function useRemoveItem(owner: ItemOwner, kind: ItemKind) {
  return useOneWrite(removeItemMutationOptions(useQueryClient(), owner, kind));
}
