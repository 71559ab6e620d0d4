/** Named scenarios a story, test or demo switches to. Each is a set of domain flags plus a minimum latency. */
import { NORMAL_FLAGS as NORMAL, type ScenarioFlags } from '../context';

export const SCENARIOS = ['default', 'empty', 'pending-changes', 'outage', 'slow'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface ScenarioDefinition {
  description: string;
  flags: ScenarioFlags;
  /** Every API answer takes at least this long (ms). */
  minLatencyMs: number;
}

export const SCENARIO_DEFINITIONS: Record<ScenarioName, ScenarioDefinition> = {
  default: { description: 'Seeded data, instant answers.', flags: NORMAL, minLatencyMs: 0 },
  empty: {
    description: 'Every list comes back empty (statements, services, channels).',
    flags: { ...NORMAL, emptyLists: true },
    minLatencyMs: 0,
  },
  'pending-changes': {
    description: 'Change requests wait for approval.',
    flags: { ...NORMAL, pendingChanges: true },
    minLatencyMs: 0,
  },
  outage: {
    description: 'System status shows an outage with open incidents.',
    flags: { ...NORMAL, outage: true },
    minLatencyMs: 0,
  },
  slow: { description: 'Every API answer takes 1500 ms.', flags: NORMAL, minLatencyMs: 1500 },
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}
