/**
 * The simulator's control surface over HTTP (/__simulator/), as the demo panel uses it.
 * Only reachable when the app runs on the simulator. Responses are validated like any other and
 * mapped to camelCase: the panel never sees the wire.
 */
import { z } from 'zod';
import { backendReady } from '../../api/backend-ready';
import {
  changeRequestWire,
  closingRuleWire,
  workingPeriodWire,
  type ChangeRequestAction,
  type ChangeRequestArea,
  type ChangeRequestKind,
  type ChangeRequestStatus,
  type ChangeRequestWire,
  type ClosingRuleWire,
  type WorkingPeriodWire,
} from '../../api/contract/working-periods';
import type { WorkingPeriod, ClosingRule } from '../../features/zones/model/items';
import { toWorkingPeriod, toClosingRule, parsePolygons } from '../../features/zones/model/wire';

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

/** A change request told for the panel: names, and the item before and after (simulator/core/control/approvals.ts). */
const changeRequestStoryWire = z.object({
  request: changeRequestWire,
  owner_name: z.string(),
  zone_names: z.array(z.string()),
  before: z.union([workingPeriodWire, closingRuleWire]).nullable(),
  after: z.union([workingPeriodWire, closingRuleWire]).nullable(),
  polygon_before: z.string().nullable(),
  polygon_after: z.string().nullable(),
});

/** A change request as the panel shows it. */
export interface DemoChangeRequest {
  id: number;
  status: ChangeRequestStatus;
  action: ChangeRequestAction;
  kind: ChangeRequestKind;
  area: ChangeRequestArea;
  /** The parking provider's or the garage's id. */
  ownerId: number;
  /** The item changed or removed (for borders the zone); null for a create. */
  targetId: number | null;
  zoneIds: number[];
  createdAt: string;
  createdBy: string;
  decidedAt: string | null;
  /** The rejection reason. */
  reason: string | null;
}

/** The outer ring of each polygon, as [longitude, latitude] points. */
export type Ring = number[][];

/** A change request told for the panel: who and where by name, and the item before and after. */
export interface ChangeRequestStory {
  request: DemoChangeRequest;
  ownerName: string;
  zoneNames: string[];
  before: WorkingPeriod | ClosingRule | null;
  after: WorkingPeriod | ClosingRule | null;
  /** Borders before and after (a border change); empty when there are none. */
  polygonBefore: Ring[];
  polygonAfter: Ring[];
}

export const toDemoChangeRequest = (wire: ChangeRequestWire): DemoChangeRequest => ({
  id: wire.request_id,
  status: wire.status,
  action: wire.action,
  kind: wire.kind,
  area: wire.area,
  ownerId: wire.owner_id,
  targetId: wire.target_id,
  zoneIds: wire.parking_zone_ids,
  createdAt: wire.created_at,
  createdBy: wire.created_by,
  decidedAt: wire.decided_at,
  reason: wire.reason,
});

const toItem = (wire: WorkingPeriodWire | ClosingRuleWire | null): WorkingPeriod | ClosingRule | null =>
  wire === null ? null : 'working_days' in wire ? toWorkingPeriod(wire) : toClosingRule(wire);

/** The polygon_data text's outer rings; a text that is not a polygon document has none. */
const ringsOf = (text: string | null): Ring[] =>
  (parsePolygons(text)?.features[0]?.geometry.coordinates ?? []).map((polygon) => polygon[0] ?? []);

function toStory(wire: z.infer<typeof changeRequestStoryWire>): ChangeRequestStory {
  return {
    request: toDemoChangeRequest(wire.request),
    ownerName: wire.owner_name,
    zoneNames: wire.zone_names,
    before: toItem(wire.before),
    after: toItem(wire.after),
    polygonBefore: ringsOf(wire.polygon_before),
    polygonAfter: ringsOf(wire.polygon_after),
  };
}

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
  await backendReady();
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
  pending: async (): Promise<DemoChangeRequest[]> => (await call('GET', '/change-requests', z.array(changeRequestWire))).map(toDemoChangeRequest),
  /** Pending requests (default) or every request, each with names and before/after. */
  described: async (status: 'pending' | 'all' = 'pending'): Promise<ChangeRequestStory[]> =>
    (await call('GET', `/change-requests/described?status=${status}`, z.array(changeRequestStoryWire))).map(toStory),
  approve: async (id: number) => toDemoChangeRequest(await call('POST', `/change-requests/${id}/approve`, changeRequestWire)),
  reject: async (id: number, reason: string) =>
    toDemoChangeRequest(await call('POST', `/change-requests/${id}/reject`, changeRequestWire, { reason })),
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
