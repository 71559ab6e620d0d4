// @vitest-environment node
/**
 * The system status fetchers against the simulator (msw/node): both groups with their tests mapped
 * to domain types, the public timeline, the outage scenario, and the refresh options.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setupApiClientTests } from '../../test-support/api-client';
import { setToken } from '../../api/token';
// The feature's fetchers are tested against the simulator itself, as the stories are.
import { personaToken } from '../../../simulator/core/control/personas';
import { resetSimulator } from '../../../simulator/core/control/state';
import { BASE, setupSimulatorTests } from '../../../simulator/core/test-support';
import { getSystemStatus, getTimeline, REFRESH_INTERVAL_MS, systemStatusQueryOptions, timelineQueryOptions } from './api';

setupSimulatorTests();

setupApiClientTests({ apiBaseUrl: `${BASE}/api` });
beforeEach(() => {
  setToken(personaToken('status'));
});

describe('system status', () => {
  it('reads both groups with their tests for a user without any report permission', async () => {
    const groups = await getSystemStatus();
    expect(groups.map((g) => [g.key, g.name, g.state])).toEqual([
      ['smspark', 'SMS parking', 'OK'],
      ['mgarage', 'Mobilna garaža', 'WARNING'],
    ]);
    expect(groups[1]?.tests).toContainEqual({ name: 'Naplatni automati', state: 'WARNING', code: 'mgarage.naplatni_automati' });
    expect(groups.every((g) => g.tests.some((t) => t.state === 'PENDING'))).toBe(true);
  });

  it('the timeline is the newest public incidents, with levels and components', async () => {
    const timeline = await getTimeline();
    expect(timeline.incidents).toHaveLength(10);
    expect(timeline.total).toBe(21);
    expect(timeline.incidents[0]).toMatchObject({ title: 'Usporen rad naplatnih automata', level: 2, endTime: null, components: ['Naplatni automati'] });
  });

  it('in the outage scenario both groups are CRITICAL and the timeline starts with level-3 incidents', async () => {
    await resetSimulator({ seed: 1, today: '2026-11-21', scenario: 'outage' });
    const groups = await getSystemStatus();
    expect(groups.map((g) => g.state)).toEqual(['CRITICAL', 'CRITICAL']);
    const timeline = await getTimeline();
    expect(timeline.incidents.slice(0, 2).map((i) => i.level)).toEqual([3, 3]);
  });

  it('refreshes every 60 s only while the tab is visible, and on every visit', () => {
    for (const options of [systemStatusQueryOptions(), timelineQueryOptions()]) {
      expect(options.refetchInterval).toBe(REFRESH_INTERVAL_MS);
      expect(REFRESH_INTERVAL_MS).toBe(60_000);
      expect(options.refetchIntervalInBackground).toBe(false);
      expect(options.refetchOnWindowFocus).toBe(true);
      expect(options.staleTime).toBe(0);
    }
  });
});
