import { describe, expect, it } from 'vitest';
import type { ChangeRequestWire, ClosingRuleWire, WorkingPeriodWire } from '../../src/api/contract/working-periods';
import type { ZoneDetailsWire, ZoneWire } from '../../src/api/contract/zones';
import { zonePolygonDocument } from '../../src/api/contract/zones';
import { approveChangeRequest, changeHistory, listChangeRequests, rejectChangeRequest } from '../core/control/approvals';
import { personaToken } from '../core/control/personas';
import { resetSimulator, setScenario } from '../core/control/state';
import { call, callJson, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

const admin = personaToken('admin');
const P = '/parking/provider/1';
const G = '/garaze/garaza/1';

function week(from = '08:00:00', to = '16:00:00') {
  return [0, 1, 2, 3, 4, 5, 6].map((week_day) =>
    week_day === 6
      ? { week_day, no_charge: true, time_from: '00:00:00', time_to: '00:00:00' }
      : { week_day, no_charge: false, time_from: from, time_to: to },
  );
}

async function zones(token = admin): Promise<ZoneWire[]> {
  const { status, body } = await callJson<{ zone_list: ZoneWire[] }>(`${P}/zone/`, { token });
  expect(status).toBe(200);
  return body.zone_list;
}

describe('zones', () => {
  it('lists the provider zones with their working periods, and the details with polygon_data text', async () => {
    const list = await zones();
    expect(list.length).toBeGreaterThanOrEqual(2);
    const zone = list[0] as ZoneWire;
    expect(zone.working_periods.length).toBeGreaterThan(0);
    const period = zone.working_periods[0] as WorkingPeriodWire;
    expect(period.working_days).toHaveLength(7);
    expect(period.working_days.filter((d) => d.is_today)).toHaveLength(1); // 2026-11-21 is a Saturday
    expect(period.working_days[5]?.is_today).toBe(true);
    expect(period.is_active).toBe(true);
    const { body } = await callJson<ZoneDetailsWire>(`${P}/zona/${zone.id}/detaljno/`, { token: admin });
    const doc = zonePolygonDocument.parse(JSON.parse(body.polygon_data ?? 'null'));
    expect(doc.features[0]?.properties.zone_code).toBe(zone.code);
  });

  it('serves the GeoJSON, the map URL and the manual as a pptx', async () => {
    const geo = await callJson<{ type: string }>(`${P}/zone/geojson/`, { token: admin });
    expect(geo.body.type).toBe('FeatureCollection');
    const mapUrl = await callJson<{ zone_map_url: string }>(`${P}/zone/map-url/`, { token: admin });
    expect(mapUrl.body.zone_map_url).toBe('http://localhost/__simulator/zone-map.html?provider=1');
    expect((await callJson<{ zone_map_url: null }>('/parking/provider/3/zone/map-url/', { token: admin })).body.zone_map_url).toBeNull();
    const manual = await call('/upute-za-zone/', { token: admin });
    expect(manual.headers.get('content-type')).toContain('presentationml');
    const bytes = new Uint8Array(await manual.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  it('answers 404 for another provider zone and 403 for a partner outside its provider', async () => {
    const zone = (await zones())[0] as ZoneWire;
    expect((await call(`/parking/provider/2/zona/${zone.id}/detaljno/`, { token: admin })).status).toBe(404);
    expect((await call('/parking/provider/2/zone/', { token: personaToken('parking') })).status).toBe(403);
    expect((await call(`${P}/zone/`, { token: personaToken('parking') })).status).toBe(200);
    expect((await call(`${P}/zone/`, { token: personaToken('sales') })).status).toBe(403);
  });
});

describe('working-period change requests', () => {
  it('creates a pending period for each zone, approval turns it into approved periods', async () => {
    const [a, b] = await zones();
    const created = await callJson<ChangeRequestWire>(`${P}/radno-vrijeme/`, {
      token: admin,
      body: { parking_zone_ids: [a?.id, b?.id], valid_from: '2027-01-01', valid_to: '2027-12-31', description: 'Nova', working_days: week() },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', action: 'create', kind: 'working_period' });
    const pending = (await zones())[0]?.working_periods.find((p) => p.request_id === created.body.request_id);
    expect(pending).toMatchObject({ id: null, request_action: 'create', description: 'Nova', is_active: false });
    const detail = await callJson<WorkingPeriodWire>(`${P}/radno-vrijeme-request/${created.body.request_id}/detaljno/`, { token: admin });
    expect(detail.body.parking_zone_ids).toEqual([a?.id, b?.id].sort((x, y) => (x ?? 0) - (y ?? 0)));
    expect((await listChangeRequests()).map((r) => r.request_id)).toContain(created.body.request_id);
    const approved = await approveChangeRequest(created.body.request_id);
    expect(approved.status).toBe('approved');
    expect(approved.result_ids).toHaveLength(2);
    const after = (await zones())[0]?.working_periods.find((p) => p.id === approved.result_ids[0]);
    expect(after).toMatchObject({ request_id: null, description: 'Nova' });
  });

  it('edits and removes through requests, and editing a pending item edits the request', async () => {
    const zone = (await zones())[0] as ZoneWire;
    const period = zone.working_periods.find((p) => p.id !== null) as WorkingPeriodWire;
    const edit = await callJson<ChangeRequestWire>(`${P}/zona/${zone.id}/radno-vrijeme/${period.id}/`, {
      token: admin,
      method: 'PATCH',
      body: { description: 'Izmjena' },
    });
    expect(edit.status).toBe(201);
    const again = await callJson<ChangeRequestWire>(`${P}/radno-vrijeme-request/${edit.body.request_id}/`, {
      token: admin,
      method: 'PATCH',
      body: { description: 'Izmjena 2' },
    });
    expect(again.status).toBe(200);
    // The item's details show it as approved, marked with the request; the list and the request's details show the proposal.
    const shown = await callJson<WorkingPeriodWire>(`${P}/radno-vrijeme/${period.id}/detaljno/`, { token: admin });
    expect(shown.body).toMatchObject({ id: period.id, request_id: edit.body.request_id, request_action: 'update', description: period.description });
    const proposal = await callJson<WorkingPeriodWire>(`${P}/radno-vrijeme-request/${edit.body.request_id}/detaljno/`, { token: admin });
    expect(proposal.body).toMatchObject({ id: period.id, request_id: edit.body.request_id, description: 'Izmjena 2' });
    const listed = await callJson<{ radna_vremena: WorkingPeriodWire[] }>(`${P}/radno-vrijeme/`, { token: admin });
    expect(listed.body.radna_vremena.find((p) => p.id === period.id)).toMatchObject({ request_id: edit.body.request_id, description: 'Izmjena 2' });
    await rejectChangeRequest(edit.body.request_id, 'Ne može');
    const back = await callJson<WorkingPeriodWire>(`${P}/radno-vrijeme/${period.id}/detaljno/`, { token: admin });
    expect(back.body).toMatchObject({ request_id: null, description: period.description });
    const removal = await callJson<ChangeRequestWire>(`${P}/radno-vrijeme/${period.id}/`, { token: admin, method: 'DELETE' });
    expect(removal.body).toMatchObject({ action: 'delete', status: 'pending' });
    await approveChangeRequest(removal.body.request_id);
    expect((await call(`${P}/radno-vrijeme/${period.id}/detaljno/`, { token: admin })).status).toBe(404);
    expect((await changeHistory('working_period', period.id ?? 0)).map((r) => r.status)).toEqual(['rejected', 'approved']);
  });

  it('answers 400 with DRF field errors', async () => {
    const [zone] = await zones();
    const days = week();
    days[1] = { week_day: 1, no_charge: false, time_from: '10:00:00', time_to: '09:00:00' };
    days[2] = { week_day: 2, no_charge: false, time_from: '', time_to: '09:00:00' };
    const res = await callJson<Record<string, unknown>>(`${P}/radno-vrijeme/`, {
      token: admin,
      body: { parking_zone_ids: [999999], valid_from: '2027-02-01', valid_to: '2027-01-01', working_days: days },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      valid_to: ['The end date must not be before the start date.'],
      parking_zone_ids: ['Invalid pk "999999" - object does not exist.'],
    });
    const nested = res.body.working_days as Record<string, string[]>[];
    expect(nested[0]).toEqual({});
    expect(nested[1]).toEqual({ time_to: ['The end time must not be before the start time.'] });
    expect(nested[2]).toEqual({ time_from: ['This field is required.'] });
    const empty = await callJson(`${P}/zona/${zone?.id}/radna-vremena/`, { token: admin, body: {} });
    expect(empty.body).toEqual({
      valid_from: ['This field is required.'],
      valid_to: ['This field is required.'],
      working_days: ['This field is required.'],
    });
    const noZones = await callJson(`${P}/radno-vrijeme/`, {
      token: admin,
      body: { parking_zone_ids: [], valid_from: '2027-01-01', valid_to: '2027-01-02', working_days: week() },
    });
    expect(noZones.body).toEqual({ parking_zone_ids: ['This list may not be empty.'] });
  });

  it('answers 403 without ChangeParkingZoneRequests (the read-only partner)', async () => {
    const res = await call(`${P}/radno-vrijeme/`, { token: personaToken('viewer'), body: {} });
    expect(res.status).toBe(403);
  });
});

describe('closing rules and polygons', () => {
  it('runs a closing rule through approval', async () => {
    const zone = (await zones())[0] as ZoneWire;
    const created = await callJson<ChangeRequestWire>(`${P}/zona/${zone.id}/iznimke/`, {
      token: admin,
      body: { closing_start: '2026-12-24', closing_end: '2026-12-24', reason: 'Badnjak' },
    });
    expect(created.status).toBe(201);
    const list = await callJson<{ iznimke: ClosingRuleWire[] }>(`${P}/zona/${zone.id}/iznimke/?begin_date=2026-12-01&end_date=2026-12-31`, {
      token: admin,
    });
    expect(list.body.iznimke.find((r) => r.request_id === created.body.request_id)).toMatchObject({ id: null, reason: 'Badnjak' });
    const [id] = (await approveChangeRequest(created.body.request_id)).result_ids;
    const detail = await callJson<ClosingRuleWire>(`${P}/iznimka/${id}/detaljno/`, { token: admin });
    expect(detail.body).toMatchObject({ id, request_id: null, reason: 'Badnjak' });
    const bad = await callJson(`${P}/zona/${zone.id}/iznimke/`, {
      token: admin,
      body: { closing_start: '2026-12-24', closing_end: '2026-12-20', reason: '' },
    });
    expect(bad).toEqual({
      status: 400,
      body: { closing_end: ['The end date must not be before the start date.'], reason: ['This field may not be blank.'] },
    });
  });

  it('runs a polygon change through approval', async () => {
    const zone = (await zones())[1] as ZoneWire;
    const ring = [[15.9, 45.8], [15.91, 45.8], [15.91, 45.81], [15.9, 45.8]];
    const res = await callJson<ChangeRequestWire>(`${P}/zona/${zone.id}/`, {
      token: admin,
      method: 'PATCH',
      body: { polygon_data: { type: 'Polygon', coordinates: [ring] } },
    });
    expect(res.status).toBe(201);
    const pending = await callJson<ZoneDetailsWire>(`${P}/zona/${zone.id}/detaljno/`, { token: admin });
    expect(pending.body.request_id).toBe(res.body.request_id);
    // The current borders stay; the proposal comes beside them, so the screens can outline it.
    expect(JSON.parse(pending.body.polygon_data ?? '{}').features[0].geometry.coordinates).not.toEqual([[ring]]);
    expect(pending.body.request_action).toBe('update');
    expect(JSON.parse(pending.body.requested_polygon_data ?? '{}').features[0].geometry.coordinates).toEqual([[ring]]);
    await approveChangeRequest(res.body.request_id);
    const after = await callJson<ZoneDetailsWire>(`${P}/zona/${zone.id}/detaljno/`, { token: admin });
    expect(JSON.parse(after.body.polygon_data ?? '{}').features[0].geometry.coordinates).toEqual([[ring]]);
    expect(after.body).toMatchObject({ request_id: null, request_action: null, requested_polygon_data: null });
    const bad = await callJson(`${P}/zona/${zone.id}/`, { token: admin, method: 'PATCH', body: { polygon_data: { type: 'Point' } } });
    expect(bad.status).toBe(400);
  });

  it('withdraws a pending polygon change when the approved borders are proposed again', async () => {
    const zone = (await zones())[0] as ZoneWire;
    const details = async () => (await callJson<ZoneDetailsWire>(`${P}/zona/${zone.id}/detaljno/`, { token: admin })).body;
    const approved = (await details()).polygon_data;
    expect(approved).not.toBeNull();
    const ring = [[15.9, 45.8], [15.91, 45.8], [15.91, 45.81], [15.9, 45.8]];
    const proposed = await callJson<ChangeRequestWire>(`${P}/zona/${zone.id}/`, {
      token: admin,
      method: 'PATCH',
      body: { polygon_data: { type: 'Polygon', coordinates: [ring] } },
    });
    expect(proposed.status).toBe(201);
    // The approved borders, as the details gave them (JSON text), withdraw the proposal.
    const withdrawn = await callJson<ChangeRequestWire>(`${P}/zona/${zone.id}/`, { token: admin, method: 'PATCH', body: { polygon_data: approved } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ request_id: proposed.body.request_id, status: 'withdrawn' });
    expect(await details()).toMatchObject({ polygon_data: approved, request_id: null, request_action: null, requested_polygon_data: null });
    // Without a pending change, the same borders are an ordinary proposal.
    const again = await callJson<ChangeRequestWire>(`${P}/zona/${zone.id}/`, { token: admin, method: 'PATCH', body: { polygon_data: approved } });
    expect(again.status).toBe(201);
  });

  it('runs a garage period through approval; a read-only partner may not change', async () => {
    const created = await callJson<ChangeRequestWire>(`${G}/radna-vremena/`, {
      token: admin,
      body: { valid_from: '2027-01-01', valid_to: '2027-03-31', working_days: week('06:00', '22:00') },
    });
    expect(created.status).toBe(201);
    const [id] = (await approveChangeRequest(created.body.request_id)).result_ids;
    const list = await callJson<{ radna_vremena: WorkingPeriodWire[] }>(`${G}/radna-vremena/`, { token: personaToken('garage') });
    expect(list.body.radna_vremena.find((p) => p.id === id)?.working_days[0]?.time_to).toBe('22:00:00');
    expect((await call(`${G}/radna-vremena/`, { token: personaToken('viewer'), body: {} })).status).toBe(403);
  });
});

describe('scenario pending-changes', () => {
  it('seeds pending requests of every kind', async () => {
    await resetSimulator({ scenario: 'pending-changes' });
    const kinds = new Set((await listChangeRequests()).map((r) => `${r.area}/${r.kind}`));
    expect(kinds).toEqual(new Set(['parking/working_period', 'parking/closing_rule', 'parking/polygon', 'garage/working_period', 'garage/closing_rule']));
    await resetSimulator();
    setScenario('pending-changes');
    expect((await listChangeRequests()).length).toBeGreaterThanOrEqual(5);
  });
});
