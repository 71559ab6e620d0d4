import { describe, expect, it } from 'vitest';
import type { ClosingRuleWire, WorkingPeriodWire } from '../../../src/api/contract/working-periods';
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

  it('tells an approved request as it was: its before stays the item it replaced or removed', async () => {
    await resetSimulator({ today: '2026-11-21', scenario: 'pending-changes' });
    const pending = await describeChangeRequests();
    const ids = {
      update: pending.find((s) => s.request.kind === 'working_period' && s.request.action === 'update')!,
      removal: pending.find((s) => s.request.kind === 'closing_rule' && s.request.action === 'delete')!,
      polygon: pending.find((s) => s.request.kind === 'polygon')!,
    };
    // The seeded borders count as the zone's approved ones.
    expect(ids.polygon.polygon_before).not.toBeNull();
    for (const story of Object.values(ids)) await approveChangeRequest(story.request.request_id);
    const history = await describeChangeRequests('all');
    const told = (id: number) => history.find((s) => s.request.request_id === id)!;
    const update = told(ids.update.request.request_id);
    expect((update.before as WorkingPeriodWire).working_days[0]?.time_from).toBe('07:00:00');
    expect((update.after as WorkingPeriodWire).working_days[0]?.time_from).toBe('06:00:00');
    const removal = told(ids.removal.request.request_id);
    expect(removal.before).toEqual(ids.removal.before);
    expect(removal.after).toBeNull();
    const polygon = told(ids.polygon.request.request_id);
    expect(polygon.polygon_before).toBe(ids.polygon.polygon_before);
    expect(polygon.polygon_after).toBe(ids.polygon.polygon_after);
  });
});
