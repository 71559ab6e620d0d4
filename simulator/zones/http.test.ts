/**
 * The change-request workflow over the real HTTP server (the runtime behind `npm run simulator`):
 * a change shows as pending, is approved through /__simulator/, and then shows as approved. The
 * same for closing rules, polygons and garage periods; bad requests answer 400, forbidden ones 403.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeRequestWire, ClosingRuleWire, WorkingPeriodWire } from '../../src/api/contract/working-periods';
import type { ZoneDetailsWire, ZoneWire } from '../../src/api/contract/zones';
import { personaToken } from '../core/control/personas';
import { initSimulator } from '../core/control/state';
import { createSimulatorHttpServer } from '../server';

const server = createSimulatorHttpServer();
let base = '';
const admin = personaToken('admin');

async function http<T>(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = init.token === undefined ? admin : init.token;
  if (token) headers.Authorization = `Token ${token}`;
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const approve = (id: number) => http<ChangeRequestWire>(`/__simulator/change-requests/${id}/approve`, { method: 'POST', token: null });
const week = [0, 1, 2, 3, 4, 5, 6].map((week_day) =>
  week_day > 4
    ? { week_day, no_charge: true, time_from: '00:00:00', time_to: '00:00:00' }
    : { week_day, no_charge: false, time_from: '07:30:00', time_to: '19:30:00' },
);

beforeAll(async () => {
  await initSimulator();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await http('/__simulator/reset', { body: {}, token: null });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('change requests over HTTP', () => {
  it('working period: pending, approved through /__simulator/, then approved', async () => {
    const zone = (await http<{ zone_list: ZoneWire[] }>('/api/parking/provider/1/zone/')).body.zone_list[0] as ZoneWire;
    const created = await http<ChangeRequestWire>(`/api/parking/provider/1/zona/${zone.id}/radna-vremena/`, {
      body: { valid_from: '2027-01-01', valid_to: '2027-12-31', description: 'HTTP', working_days: week },
    });
    expect(created.status).toBe(201);
    const pendingList = await http<ChangeRequestWire[]>('/__simulator/change-requests', { token: null });
    expect(pendingList.body.map((r) => r.request_id)).toEqual([created.body.request_id]);
    const listed = await http<{ radna_vremena: WorkingPeriodWire[] }>(`/api/parking/provider/1/zona/${zone.id}/radna-vremena/`);
    expect(listed.body.radna_vremena.find((p) => p.request_id === created.body.request_id)).toMatchObject({ id: null, request_status: 'pending' });
    const approved = await approve(created.body.request_id);
    expect(approved.body.status).toBe('approved');
    const after = await http<{ radna_vremena: WorkingPeriodWire[] }>(`/api/parking/provider/1/zona/${zone.id}/radna-vremena/`);
    const period = after.body.radna_vremena.find((p) => p.id === approved.body.result_ids[0]);
    expect(period).toMatchObject({ request_id: null, description: 'HTTP' });
    expect(period?.working_days[5]).toMatchObject({ no_charge: true, time_from: '00:00:00', time_to: '00:00:00' });
    expect((await http<ChangeRequestWire[]>('/__simulator/change-requests', { token: null })).body).toEqual([]);
    expect((await approve(created.body.request_id)).status).toBe(400);
  });

  it('closing rule, polygon and garage period: pending, then approved', async () => {
    const zone = (await http<{ zone_list: ZoneWire[] }>('/api/parking/provider/1/zone/')).body.zone_list[1] as ZoneWire;
    const rule = await http<ChangeRequestWire>('/api/parking/provider/1/iznimke/', {
      body: { parking_zone_ids: [zone.id], closing_start: '2027-01-06', closing_end: '2027-01-06', reason: 'Sveta tri kralja' },
    });
    const ring = [[15.95, 45.8], [15.96, 45.8], [15.96, 45.81], [15.95, 45.81], [15.95, 45.8]];
    const polygon = await http<ChangeRequestWire>(`/api/parking/provider/1/zona/${zone.id}/`, {
      method: 'PATCH',
      body: { polygon_data: JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[ring]] } }] }) },
    });
    const garage = await http<ChangeRequestWire>('/api/garaze/garaza/1/radna-vremena/', {
      body: { valid_from: '2027-01-01', valid_to: '2027-12-31', working_days: week },
    });
    for (const r of [rule, polygon, garage]) expect(r.status).toBe(201);
    const rules = await http<{ iznimke: ClosingRuleWire[] }>(`/api/parking/provider/1/zona/${zone.id}/iznimke/?begin_date=2027-01-01`);
    expect(rules.body.iznimke.map((r) => r.request_id)).toContain(rule.body.request_id);
    expect((await http<ZoneDetailsWire>(`/api/parking/provider/1/zona/${zone.id}/detaljno/`)).body.request_id).toBe(polygon.body.request_id);
    const garageDetail = await http<WorkingPeriodWire>(`/api/garaze/garaza/1/radno-vrijeme-request/${garage.body.request_id}/detaljno/`);
    expect(garageDetail.body).toMatchObject({ id: null, request_action: 'create' });

    const [ruleId] = (await approve(rule.body.request_id)).body.result_ids;
    await approve(polygon.body.request_id);
    const rejected = await http<ChangeRequestWire>(`/__simulator/change-requests/${garage.body.request_id}/reject`, {
      body: { reason: 'Pogrešno razdoblje' },
      token: null,
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Pogrešno razdoblje' });
    expect((await http<ClosingRuleWire>(`/api/parking/provider/1/iznimka/${ruleId}/detaljno/`)).body).toMatchObject({ request_id: null, reason: 'Sveta tri kralja' });
    const details = await http<ZoneDetailsWire>(`/api/parking/provider/1/zona/${zone.id}/detaljno/`);
    expect(details.body.request_id).toBeNull();
    expect(JSON.parse(details.body.polygon_data ?? '{}').features[0].geometry.coordinates).toEqual([[ring]]);
    const garageList = await http<{ radna_vremena: WorkingPeriodWire[] }>('/api/garaze/garaza/1/radna-vremena/');
    expect(garageList.body.radna_vremena.some((p) => p.request_id === garage.body.request_id)).toBe(false);
    // A garage period approved the same way:
    const again = await http<ChangeRequestWire>('/api/garaze/garaza/1/radna-vremena/', {
      body: { valid_from: '2027-01-01', valid_to: '2027-06-30', working_days: week },
    });
    const [garagePeriod] = (await approve(again.body.request_id)).body.result_ids;
    expect((await http<WorkingPeriodWire>(`/api/garaze/garaza/1/radno-vrijeme/${garagePeriod}/detaljno/`)).body).toMatchObject({ request_id: null, valid_to: '2027-06-30' });
  });

  it('answers 400 with field errors and 403 when forbidden', async () => {
    const bad = await http<Record<string, unknown>>('/api/garaze/garaza/1/iznimke/', { body: { closing_start: '2027-13-01' } });
    expect(bad).toEqual({
      status: 400,
      body: {
        closing_start: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
        closing_end: ['This field is required.'],
        reason: ['This field is required.'],
      },
    });
    const dup = await http<Record<string, unknown>>('/api/garaze/garaza/1/radna-vremena/', {
      body: { valid_from: '2027-01-01', valid_to: '2027-01-31', working_days: [week[0], week[0]] },
    });
    expect(dup.body).toEqual({ non_field_errors: ['Each weekday may appear only once.'] });
    expect((await http('/api/garaze/garaza/1/radna-vremena/', { body: {}, token: personaToken('viewer') })).status).toBe(403);
    expect((await http('/api/garaze/garaza/2/radna-vremena/', { token: personaToken('garage') })).status).toBe(403);
    expect((await http('/api/parking/provider/1/zone/', { token: personaToken('status') })).status).toBe(403);
    expect((await http('/__simulator/change-requests/999/approve', { method: 'POST', token: null })).status).toBe(404);
    expect((await http('/__simulator/change-requests/1/reject', { body: {}, token: null })).status).toBe(400);
  });
});
