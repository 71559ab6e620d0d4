/**
 * The simulator answers as the spec's wire does: permissions that grant what a screen loads,
 * repeated list parameters, the date windows, readable 400s on transactions, tickets and
 * downloads, and receipt PDFs named after the receipt number.
 */
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../src/api/contract/permissions';
import { personaToken, type PersonaName } from '../core/control/personas';
import { domainContext, setScenario } from '../core/control/state';
import { call, callJson, setupSimulatorTests } from '../core/test-support';
import { contentDisposition } from '../core/files';

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

describe('repeated list parameters', () => {
  type Totals = { total_count: number; valid_count: number; total_amount: string | number; valid_amount: string | number };
  const cents = (amount: string | number) => Math.round(Number(amount) * 100);
  const figures = (t: Totals) => [t.total_count, t.valid_count, cents(t.total_amount), cents(t.valid_amount)];
  const add = (a: number[], b: number[]) => a.map((x, i) => x + (b[i] ?? 0));

  async function get<T>(path: string): Promise<T> {
    const { status, body } = await callJson<T>(path, { token: admin });
    expect(status, path).toBe(200);
    return body;
  }

  it('filters by every service and channel given (usluge=1&usluge=2, distributeri=3&distributeri=5)', async () => {
    type ByService = { usluge: (Totals & { service_type_id: number })[]; ukupno: Totals };
    type ByChannel = { distributeri: (Totals & { reseller_id: number })[]; ukupno: Totals };
    const both = await get<ByService>(`/dashboard/ukupno-po-uslugama/?${range}&usluge=1&usluge=2`);
    expect(both.usluge.map((u) => u.service_type_id)).toEqual([1, 2]);
    const one = await get<ByService>(`/dashboard/ukupno-po-uslugama/?${range}&usluge=1`);
    const two = await get<ByService>(`/dashboard/ukupno-po-uslugama/?${range}&usluge=2`);
    expect(figures(both.ukupno)).toEqual(add(figures(one.ukupno), figures(two.ukupno)));
    const channels = await get<ByChannel>(`/dashboard/ukupno-po-distributerima/?${range}&distributeri=3&distributeri=5`);
    expect(channels.distributeri.map((d) => d.reseller_id)).toEqual([3, 5]);
    const three = await get<ByChannel>(`/dashboard/ukupno-po-distributerima/?${range}&distributeri=3`);
    const five = await get<ByChannel>(`/dashboard/ukupno-po-distributerima/?${range}&distributeri=5`);
    expect(figures(channels.ukupno)).toEqual(add(figures(three.ukupno), figures(five.ukupno)));
    // The comma-separated form still reads the same.
    expect(await get(`/dashboard/ukupno-po-distributerima/?${range}&distributeri=3,5`)).toEqual(channels);
    expect(await get(`/dashboard/ukupno-po-uslugama/?${range}&usluge=1,2`)).toEqual(both);
    // A parking provider's own channels, two of them, as repeated parameters.
    const own = (await get<ByChannel>(`/parking/provider/1/po-distributerima/?${range}`)).distributeri.map((d) => d.reseller_id);
    expect(own.length).toBeGreaterThanOrEqual(2);
    const picked = [own[0], own[own.length - 1]] as number[];
    const repeated = picked.map((id) => `distributeri=${id}`).join('&');
    const provider = await get<ByChannel>(`/parking/provider/1/po-distributerima/?${range}&${repeated}`);
    expect(provider.distributeri.map((d) => d.reseller_id)).toEqual(picked);
    const list = await get<{ provider_list: { provider_id: number; distributeri: { reseller_id: number }[] }[] }>(
      `/parking/provider-list/?${range}&${repeated}`,
    );
    expect(list.provider_list.find((p) => p.provider_id === 1)?.distributeri.map((d) => d.reseller_id)).toEqual(picked);
  });

  it('reads one empty value as none selected and an absent list as all', async () => {
    type ByChannel = { distributeri: { reseller_id: number }[]; ukupno: Totals };
    const none = await get<ByChannel>(`/dashboard/ukupno-po-distributerima/?${range}&distributeri=`);
    expect(none.distributeri).toEqual([]);
    expect(figures(none.ukupno)).toEqual([0, 0, 0, 0]);
    const all = await get<ByChannel>(`/dashboard/ukupno-po-distributerima/?${range}`);
    expect(all.distributeri.map((d) => d.reseller_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    [`/dashboard/ukupno-po-uslugama/?${range}&usluge=1&usluge=9`, { usluge: ['Value does not exists in array'] }],
    [`/dashboard/usluge-intervalno/?${range}&distributeri=3&distributeri=99`, { distributeri: ['Value does not exists in array'] }],
    [`/parking/provider-list/?${range}&distributeri=0`, { distributeri: ['Value does not exists in array'] }],
    [`/garaze/garaza/1/po-artiklima/?${range}&distributeri=2,12`, { distributeri: ['Value does not exists in array'] }],
    [`/prodaja/igeusprovider/1/intervalno/?${range}&distributeri=2&distributeri=x`, { distributeri: ['A valid integer is required.'] }],
  ])('answers 400 for an unknown or malformed id, never dropping it: %s', async (path, body) => {
    expect(await callJson(path, { token: admin })).toEqual({ status: 400, body });
  });
});

describe('date windows (the simulator clock: 2026-11-21)', () => {
  const status = async (path: string) => (await call(path, { token: admin })).status;
  const q = (begin: string, end: string) => `begin_date=${begin}&end_date=${end}`;

  it('transactions: from 30 days before today to today, a field error on the date outside', async () => {
    for (const base of ['/parking/provider/1/transakcije/', '/garaze/garaza/1/transakcije/', '/prodaja/igeusprovider/1/transakcije/']) {
      expect(await status(`${base}?${q('2026-10-22', '2026-10-22')}`), base).toBe(200);
      expect(await status(`${base}?${q('2026-11-21', '2026-11-21')}&excel=true`), base).toBe(200);
      const before = await callJson<Record<string, unknown>>(`${base}?${q('2026-10-21', '2026-10-21')}`, { token: admin });
      expect(before.status).toBe(400);
      expect(before.body).toMatchObject({
        begin_date: ['Ensure this date is on or after 2026-10-22.'],
        end_date: ['Ensure this date is on or after 2026-10-22.'],
      });
      const after = await callJson<Record<string, unknown>>(`${base}?${q('2026-11-21', '2026-11-22')}&excel=true`, { token: admin });
      expect(after.status).toBe(400);
      expect(after.body).toMatchObject({ end_date: ['Ensure this date is on or before 2026-11-21.'] });
      expect(after.body.begin_date).toBeUndefined();
    }
  });

  it('park tickets: from 730 days before today to today', async () => {
    expect(await status(`/parkovi/park/1/ulaznice/?${q('2024-11-21', '2024-11-21')}`)).toBe(200);
    expect(await status(`/parkovi/park/1/ulaznice/?${q('2026-11-21', '2026-11-21')}`)).toBe(200);
    const old = await callJson<Record<string, unknown>>(`/parkovi/park/1/ulaznice/?${q('2024-11-20', '2026-11-21')}`, { token: admin });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ begin_date: ['Ensure this date is on or after 2024-11-21.'] });
    const future = await callJson<Record<string, unknown>>(`/parkovi/park/1/ulaznice/?${q('2026-11-01', '2026-12-01')}&excel=true`, { token: admin });
    expect(future.body).toMatchObject({ end_date: ['Ensure this date is on or before 2026-11-21.'] });
  });

  it('sales reports: a range of at most two years (end no later than the same date two years on)', async () => {
    const reports = [
      '/dashboard/ukupno-po-uslugama/',
      '/dashboard/distributeri-intervalno/',
      '/parking/provider-list/',
      '/parking/provider/1/po-artiklima/',
      '/garaze/garage-list/',
      '/garaze/garaza/1/po-distributerima/',
      '/parkovi/parkovi-list/',
      '/parkovi/park/1/intervalno/',
      '/prodaja/igeusprovider-list/',
      '/prodaja/igeusprovider/1/detaljno/',
    ];
    for (const path of reports) {
      expect(await status(`${path}?${q('2024-11-21', '2026-11-21')}`), path).toBe(200);
      expect(await callJson(`${path}?${q('2024-11-20', '2026-11-21')}`, { token: admin }), path).toEqual({
        status: 400,
        body: { end_date: ['Ensure the period is not longer than two years.'] },
      });
    }
    expect(await status(`/garaze/garaza/1/artikl-po-distributerima/?${q('2023-01-01', '2026-01-01')}&item_price=1.60`)).toBe(400);
    // Ranges in the past or future are not windowed: days without data are zero.
    expect(await status(`/parking/provider-list/?${q('2020-01-01', '2021-12-31')}`)).toBe(200);
  });

  it('leaves receipts unwindowed (the spec gives them no window)', async () => {
    expect(await status(`/parking/provider/1/racuni/?${q('2025-06-01', '2025-06-01')}`)).toBe(200);
  });
});

