import { describe, expect, it } from 'vitest';
import type { ClosingRuleWire, WorkingPeriodWire } from '../../src/api/contract/working-hours';
import { setupSimulatorTests } from '../test-support';
import { approveChangeRequest, describeChangeRequests, rejectChangeRequest } from './approvals';
import { resetSimulator } from './state';

setupSimulatorTests();

describe('change requests told for the demo panel', () => {
  it('names the owner and zones and shows each item before and after', async () => {
    await resetSimulator({ today: '2026-11-21', scenario: 'pending-changes' });
    const stories = await describeChangeRequests();
    const create = stories.find((s) => s.request.kind === 'working_period' && s.request.action === 'create' && s.request.area === 'parking')!;
    expect(create.owner_name).toBe('Parking Zagreb d.o.o.');
    expect(create.zone_names).toEqual(['Zona 1', 'Zona 2']);
    expect(create.before).toBeNull();
    expect((create.after as WorkingPeriodWire).description).toBe('Radno vrijeme za iduću godinu');

    const update = stories.find((s) => s.request.kind === 'working_period' && s.request.action === 'update')!;
    expect((update.before as WorkingPeriodWire).working_days[0]?.time_from).toBe('07:00:00');
    expect((update.after as WorkingPeriodWire).working_days[0]?.time_from).toBe('06:00:00');

    const removal = stories.find((s) => s.request.kind === 'closing_rule' && s.request.action === 'delete')!;
    expect((removal.before as ClosingRuleWire).reason).not.toBe('');
    expect(removal.after).toBeNull();

    const polygon = stories.find((s) => s.request.kind === 'polygon')!;
    expect(JSON.parse(polygon.polygon_after!)).toMatchObject({ type: 'FeatureCollection' });
  });

  it('keeps the decided ones, with the rejection reason, in the history', async () => {
    await resetSimulator({ today: '2026-11-21', scenario: 'pending-changes' });
    const [first, second] = await describeChangeRequests();
    await approveChangeRequest(first!.request.request_id);
    await rejectChangeRequest(second!.request.request_id, 'Preklapa se s blagdanima.');
    const history = (await describeChangeRequests('all')).filter((s) => s.request.status !== 'pending');
    expect(history.map((s) => [s.request.status, s.request.reason])).toEqual([
      ['approved', null],
      ['rejected', 'Preklapa se s blagdanima.'],
    ]);
  });
});
