/**
 * Per-story simulator setup: every story starts from the seed on the fixed clock, with the
 * scenario, latency and faults its `simulator` parameter names. Stories override nothing else:
 * they run against the simulator itself.
 */
import { getRuntimeConfig } from '../src/api/runtime-config';
import { bindSimulator } from '../simulator/base';
import { clearFaults, resetSimulator, setFault, setLatency } from '../simulator/control/state';
import type { FaultInput } from '../simulator/control/faults';
import type { ScenarioName } from '../simulator/control/scenarios';

export interface StorySimulatorParameters {
  seed?: number;
  scenario?: ScenarioName;
  latencyMs?: number;
  faults?: FaultInput[];
}

export async function applyStoryScenario(today: string, options: StorySimulatorParameters = {}): Promise<void> {
  // The handlers answer only under Storybook's API base (its runtime config) and /__simulator/ on
  // this origin; they read the binding per request, so binding here, before the story renders, is enough.
  bindSimulator({ apiBaseUrl: getRuntimeConfig().apiBaseUrl, origin: location.origin });
  await resetSimulator({ seed: options.seed ?? 1, today, scenario: options.scenario ?? 'default' });
  clearFaults();
  setLatency(options.latencyMs ?? 0);
  for (const fault of options.faults ?? []) setFault(fault);
}