describe('400s of transactions, tickets and downloads carry a text beside the field errors', () => {
  const expect400 = async (path: string, body: Record<string, unknown>) =>
    expect(await callJson(path, { token: admin }), path).toEqual({ status: 400, body });

  it('transactions (list and excel=true): the window, the missing search, anything else', async () => {
    const window = 'Transakcije su dostupne za razdoblje od 22.10.2026. do 21.11.2026.';
    await expect400('/parking/provider/1/transakcije/?begin_date=2026-10-01&end_date=2026-10-01', {
      detail: window,
      begin_date: ['Ensure this date is on or after 2026-10-22.'],
      end_date: ['Ensure this date is on or after 2026-10-22.'],
    });
    await expect400('/garaze/garaza/1/transakcije/?begin_date=2026-11-20&end_date=2026-11-21&excel=true', {
      detail: 'Izvoz nije moguć. Za razdoblje dulje od jednog dana upišite broj karte.',
      ticket_number: ['If the period is longer than one day, ticket number is mandatory.'],
    });
    await expect400('/prodaja/igeusprovider/1/transakcije/?begin_date=2026-11-20&end_date=2026-11-21', {
      detail: 'Za razdoblje dulje od jednog dana upišite registraciju ili broj karte.',
      transaction_input: ['If the period is longer than one day, license plate / ticket number is mandatory.'],
    });
    await expect400('/prodaja/igeusprovider/1/transakcije/', {
      detail: 'Odaberite početni i završni datum.',
      begin_date: ['This field is required.'],
      end_date: ['This field is required.'],
    });
  });

  it('park tickets (list and excel=true)', async () => {
    await expect400('/parkovi/park/1/ulaznice/?begin_date=2024-01-01&end_date=2024-01-31', {
      detail: 'Ulaznice su dostupne za razdoblje od 21.11.2024. do 21.11.2026.',
      begin_date: ['Ensure this date is on or after 2024-11-21.'],
      end_date: ['Ensure this date is on or after 2024-11-21.'],
    });
    await expect400('/parkovi/park/1/ulaznice/?begin_date=2026-11-21&end_date=2026-11-01&excel=true', {
      detail: 'Izvoz nije moguć. Početni datum ne smije biti nakon završnog.',
      begin_date: ['Begin date must not be after end date.'],
    });
  });

  it('every excel=true list download and the receipts spreadsheet; the JSON lists keep plain field errors', async () => {
    for (const list of ['/parking/provider-list/', '/garaze/garage-list/', '/parkovi/parkovi-list/', '/prodaja/igeusprovider-list/']) {
      await expect400(`${list}?begin_date=2020-01-01&end_date=2026-11-21&excel=true`, {
        detail: 'Izvoz nije moguć. Razdoblje smije trajati najviše dvije godine.',
        end_date: ['Ensure the period is not longer than two years.'],
      });
      await expect400(`${list}?begin_date=2026-11-01&end_date=2026-11-21&distributeri=42&excel=true`, {
        detail: 'Izvoz nije moguć. Upit nije ispravan: provjerite označena polja.',
        distributeri: ['Value does not exists in array'],
      });
      await expect400(`${list}?begin_date=2020-01-01&end_date=2026-11-21`, { end_date: ['Ensure the period is not longer than two years.'] });
    }
    await expect400('/parking/provider/1/racuni/?begin_date=2026-11-21&download=true', {
      detail: 'Izvoz nije moguć. Odaberite početni i završni datum.',
      end_date: ['This field is required.'],
    });
  });
});

