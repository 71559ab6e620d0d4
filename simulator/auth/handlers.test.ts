import { describe, expect, it } from 'vitest';
import { PERSONA_DEFINITIONS, PERSONAS, personaToken } from '../core/control/personas';
import { getState } from '../core/control/state';
import { call, callJson, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

async function loginAs(username: string, password = 'demo'): Promise<string> {
  const { status, body } = await callJson<{ token: string }>('/auth/login/', { body: { username, password } });
  expect(status).toBe(200);
  return body.token;
}

describe('login and logout', () => {
  it('signs every persona in with the password demo', async () => {
    for (const name of PERSONAS) {
      const token = await loginAs(name);
      const info = await callJson<{ first_name: string; permissions: string[] }>('/auth/user-info/', { token });
      expect(info.status).toBe(200);
      expect(info.body.first_name).toBe(PERSONA_DEFINITIONS[name].firstName);
      expect(info.body.permissions).toEqual([...PERSONA_DEFINITIONS[name].permissions]);
    }
  });

  it('answers 400 non_field_errors for wrong credentials', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'demo' },
    ]) {
      const res = await callJson('/auth/login/', { body });
      expect(res).toEqual({ status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } });
    }
  });

  it('answers 400 field errors for missing or blank fields', async () => {
    const res = await callJson('/auth/login/', { body: { username: '' } });
    expect(res).toEqual({
      status: 400,
      body: { username: ['This field may not be blank.'], password: ['This field is required.'] },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch('http://localhost/api/auth/login/', { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^JSON parse error/);
  });

  it('returns the same token on repeated login (one DRF token per user) until logout', async () => {
    const first = await loginAs('admin');
    expect(await loginAs('admin')).toBe(first);
    expect(first).toBe(personaToken('admin'));
  });

  it('stops accepting a token after logout, and login issues a new one', async () => {
    const token = await loginAs('parking');
    expect((await call('/auth/logout/', { method: 'POST', token })).status).toBe(200);
    expect(await callJson('/auth/user-info/', { token })).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
    expect((await call('/auth/logout/', { method: 'POST', token })).status).toBe(401);
    const next = await loginAs('parking');
    expect(next).not.toBe(token);
    expect(next).toMatch(/^[0-9a-f]{40}$/);
    expect((await call('/auth/user-info/', { token: next })).status).toBe(200);
  });

  it('revives persona tokens on reset', async () => {
    const token = personaToken('garage');
    await call('/auth/logout/', { method: 'POST', token });
    expect((await call('/auth/user-info/', { token })).status).toBe(401);
    await call('/__simulator/reset', { body: {} });
    expect((await call('/auth/user-info/', { token })).status).toBe(200);
  });
});

describe('401 on private endpoints', () => {
  const privatePaths = ['/auth/user-info/', '/auth/permission-list/', '/common/usluge/', '/common/distributeri/', '/radna-vremena/popis-dana/', '/obracuni/', '/obracun/1/download/'];

  it.each(privatePaths)('%s without a token', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Token');
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it.each(privatePaths)('%s with an unknown token', async (path) => {
    expect(await callJson(path, { token: 'f'.repeat(40) })).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
  });
});

describe('user info and permissions', () => {
  it('gives admin every permission and both settings, as strings', async () => {
    const { body } = await callJson<{ settings: { sifra: string; vrijednost: string; tip: string }[] }>(
      '/auth/user-info/',
      { token: personaToken('admin') },
    );
    expect(body.settings.map((s) => s.sifra)).toEqual(['zagreb_sms', 'magic_button']);
    expect(body.settings.every((s) => s.tip === 'boolean' && s.vrijednost === 'true')).toBe(true);
  });

  it('gives status no permission at all', async () => {
    expect(await callJson('/auth/permission-list/', { token: personaToken('status') })).toEqual({
      status: 200,
      body: { permissions: [] },
    });
  });
});

describe('change password', () => {
  const token = personaToken('sales');

  it('changes the password: the old one stops working, the new one signs in', async () => {
    const res = await callJson('/auth/change-password/', {
      token,
      body: { current_password: 'demo', new_password: 'novaLozinka1' },
    });
    expect(res.status).toBe(200);
    expect((await callJson('/auth/login/', { body: { username: 'sales', password: 'demo' } })).status).toBe(400);
    expect((await callJson('/auth/login/', { body: { username: 'sales', password: 'novaLozinka1' } })).status).toBe(200);
  });

  it('answers current_password for a wrong current password', async () => {
    expect(
      await callJson('/auth/change-password/', { token, body: { current_password: 'x', new_password: 'novaLozinka1' } }),
    ).toEqual({ status: 400, body: { current_password: ['Invalid password.'] } });
  });

  it('answers new_password for a short or numeric new password, with every error at once', async () => {
    const res = await callJson('/auth/change-password/', {
      token,
      body: { current_password: 'wrong', new_password: '1234' },
    });
    expect(res).toEqual({
      status: 400,
      body: {
        current_password: ['Invalid password.'],
        new_password: [
          'This password is too short. It must contain at least 8 characters.',
          'This password is entirely numeric.',
        ],
      },
    });
  });

  it('needs a token', async () => {
    expect((await call('/auth/change-password/', { body: { current_password: 'demo', new_password: 'x' } })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('issues a reset token (into the outbox) and sets a new password once', async () => {
    const res = await callJson('/auth/reset-password/', { body: { username: 'garage', captcha_token: 'sim-pass-123' } });
    expect(res.status).toBe(200);
    const mail = getState().outbox.find((m) => m.username === 'garage');
    expect(mail?.to).toBe(PERSONA_DEFINITIONS.garage.email);
    const resetToken = /\/reset-password\/([^/]+)\//.exec(mail?.link ?? '')?.[1] ?? '';
    expect(resetToken).toMatch(/^[0-9a-f-]{36}$/);

    const set = await callJson(`/auth/reset-password/${resetToken}/`, {
      body: { new_password: 'GaraZa2026!', confirm_password: 'GaraZa2026!' },
    });
    expect(set.status).toBe(200);
    expect((await callJson('/auth/login/', { body: { username: 'garage', password: 'GaraZa2026!' } })).status).toBe(200);
    // Single use.
    const again = await callJson(`/auth/reset-password/${resetToken}/`, {
      body: { new_password: 'GaraZa2027!', confirm_password: 'GaraZa2027!' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toHaveProperty('non_field_errors');
  });

  it('answers captcha_token for a failed bot check and username for an unknown user', async () => {
    expect(await callJson('/auth/reset-password/', { body: { username: 'ghost', captcha_token: 'bot' } })).toEqual({
      status: 400,
      body: {
        captcha_token: ['Bot check failed. Please try again.'],
        username: ['User with this username does not exist.'],
      },
    });
    expect(await callJson('/auth/reset-password/', { body: {} })).toEqual({
      status: 400,
      body: { username: ['This field is required.'], captcha_token: ['This field is required.'] },
    });
  });

  it('answers confirm_password on a mismatch and non_field_errors for an unknown token', async () => {
    await callJson('/auth/reset-password/', { body: { username: 'admin', captcha_token: 'sim-pass-x' } });
    const resetToken = getState().outbox[0]?.link.split('/')[2] ?? '';
    expect(await callJson(`/auth/reset-password/${resetToken}/`, { body: { new_password: 'Lozinka123', confirm_password: 'Lozinka124' } })).toEqual({
      status: 400,
      body: { confirm_password: ["The two password fields didn't match."] },
    });
    expect(
      await callJson('/auth/reset-password/00000000-0000-0000-0000-000000000000/', {
        body: { new_password: 'Lozinka123', confirm_password: 'Lozinka123' },
      }),
    ).toEqual({
      status: 400,
      body: { non_field_errors: ['The password reset link is invalid or has already been used.'] },
    });
  });
});
