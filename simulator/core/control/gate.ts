/**
 * The one wrapper in front of every API handler. It runs first for each request under the API base:
 * waits for the seed, applies latency, then the newest matching fault. When it has nothing to
 * answer it returns nothing, and msw passes the request on to the real handler.
 */
import { HttpResponse, delay } from 'msw';
import { http } from '../msw-http';
import { apiPath } from '../base';
import { defaultFaultBody, faultMatches } from './faults';
import { activeFaults, effectiveLatencyMs, whenReady } from './state';

/** The body a "malformed" fault sends: announced as JSON, but not JSON. */
export const MALFORMED_BODY = '{"malformed": tru';

/** Every answer a fault produces carries this header with the fault's id. */
export const FAULT_HEADER = 'X-Simulator-Fault';

export const controlGate = http.all(apiPath('/*'), async ({ request }) => {
  await whenReady();
  const latency = effectiveLatencyMs();
  if (latency > 0) await delay(latency);

  const fault = activeFaults().find((f) => faultMatches(f, request));
  if (!fault) return undefined;
  fault.hits += 1;
  if (fault.remaining !== null) fault.remaining -= 1;

  if (fault.delay !== null) await delay(fault.delay);
  if (fault.networkError) return HttpResponse.error();
  if (fault.malformed) {
    return new HttpResponse(MALFORMED_BODY, {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json', [FAULT_HEADER]: String(fault.id) },
    });
  }
  if (fault.status !== null) {
    const body = fault.body === undefined ? defaultFaultBody(fault.status) : fault.body;
    return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], {
      status: fault.status,
      headers: { [FAULT_HEADER]: String(fault.id) },
    });
  }
  // A delay-only fault: the real handler answers after the delay.
  return undefined;
});