describe('receipt PDFs', () => {
  it('are named after the receipt number exactly: filename and filename* (its / percent-encoded)', async () => {
    const { body } = await callJson<{ racuni: { id: number; broj_racuna: string }[] }>(
      '/parking/provider/1/racuni/?begin_date=2026-11-21&end_date=2026-11-21',
      { token: admin },
    );
    for (const receipt of body.racuni.slice(0, 3)) {
      expect(receipt.broj_racuna).toContain('/');
      const pdf = await call(`/parking/provider/1/racuni/download/?transaction_id=${receipt.id}`, { token: admin });
      expect(pdf.status).toBe(200);
      const disposition = pdf.headers.get('content-disposition') ?? '';
      expect(disposition).toBe(
        `attachment; filename="${receipt.broj_racuna}.pdf"; filename*=UTF-8''${receipt.broj_racuna.replaceAll('/', '%2F')}.pdf`,
      );
      const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
      expect(decodeURIComponent(star)).toBe(`${receipt.broj_racuna}.pdf`);
    }
  });

  it('keeps plain names plain and escapes what a quoted name cannot carry', () => {
    expect(contentDisposition('transakcije.xlsx')).toBe('attachment; filename="transakcije.xlsx"');
    expect(contentDisposition('Račun "1".pdf')).toBe(`attachment; filename="Ra_un \\"1\\".pdf"; filename*=UTF-8''Ra%C4%8Dun%20%221%22.pdf`);
  });
});

