/**
 * Per-story simulator setup: every story starts from the seed on the fixed clock, with the
 * persona, scenario, latency and faults it resolves to. Stories override nothing else: they run
 * against the simulator itself.
 *
 * Who decides what (docs/decisions/):
 * - `parameters.simulator` holds the story's defaults: persona (admin when absent, null for signed
 *   out), scenario (default), latency (0), and the faults and seed, which only the story sets;
 * - the toolbar globals `persona`, `scenario` and `latency` override those defaults when a product
 *   owner picks a value (unset, the story's default applies: the toolbar's "story's own" item);
 * - a story pins a value by setting the global itself (`globals: { persona: 'viewer' }`, on the story
 *   or on its meta), as the English stories pin `locale`. Storybook then locks that toolbar menu for
 *   the story, and the docs page says what it pins (./pins.tsx); the loader needs no extra rule,
 *   because a story's globals win over the toolbar's.
 */
import { getRuntimeConfig } from '../src/api/runtime-config';
import { bindSimulator } from '../simulator/core/base';
import { clearFaults, resetSimulator, setFault, setLatency } from '../simulator/core/control/state';
import type { FaultInput } from '../simulator/core/control/faults';
import { PERSONAS, PERSONA_DEFINITIONS, type PersonaName } from '../simulator/core/control/personas';
import { SCENARIOS, type ScenarioName } from '../simulator/core/control/scenarios';
import type { WireMode } from '../simulator/core/wire/mode';

export interface StorySimulatorParameters {
  /** Who is signed in by default: a persona, or null for signed out (admin when absent). */
  persona?: PersonaName | null;
  seed?: number;
  scenario?: ScenarioName;
  latencyMs?: number;
  faults?: FaultInput[];
  /**
   * The wire the simulator speaks (simulator/core/wire/mode.ts): rich by default, or minimal, only what
   * the specs name, so a story shows the screen as a backend built to the specs would fill it.
   */
  wire?: WireMode;
}

/** The toolbar globals that drive the simulator (and their values). */
export const SIMULATOR_GLOBALS = ['persona', 'scenario', 'latency'] as const;
export type SimulatorGlobal = (typeof SIMULATOR_GLOBALS)[number];

/** The persona global's value for "nobody is signed in". */
export const SIGNED_OUT = 'signed-out';
/** The latencies the toolbar offers, in milliseconds (global values are their strings). */
export const LATENCIES_MS = [0, 400, 1500] as const;

export interface ResolvedStorySimulator {
  persona: PersonaName | null;
  scenario: ScenarioName;
  latencyMs: number;
  faults: FaultInput[];
  seed: number;
  wire: WireMode;
}

