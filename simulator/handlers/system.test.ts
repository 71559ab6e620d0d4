import { describe, expect, it } from 'vitest';
import type { UserInfoWire } from '../../src/api/contract/auth';
import { componentListResponse, incidentListResponse, type IncidentListResponse, type IncidentWire } from '../../src/api/contract/incidents';
import type { SystemStatusResponse } from '../../src/api/contract/system';
import { personaToken } from '../control/personas';
import { resetSimulator, setScenario } from '../control/state';
import { call, callJson, setupSimulatorTests } from '../test-support';

setupSimulatorTests();

const admin = personaToken('admin');

describe('settings', () => {
  it('changes a setting, and user-info shows it', async () => {
    const res = await callJson('/korisnicke-postavke/', { token: admin, body: { postavka: 'magic_button', vrijednost: 'false' } });
    expect(res.status).toBe(200);
    const info = await callJson<UserInfoWire>('/auth/user-info/', { token: admin });
    expect(info.body.settings.find((s) => s.sifra === 'magic_button')?.vrijednost).toBe('false');
    expect((await callJson('/korisnicke-postavke/', { token: admin, body: { postavka: 'magic_button', vrijednost: 'x' } })).status).toBe(400);
    const missing = await callJson('/korisnicke-postavke/', { token: personaToken('sales'), body: { postavka: 'zagreb_sms', vrijednost: 'true' } });
    expect(missing).toEqual({ status: 400, body: { error_msg: 'Postavka ne postoji.' } });
  });

  it('stores an e-mail once', async () => {
    const token = personaToken('status');
    expect((await callJson('/postavi-email/', { token, body: { email: 'nope' } })).body).toEqual({ email: ['Enter a valid email address.'] });
    expect((await callJson('/postavi-email/', { token, body: { email: 'petra@example.hr' } })).status).toBe(200);
    expect((await callJson<UserInfoWire>('/auth/user-info/', { token })).body.email).toBe('petra@example.hr');
    expect((await callJson('/postavi-email/', { token, body: { email: 'drugi@example.hr' } })).status).toBe(400);
  });

  it('switches subscriptions', async () => {
    const token = personaToken('parking');
    const res = await callJson<{ user_subscriptions: { is_enabled: boolean }[] }>('/system/user-subscription/', {
      token,
      body: { service_group_code: 'smspark', is_enabled: true },
    });
    expect(res.body.user_subscriptions).toHaveLength(1);
    const off = await callJson<{ user_subscriptions: { is_enabled: boolean }[] }>('/system/user-subscription/', {
      token,
      body: { service_group_code: 'smspark', is_enabled: false },
    });
    expect(off.body.user_subscriptions[0]?.is_enabled).toBe(false);
    expect((await callJson<UserInfoWire>('/auth/user-info/', { token })).body.user_subscriptions[0]?.is_enabled).toBe(false);
    expect((await callJson('/system/user-subscription/', { token, body: { service_group_code: 'x', is_enabled: true } })).status).toBe(400);
  });
});

describe('incidents and status', () => {
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
