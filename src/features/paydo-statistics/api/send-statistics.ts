/** Sends the statistics of a range by e-mail. */
import { useOneWrite } from '../../../api/one-write';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { paydoMailResponse } from '../../../api/contract/paydo';
import { http } from '../../../api/http';
import type { StatsRange } from '../model/range';
import { rangeQuery } from './keys';

/** Sends the statistics of the range by mail; recipient null means the user's own address. Returns the server's message. */
export async function sendStatistics(range: StatsRange, recipient: string): Promise<string> {
  const wire = await http.get(ep.paydo, {
    query: { ...rangeQuery(range), recipient },
    schema: paydoMailResponse,
  });
  return wire.message;
}

export function useSendStatistics() {
  return useOneWrite({
    mutationFn: ({ range, recipient }: { range: StatsRange; recipient: string }) => sendStatistics(range, recipient),
  });
}
