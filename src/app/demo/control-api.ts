/**
 * The simulator's control surface over HTTP (/__simulator/), as the demo panel uses it.
 * Only reachable when the app runs on the simulator. Responses are validated like any other.
 */
import { z } from 'zod';
import { changeRequestWire, closingRuleWire, workingPeriodWire, type ChangeRequestWire } from '../../api/contract/working-hours';

const faultWire = z.object({
  id: z.number(),
  method: z.string().nullable(),
  path: z.string(),
  status: z.number().nullable(),
  networkError: z.boolean(),
  delay: z.union([z.number(), z.literal('infinite')]).nullable(),
  hits: z.number(),
});

export const simulatorState = z.object({
  seed: z.number(),
  today: z.string(),
  scenario: z.string(),
  latencyMs: z.number(),
  effectiveLatencyMs: z.number(),
  faults: z.array(faultWire),
  outbox: z.array(z.object({ to: z.string(), username: z.string(), subject: z.string(), link: z.string() })),
});
export type SimulatorState = z.infer<typeof simulatorState>;

/** A change request told for the panel: names, and the item before and after (simulator/control/approvals.ts). */
const changeRequestStory = z.object({
  request: changeRequestWire,
  owner_name: z.string(),
  zone_names: z.array(z.string()),
  before: z.union([workingPeriodWire, closingRuleWire]).nullable(),
  after: z.union([workingPeriodWire, closingRuleWire]).nullable(),
  polygon_before: z.string().nullable(),
  polygon_after: z.string().nullable(),
});
export type ChangeRequestStory = z.infer<typeof changeRequestStory>;

const personaList = z.array(z.object({ name: z.string(), username: z.string() }).passthrough());
const scenarioList = z.array(z.object({ name: z.string(), description: z.string() }));

/**
 * The control surface answered, with an error status: its `detail` when it sent one (the message
 * either way). A network failure stays the fetch's own error, and a body that is not what the
 * panel expects stays zod's.
 */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

async function call<S extends z.core.$ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
  const response = await fetch(`/__simulator${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const sent = (json as { detail?: unknown } | null)?.detail;
    const detail = typeof sent === 'string' ? sent : null;
    throw new ControlError(response.status, detail, detail ?? `${method} /__simulator${path}: ${response.status}`);
  }
  return z.parse(schema, json);
}

export const control = {
  state: () => call('GET', '/state', simulatorState),
  personas: () => call('GET', '/personas', personaList),
  scenarios: () => call('GET', '/scenarios', scenarioList),
  reset: (options: { today?: string; seed?: number } = {}) => call('POST', '/reset', simulatorState, options),
  scenario: (scenario: string) => call('POST', '/scenario', simulatorState, { scenario }),
  latency: (ms: number) => call('POST', '/latency', simulatorState, { ms }),
  addFault: (fault: { path: string; method?: string; status?: number; networkError?: boolean; delay?: number | 'infinite' }) =>
    call('POST', '/faults', faultWire.passthrough(), fault),
  clearFaults: () => call('DELETE', '/faults', simulatorState),
  pending: (): Promise<ChangeRequestWire[]> => call('GET', '/change-requests', z.array(changeRequestWire)),
  /** Pending requests (default) or every request, each with names and before/after. */
  described: (status: 'pending' | 'all' = 'pending'): Promise<ChangeRequestStory[]> =>
    call('GET', `/change-requests/described?status=${status}`, z.array(changeRequestStory)),
  approve: (id: number) => call('POST', `/change-requests/${id}/approve`, changeRequestWire),
  reject: (id: number, reason: string) => call('POST', `/change-requests/${id}/reject`, changeRequestWire, { reason }),
};

/** Tells every tab that the simulator's data changed, so they refetch (an approval in one tab shows in the other). */
const CHANNEL = 'partner-portal/simulator-changed';

export function announceChange(): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function onSimulatorChange(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
