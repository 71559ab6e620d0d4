import { describe, expect, it } from 'vitest';
import type { UserInfoWire } from '../../src/api/contract/auth';
import { personaToken } from '../core/control/personas';
import { callJson, setupSimulatorTests } from '../core/test-support';

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
