/** What every change shares: each one is a change request awaiting approval. */
import type { QueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../api/http';
import { zoneKeys } from './keys';

/**
 * Sends a change. Its answer is not read: operations.md §7 leaves PATCH and DELETE answers
 * unspecified and servers differ (201 with the request, 201 `{}`, 200 `{}`, 204), so any 2xx is
 * success; a non-2xx is the ApiError the screens report.
 */
export async function sendChange(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<void> {
  await sendWrite(method, path, body === undefined ? {} : { body });
}

/**
 * A change's mutation: after it, every list and detail of zones, periods and rules may show the new
 * request, so all are fetched again (awaited: the screen ends on what the server holds, never on an echo).
 */
export function changeOptions<V, R>(queryClient: QueryClient, send: (value: V) => Promise<R>) {
  return {
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zoneKeys.all }),
  };
}
