/**
 * The toolbar globals and a story's simulator defaults (.storybook/simulator.ts): unset globals keep
 * what the story says (so every story runs as before); a set global wins; a story's pins are its
 * own globals, which Storybook puts over the toolbar's, and its docs name them.
 */
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../simulator/core/control/personas';
import { SCENARIOS } from '../simulator/core/control/scenarios';
import {
  needsOwnFrames,
  resolveStorySimulator,
  SIGNED_OUT,
  simulatorGlobalTypes,
  storyPins,
} from './simulator';

describe('story simulator: defaults and toolbar globals', () => {
  it('with no globals set, runs the story as it says (admin, default, 0 ms when it says nothing)', () => {
    expect(resolveStorySimulator()).toEqual({
      persona: 'admin',
      scenario: 'default',
      latencyMs: 0,
      faults: [],
      seed: 1,
      wire: 'rich',
    });
    const faults = [{ path: '/api/obracuni/', delay: 'infinite' as const }];
    expect(
      resolveStorySimulator(
        { persona: null, scenario: 'outage', latencyMs: 800, faults, seed: 7 },
        { locale: 'hr' },
      ),
    ).toEqual({ persona: null, scenario: 'outage', latencyMs: 800, faults, seed: 7, wire: 'rich' });
  });

  it('a global that is set wins over the story’s default; faults and seed stay the story’s', () => {
    const faults = [{ path: '/api/x/', status: 500 }];
    expect(
      resolveStorySimulator(
        { persona: 'admin', scenario: 'default', latencyMs: 0, faults, seed: 3 },
        { persona: 'parking', scenario: 'empty', latency: '1500' },
      ),
    ).toEqual({ persona: 'parking', scenario: 'empty', latencyMs: 1500, faults, seed: 3, wire: 'rich' });
    expect(
      resolveStorySimulator({ persona: 'parking' }, { persona: SIGNED_OUT }).persona,
    ).toBeNull();
    expect(resolveStorySimulator({ persona: null }, { persona: 'garage' }).persona).toBe('garage');
  });

  it('an unknown global value (a stale URL) leaves the story’s default', () => {
    expect(
      resolveStorySimulator(
        { persona: 'sales', scenario: 'outage', latencyMs: 5 },
        { persona: 'nobody', scenario: 'x', latency: 'fast' },
      ),
    ).toMatchObject({ persona: 'sales', scenario: 'outage', latencyMs: 5 });
  });

  it('the toolbar offers signed out, every persona, every scenario and a few latencies', () => {
    const values = (items: readonly object[]) =>
      items.flatMap((item) =>
        'value' in item && typeof item.value === 'string' ? [item.value] : [],
      );
    expect(values(simulatorGlobalTypes.persona.toolbar.items)).toEqual([SIGNED_OUT, ...PERSONAS]);
    expect(values(simulatorGlobalTypes.scenario.toolbar.items)).toEqual([...SCENARIOS]);
    expect(values(simulatorGlobalTypes.latency.toolbar.items)).toEqual(['0', '400', '1500']);
    for (const type of Object.values(simulatorGlobalTypes))
      expect(type.toolbar.items[0]).toMatchObject({ type: 'reset' });
  });

  it('names a story’s pins for its docs', () => {
    expect(storyPins({})).toEqual([]);
    expect(
      storyPins({ persona: SIGNED_OUT, scenario: 'empty', latency: '400', locale: 'en' }),
    ).toEqual([
      { global: 'persona', label: 'persona', value: 'signed out' },
      { global: 'scenario', label: 'scenario', value: 'empty' },
      { global: 'latency', label: 'latency', value: '400 ms' },
      { global: 'locale', label: 'language', value: 'en' },
    ]);
  });
});

describe('docs pages: one frame or one per state', () => {
  const story = (simulator?: object, storyGlobals: Record<string, unknown> = {}) => ({ parameters: { simulator }, storyGlobals });

  it('renders stories together when they run against the same setup, however they say it', () => {
    expect(needsOwnFrames([story(), story({ persona: 'admin' }), story({ scenario: 'default', latencyMs: 0 })])).toBe(false);
    expect(needsOwnFrames([story({}, { locale: 'en' }), story()])).toBe(false);
  });

  it('gives each state its own frame when a persona, scenario, fault or pin differs', () => {
    expect(needsOwnFrames([story(), story({ scenario: 'empty' })])).toBe(true);
    expect(needsOwnFrames([story(), story({ faults: [{ path: '/api/obracuni/', delay: 'infinite' }] })])).toBe(true);
    expect(needsOwnFrames([story(), story({}, { persona: 'viewer' })])).toBe(true);
    expect(needsOwnFrames([story(), story({ persona: null })])).toBe(true);
  });

  it('gives each state its own frame when a story puts its own msw handlers in front of the simulator', () => {
    const withHandlers = { parameters: { msw: { handlers: [] } }, storyGlobals: {} };
    expect(needsOwnFrames([story(), withHandlers])).toBe(true);
    expect(needsOwnFrames([withHandlers])).toBe(false);
  });
});