describe('working-period form permissions', () => {
  type Period = { id: number | null; request_id: number | null };

  async function periods() {
    setScenario('pending-changes');
    const { body } = await callJson<{ radna_vremena: Period[] }>('/parking/provider/1/radno-vrijeme/', { token: admin });
    const period = body.radna_vremena.find((p) => p.id !== null)?.id;
    const request = body.radna_vremena.find((p) => p.request_id !== null)?.request_id;
    if (!period || !request) throw new Error('no period or pending request on provider 1');
    return { period, request };
  }

  it.each(['ParkingProviderNewWorkingPeriodView', 'ParkingProviderEditWorkingPeriodView'] as const)(
    '%s reads what the forms load: zones, period and request details, weekdays, provider info',
    async (permission) => {
      const { period, request } = await periods();
      const token = await userWith('parking', [permission]);
      for (const path of [
        '/parking/provider/1/zone/',
        `/parking/provider/1/radno-vrijeme/${period}/detaljno/`,
        `/parking/provider/1/radno-vrijeme-request/${request}/detaljno/`,
        '/radna-vremena/popis-dana/',
        '/parking/provider/1/info/',
      ]) {
        expect((await call(path, { token })).status, path).toBe(200);
      }
      // Nothing beyond the forms, and only the partner's own provider.
      const zone = (await callJson<{ zone_list: { id: number }[] }>('/parking/provider/1/zone/', { token })).body.zone_list[0]?.id;
      for (const path of [
        `/parking/provider/1/zona/${zone}/detaljno/`,
        '/parking/provider/1/zone/geojson/',
        '/parking/provider/1/iznimke/',
        '/parking/provider/1/radno-vrijeme/',
        `/parking/provider/1/po-artiklima/?${range}`,
        '/parking/provider/2/zone/',
        '/parking/provider/2/info/',
      ]) {
        expect(await callJson(path, { token }), path).toEqual(FORBIDDEN);
      }
    },
  );

  it('without a form permission the same reads are 403', async () => {
    const { period } = await periods();
    const token = await userWith('parking', ['ObracuniView']);
    for (const path of ['/parking/provider/1/zone/', `/parking/provider/1/radno-vrijeme/${period}/detaljno/`, '/parking/provider/1/info/']) {
      expect(await callJson(path, { token }), path).toEqual(FORBIDDEN);
    }
    expect((await call('/radna-vremena/popis-dana/', { token })).status).toBe(200);
  });
});