function isPersona(value: unknown): value is PersonaName {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

function isScenario(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

function latencyFromGlobal(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * What a story runs with: each toolbar global that is set (by the product owner, or pinned by the
 * story) wins over the story's default; an unset or unknown global leaves the default.
 */
export function resolveStorySimulator(
  parameters: StorySimulatorParameters = {},
  globals: Partial<Record<string, unknown>> = {},
): ResolvedStorySimulator {
  const personaGlobal = globals.persona;
  const persona =
    personaGlobal === SIGNED_OUT
      ? null
      : isPersona(personaGlobal)
        ? personaGlobal
        : parameters.persona === undefined
          ? 'admin'
          : parameters.persona;
  return {
    persona,
    scenario: isScenario(globals.scenario) ? globals.scenario : (parameters.scenario ?? 'default'),
    latencyMs: latencyFromGlobal(globals.latency) ?? parameters.latencyMs ?? 0,
    faults: parameters.faults ?? [],
    seed: parameters.seed ?? 1,
    wire: parameters.wire ?? 'rich',
  };
}

/** The toolbar menus (globalTypes) for the simulator globals. Unset means "the story's own". */
export const simulatorGlobalTypes = {
  persona: {
    description: 'Who is signed in (the story’s own persona unless you pick one)',
    toolbar: {
      title: 'Persona',
      icon: 'user',
      items: [
        { type: 'reset', title: 'Story’s own persona' },
        { value: SIGNED_OUT, title: 'Signed out' },
        ...PERSONAS.map((name) => ({
          value: name,
          title: name,
          right: `${PERSONA_DEFINITIONS[name].firstName} ${PERSONA_DEFINITIONS[name].lastName}`,
        })),
      ],
      dynamicTitle: true,
    },
  },
  scenario: {
    description: 'The simulator’s scenario (the story’s own unless you pick one)',
    toolbar: {
      title: 'Scenario',
      icon: 'database',
      items: [
        { type: 'reset', title: 'Story’s own scenario' },
        ...SCENARIOS.map((name) => ({ value: name, title: name })),
      ],
      dynamicTitle: true,
    },
  },
  latency: {
    description: 'The simulator’s latency per request (the story’s own unless you pick one)',
    toolbar: {
      title: 'Latency',
      icon: 'timer',
      items: [
        { type: 'reset', title: 'Story’s own latency' },
        ...LATENCIES_MS.map((ms) => ({ value: String(ms), title: `${ms} ms` })),
      ],
      dynamicTitle: true,
    },
  },
};

export interface StoryPin {
  global: SimulatorGlobal | 'locale';
  /** What the docs say, e.g. "persona" and "viewer". */
  label: string;
  value: string;
}

const PIN_LABELS: Record<StoryPin['global'], string> = {
  persona: 'persona',
  scenario: 'scenario',
  latency: 'latency',
  locale: 'language',
};

/** The toolbar values a story pins (its own `globals`, or its meta's), for its docs. */
export function storyPins(storyGlobals: Partial<Record<string, unknown>> = {}): StoryPin[] {
  return [...SIMULATOR_GLOBALS, 'locale' as const].flatMap((global) => {
    const value = storyGlobals[global];
    if (value === undefined || value === null) return [];
    const text = String(value);
    return [
      {
        global,
        label: PIN_LABELS[global],
        value:
          global === 'persona' && text === SIGNED_OUT
            ? 'signed out'
            : global === 'latency'
              ? `${text} ms`
              : text,
      },
    ];
  });
}

/** What a story's loader sets the simulator to (its own setup, the toolbar left alone), as a comparable key. */
export function simulatorSetupKey(story: { parameters: { simulator?: StorySimulatorParameters }; storyGlobals: Partial<Record<string, unknown>> }): string {
  return JSON.stringify(resolveStorySimulator(story.parameters.simulator, story.storyGlobals));
}

/**
 * True when a docs page cannot render these stories in one frame: they share one simulator there,
 * and their setups differ, so the last loader would decide what all of them show. The same goes for
 * msw handlers a story puts in front of the simulator (`parameters.msw`): the frame has one worker.
 */
export function needsOwnFrames(
  stories: readonly {
    parameters: { simulator?: StorySimulatorParameters; msw?: unknown };
    storyGlobals: Partial<Record<string, unknown>>;
  }[],
): boolean {
  if (stories.length > 1 && stories.some((story) => story.parameters.msw !== undefined)) return true;
  return new Set(stories.map(simulatorSetupKey)).size > 1;
}

export async function applyStoryScenario(
  today: string,
  options: ResolvedStorySimulator,
): Promise<void> {
  // The handlers answer only under Storybook's API base (its runtime config) and /__simulator/ on
  // this origin; they read the binding per request, so binding here, before the story renders, is enough.
  bindSimulator({ apiBaseUrl: getRuntimeConfig().apiBaseUrl, origin: location.origin });
  await resetSimulator({ seed: options.seed, today, scenario: options.scenario, wire: options.wire });
  clearFaults();
  setLatency(options.latencyMs);
  for (const fault of options.faults) setFault(fault);
}
