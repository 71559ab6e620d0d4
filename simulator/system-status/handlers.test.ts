import { describe, expect, it } from 'vitest';
import type { SystemStatusResponse } from '../../src/api/contract/system';
import { personaToken } from '../core/control/personas';
import { resetSimulator, setScenario } from '../core/control/state';
import { callJson, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

const admin = personaToken('admin');

describe('system status', () => {
  it('outage makes both groups CRITICAL', async () => {
    const before = await callJson<SystemStatusResponse>('/system/status/', { token: admin });
    expect(before.body.status.mgarage.state).toBe('WARNING');
    setScenario('outage');
    const after = await callJson<SystemStatusResponse>('/system/status/', { token: admin });
    expect(after.body.status.smspark.state).toBe('CRITICAL');
    expect(after.body.status.mgarage.state).toBe('CRITICAL');
    await resetSimulator({ scenario: 'outage' });
    expect((await callJson<SystemStatusResponse>('/system/status/', { token: admin })).body.status.mgarage.state).toBe('CRITICAL');
    expect((await callJson('/system/incidents/component-list/', { token: admin })).status).toBe(200);
    expect((await callJson('/system/incidents/servicegroup-list/', { token: admin })).status).toBe(200);
  });
});
