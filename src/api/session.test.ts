// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { canonicalPermissions } from './contract/permissions';
import { getUserInfo, hasPermission, hasSetting } from './session';
import { parseRuntimeConfig, setRuntimeConfig } from './runtime-config';

const server = setupServer(
  mswHttp.get('*/api/auth/user-info/', () =>
    HttpResponse.json({
      first_name: 'Ana',
      last_name: 'Horvat',
      email: 'ana@example.hr',
      permissions: ['ParkingView'],
      settings: [{ sifra: 'magic_button', naziv: 'Čarobni gumb', opis: '', tip: 'boolean', vrijednost: 'false' }],
      user_subscriptions: [
        { id: 3, is_enabled: true, service_group: { id: 1, service_group_code: 'smspark', service_group_description: 'SMS' } },
      ],
    }),
  ),
  mswHttp.get('*/api/auth/permission-list/', () => HttpResponse.json({ permissions: ['ParkingView', 'ObracuniView'] })),
);

beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test/api', csrf: { enabled: false } }));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('session', () => {
  it('maps user info to the domain and takes permissions from the permission list', async () => {
    const user = await getUserInfo();
    expect(user.fullName).toBe('Ana Horvat');
    expect([...user.permissions]).toEqual(['ParkingView', 'ObracuniView']);
    expect(hasPermission(user, 'ObracuniView')).toBe(true);
    expect(hasPermission(user, 'DashboardView')).toBe(false);
    expect(user.settings[0]).toMatchObject({ code: 'magic_button', enabled: false, value: 'false' });
    expect(hasSetting(user, 'magic_button')).toBe(true);
    expect(hasSetting(user, 'zagreb_sms')).toBe(false);
    expect(user.subscriptions[0]).toEqual({
      id: 3,
      isEnabled: true,
      serviceGroup: { id: 1, code: 'smspark', description: 'SMS' },
    });
  });
});

describe('permission spellings', () => {
  it('a user whose permission list spells a change permission as its codename holds that permission', async () => {
    server.use(mswHttp.get('*/api/auth/permission-list/', () => HttpResponse.json({ permissions: ['ParkingView', 'change_parkingzonerequests', 'change_garagerequests'] })));
    try {
      const user = await getUserInfo();
      expect(hasPermission(user, 'ChangeParkingZoneRequests')).toBe(true);
      expect(hasPermission(user, 'ChangeGarageRequests')).toBe(true);
      expect(hasPermission(user, 'ParkingView')).toBe(true);
    } finally {
      server.resetHandlers();
    }
  });

  it('reads the codename spellings of the change permissions as the permissions they name', () => {
    expect([...canonicalPermissions(['change_parkingzonerequests', 'change_garagerequests', 'ParkingView'])].sort()).toEqual([
      'ChangeGarageRequests',
      'ChangeParkingZoneRequests',
      'ParkingView',
    ]);
  });
});
