import { describe, expect, it } from 'vitest';
import { componentListResponse, incidentListResponse, type IncidentListResponse, type IncidentWire } from '../../src/api/contract/incidents';
import type { SystemStatusResponse } from '../../src/api/contract/system';
import { personaToken } from '../core/control/personas';
import { call, callJson, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

const admin = personaToken('admin');

describe('incidents', () => {
  it('lists, searches, creates (public) and patches incidents', async () => {
    const all = await callJson<IncidentListResponse>('/system/incident-list/', { token: admin });
    expect(all.body.ukupno_incidenata).toBe(25);
    expect(all.body.broj_stranica).toBe(3);
    const pub = await callJson<IncidentListResponse>('/system/incident-list/public/', { token: personaToken('status') });
    expect(pub.body.ukupno_incidenata).toBeLessThan(25);
    expect((await call('/system/incident-list/', { token: personaToken('status') })).status).toBe(403);
    const first = all.body.incidenti[0] as IncidentWire;
    const [y, m, d] = first.begin_time.slice(0, 10).split('-');
    const byDate = await callJson<IncidentListResponse>(`/system/incident-list/?search=${d}.${m}.${y}`, { token: admin });
    expect(byDate.body.incidenti.map((i) => i.id)).toContain(first.id);
    const byGroup = await callJson<IncidentListResponse>('/system/incident-list/?search=mgarage', { token: admin });
    expect(byGroup.body.incidenti.every((i) => i.service_group === 'mgarage')).toBe(true);
    const created = await callJson<IncidentWire>('/system/incident-list/', {
      token: admin,
      body: { title: 'Test', service_group: 'smspark', begin_time: '2026-11-21T08:00:00Z', end_time: null, incident_level: 3, component: 'SMS prolaz#Naplata' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_public: true, component: 'SMS prolaz#Naplata' });
    const status = await callJson<SystemStatusResponse>('/system/status/', { token: admin });
    expect(status.body.status.smspark.state).toBe('CRITICAL');
    const patched = await callJson<IncidentWire>(`/system/incident/${created.body.id}/`, {
      token: admin,
      method: 'PATCH',
      body: { end_time: '2026-11-21T10:00:00Z' },
    });
    expect(patched.body.end_time).toBe('2026-11-21T10:00:00Z');
    expect((await callJson<SystemStatusResponse>('/system/status/', { token: admin })).body.status.smspark.state).toBe('OK');
    expect((await callJson<IncidentWire>(`/system/incident/${created.body.id}/details/`, { token: admin })).body.title).toBe('Test');
    const bad = await callJson('/system/incident-list/', { token: admin, body: { incident_level: 7 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual(['begin_time', 'incident_level', 'service_group', 'title']);
  });

  it('lets anyone signed in add an incident and edit a public one; one that is not public needs IncidentsView', async () => {
    const parking = personaToken('parking');
    const created = await callJson<IncidentWire>('/system/incident-list/', {
      token: parking,
      body: { title: 'Partner', service_group: 'smspark', begin_time: '2026-11-21T08:00:00Z', end_time: null, incident_level: 2 },
    });
    expect(created.status).toBe(201);
    const patched = await callJson<IncidentWire>(`/system/incident/${created.body.id}/`, { token: parking, method: 'PATCH', body: { title: 'Partner, ispravljeno' } });
    expect(patched.status).toBe(200);
    const all = await callJson<IncidentListResponse>('/system/incident-list/', { token: admin });
    const hidden = all.body.incidenti.find((incident) => !incident.is_public);
    expect(hidden).toBeDefined();
    expect((await call(`/system/incident/${hidden!.id}/`, { token: parking, method: 'PATCH', body: { title: 'x' } })).status).toBe(403);
    expect((await call('/system/incident-list/', { body: { title: 'x' } })).status).toBe(401);
  });

  it('answers the permission check with 200 and a boolean, never a 403 for lacking IncidentsView', async () => {
    for (const [persona, expected] of [
      ['parking', false],
      ['status', false],
      ['garage', false],
      ['support', true],
      ['admin', true],
    ] as const) {
      expect(await callJson('/system/incidents/permission/', { token: personaToken(persona) }), persona).toEqual({
        status: 200,
        body: { has_permission: expected },
      });
    }
    expect((await call('/system/incidents/permission/')).status).toBe(401);
  });

  it('the contract reads ids and counts sent as numeric strings as numbers', async () => {
    const { body } = await callJson<IncidentListResponse>('/system/incident-list/', { token: admin });
    const stringly = {
      incidenti: body.incidenti.map((i) => ({ ...i, id: String(i.id) })),
      ukupno_incidenata: String(body.ukupno_incidenata),
      broj_stranica: String(body.broj_stranica),
    };
    expect(incidentListResponse.parse(stringly)).toEqual(incidentListResponse.parse(body));
    expect(incidentListResponse.safeParse({ ...stringly, ukupno_incidenata: 'many' }).success).toBe(false);
    expect(componentListResponse.parse({ components: [{ id: '3', name: 'x', service_group_code: 'smspark' }] }).components[0]?.id).toBe(3);
  });
});
