/**
 * The simulator answers as the spec's wire does: permissions that grant what a screen loads,
 * repeated list parameters, the date windows, readable 400s on transactions, tickets and
 * downloads, and receipt PDFs named after the receipt number.
 */
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../src/api/contract/permissions';
import { personaToken, type PersonaName } from '../control/personas';
import { domainContext } from '../control/state';
import { call, callJson, setupSimulatorTests } from '../test-support';

setupSimulatorTests();

const admin = personaToken('admin');
const range = 'begin_date=2026-11-01&end_date=2026-11-21';

/** A user like `persona` (same partner) with exactly `permissions`; answers its token. */
async function userWith(persona: PersonaName, permissions: Permission[]): Promise<string> {
  const ctx = domainContext();
  const base = ctx.db.users.findFirst((q) => q.where({ username: persona }));
  if (!base) throw new Error(`no persona ${persona}`);
  const id = Math.max(...ctx.db.users.all().map((u) => u.id)) + 1;
  await ctx.db.users.create({ ...base, id, username: `test-${id}`, permissions });
  const token = `test${id}`.padEnd(40, '0');
  await ctx.db.sessions.create({ token, user_id: id, created: ctx.today });
  return token;
}

const FORBIDDEN = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };

describe('garage row expansion', () => {
  it('needs only GarazeView: the list grants the per-channel breakdown of its rows, not the detail reports', async () => {
    const token = await userWith('garage', ['GarazeView']);
    const list = await callJson<{ garage_list: { garage_id: number }[] }>(`/garaze/garage-list/?${range}`, { token });
    expect(list.status).toBe(200);
    const own = list.body.garage_list[0]?.garage_id;
    expect(list.body.garage_list).toHaveLength(1);
    const row = await callJson<{ distributeri: unknown[]; ukupno: { valid_count: number } }>(`/garaze/garaza/${own}/po-distributerima/?${range}`, { token });
    expect(row.status).toBe(200);
    expect(row.body.distributeri.length).toBeGreaterThan(0);
    // The same figures the detail page's po-distributerima shows to a full garage user.
    expect(row.body).toEqual((await callJson(`/garaze/garaza/${own}/po-distributerima/?${range}`, { token: personaToken('garage') })).body);
    // Partner scope still holds, and the detail reports still need GarazaDetaljiView.
    const other = own === 1 ? 2 : 1;
    expect(await callJson(`/garaze/garaza/${other}/po-distributerima/?${range}`, { token })).toEqual(FORBIDDEN);
    for (const report of ['info', 'po-artiklima', 'intervalno', 'detaljno']) {
      expect(await callJson(`/garaze/garaza/${own}/${report}/?${range}`, { token }), report).toEqual(FORBIDDEN);
    }
  });

  it('lets an operator with only GarazeView expand any garage row; without the list permission it is 403', async () => {
    const operator = await userWith('support', ['GarazeView']);
    expect((await call(`/garaze/garaza/3/po-distributerima/?${range}`, { token: operator })).status).toBe(200);
    const nothing = await userWith('support', ['GarazaWorkingHoursView']);
    expect(await callJson(`/garaze/garaza/3/po-distributerima/?${range}`, { token: nothing })).toEqual(FORBIDDEN);
    expect((await call(`/garaze/garaza/3/po-distributerima/?${range}`, { token: admin })).status).toBe(200);
  });
});
