// @vitest-environment node
/** The settings calls against the simulator (msw/node): e-mail once, a setting's value, subscriptions replaced from the response when it has them. */
import { describe, expect, it } from 'vitest';
import { setupApiClientTests } from '../../test-support/api-client';
import { getUserInfo } from '../../api/session';
import { setToken } from '../../api/token';
// The feature's fetchers are tested against the simulator itself, as the stories are.
import { personaToken, type PersonaName } from '../../../simulator/core/control/personas';
import { BASE, setupSimulatorTests } from '../../../simulator/core/test-support';
import { getServiceGroups, saveEmail, saveSetting, saveSubscription } from './api';

setupSimulatorTests();

setupApiClientTests({ apiBaseUrl: `${BASE}/api` });

const signIn = (persona: PersonaName) => setToken(personaToken(persona));

describe('settings calls', () => {
  it('stores an e-mail once; a second one is refused with the server error_msg', async () => {
    signIn('status');
    await expect(saveEmail('petra@partner-portal.hr')).resolves.toBeUndefined();
    expect((await getUserInfo()).email).toBe('petra@partner-portal.hr');
    await expect(saveEmail('druga@partner-portal.hr')).rejects.toMatchObject({ status: 400, serverText: 'E-mail adresa je već postavljena i ne može se promijeniti.' });
  });

  it('an invalid address comes back as a field error', async () => {
    signIn('status');
    await expect(saveEmail('nije-adresa')).rejects.toMatchObject({ status: 400, fieldErrors: { email: 'Enter a valid email address.' } });
  });

  it('saves a setting (the user info then holds its new value); a setting the user lacks is refused with error_msg', async () => {
    signIn('admin');
    await expect(saveSetting('magic_button', false)).resolves.toBeUndefined();
    expect((await getUserInfo()).settings.find((s) => s.code === 'magic_button')?.enabled).toBe(false);
    signIn('parking');
    await expect(saveSetting('magic_button', true)).rejects.toMatchObject({ serverText: 'Postavka ne postoji.' });
  });

  it('a subscription change answers the whole list, mapped to domain subscriptions when it is there', async () => {
    signIn('status');
    const groups = await getServiceGroups();
    expect(groups.map((g) => g.code)).toEqual(['smspark', 'mgarage']);
    const list = await saveSubscription('mgarage', true);
    expect(list).toEqual([{ id: expect.any(Number), isEnabled: true, serviceGroup: { id: 2, code: 'mgarage', description: 'Mobilna garaža' } }]);
    const off = await saveSubscription('mgarage', false);
    expect(off?.[0]?.isEnabled).toBe(false);
  });
});
