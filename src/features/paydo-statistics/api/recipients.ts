/** Who the statistics may be sent to. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { recipientListResponse } from '../../../api/contract/paydo';
import { http } from '../../../api/http';
import type { Recipient } from '../model/statistics';
import { paydoKeys } from './keys';

export async function getRecipients(signal?: AbortSignal): Promise<Recipient[]> {
  const wire = await http.get(ep.paydoRecipients, { schema: recipientListResponse, signal });
  return wire.recipient_list.map((r) => ({ email: r.email, name: r.ime }));
}

export function recipientsQueryOptions() {
  return queryOptions({ queryKey: paydoKeys.recipients(), queryFn: ({ signal }) => getRecipients(signal), staleTime: Infinity });
}

export function useRecipients() {
  return useQuery(recipientsQueryOptions());
}
