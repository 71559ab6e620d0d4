import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PAYDO_SECTIONS, type UserGroupsWire } from '../../src/api/contract/paydo';
import { personaToken } from '../control/personas';
import { call, callJson, setupSimulatorTests } from '../test-support';

setupSimulatorTests();

const admin = personaToken('admin');
const range = 'begin_date=2026-01-01&end_date=2026-03-31';
const n = (s: string) => Number(s);

describe('mobile payment statistics', () => {
  it('answers every section on-contract, with paging where the spec pages', async () => {
    for (const section of PAYDO_SECTIONS) {
      const res = await call(`/paydo-statistika/${section}/?${range}`, { token: admin });
      expect(res.status, section).toBe(200);
    }
    const page2 = await callJson<{ content: unknown[]; records_total: number }>(`/paydo-statistika/korisnici_i_kupovine/?${range}&page=2`, {
      token: admin,
    });
    expect(page2.body.records_total).toBe(90);
    expect(page2.body.content).toHaveLength(20);
  });

  it('keeps totals consistent', async () => {
    type Day = { broj_korisnika: number; privatni: number; poslovni: number; broj_kupovina: number; android: number; ios: number };
    const days = await callJson<{ content: Day[] }>(`/paydo-statistika/korisnici_i_kupovine/?${range}`, { token: admin });
    for (const d of days.body.content) {
      expect(d.broj_korisnika).toBe(d.privatni + d.poslovni);
      expect(d.android + d.ios).toBeLessThanOrEqual(d.broj_kupovina);
    }
    const groups = await callJson<UserGroupsWire>(`/paydo-statistika/svi_korisnici/?${range}`, { token: admin });
    for (const p of groups.body.purchasesList) {
      expect(p.ukupno).toBe(p.android + p.ios + p.web + p.ostalo);
      expect(p.ukupno).toBe(p.domaci + p.strani);
      expect(p.ukupno).toBe(p.prepaid + p.kartica + p.promo);
      expect(p.kartica).toBe(p.tokenizirana_kartica + p.jednokratna_kartica);
    }
    for (const u of groups.body.typeOfUserList) expect(u.ukupno).toBe(u.privatni + u.poslovni + u.gost);
    const monthly = await callJson<{ content: Record<string, number | string>[] }>(`/paydo-statistika/sve_kupovine/?${range}`, { token: admin });
    const janDays: Day[] = [];
    for (const page of [1, 2]) {
      const res = await callJson<{ content: Day[] }>(`/paydo-statistika/korisnici_i_kupovine/?begin_date=2026-01-01&end_date=2026-01-31&page=${page}`, {
        token: admin,
      });
      janDays.push(...res.body.content);
    }
    const jan = monthly.body.content[0] as Record<string, number | string>;
    expect(jan.ukupno_broj).toBe(janDays.reduce((a, d) => a + d.broj_kupovina, 0));
    expect(jan.ukupno_broj).toBe(Number(jan.nepoznato_broj) + Number(jan.web_broj) + Number(jan.mobilna_broj));
    expect(n(String(jan.mobilna_iznos))).toBeCloseTo(n(String(jan.android_iznos)) + n(String(jan.ios_iznos)) + n(String(jan.split_iznos)), 2);
    const cities = await callJson<{ content: { broj_kupovina: number }[] }>(`/paydo-statistika/po_gradovima/?${range}`, { token: admin });
    expect(cities.body.content.reduce((a, c) => a + c.broj_kupovina, 0)).toBe(jan.ukupno_broj as number + (monthly.body.content.slice(1) as Record<string, number>[]).reduce((a, m) => a + (m.ukupno_broj ?? 0), 0));
    const top = await callJson<unknown[]>(`/paydo-statistika/korisnik_max_kupovina/?${range}`, { token: admin });
    expect(Array.isArray(top.body)).toBe(true);
  });

  it('validates the date range: required, min 2018-04-16, max yesterday', async () => {
    expect((await callJson('/paydo-statistika/sve_kupovine/', { token: admin })).body).toEqual({
      begin_date: ['This field is required.'],
      end_date: ['This field is required.'],
    });
    expect((await call('/paydo-statistika/sve_kupovine/?begin_date=2018-04-15&end_date=2019-01-01', { token: admin })).status).toBe(400);
    expect((await call('/paydo-statistika/sve_kupovine/?begin_date=2026-11-01&end_date=2026-11-21', { token: admin })).status).toBe(400);
    expect((await call('/paydo-statistika/sve_kupovine/?begin_date=2018-04-16&end_date=2026-11-20', { token: admin })).status).toBe(200);
    expect((await call(`/paydo-statistika/sve_kupovine/?${range}`, { token: personaToken('parking') })).status).toBe(403);
  });

  it('sends by mail and exports BmoveStatistika.xlsx', async () => {
    const recipients = await callJson<{ recipient_list: { email: string }[] }>('/paydo-statistika/primatelji/', { token: admin });
    const to = recipients.body.recipient_list[0]?.email ?? '';
    const mail = await callJson<{ message: string }>(`/paydo-statistika/?${range}&recipient=${to}`, { token: admin });
    expect(mail.body.message).toContain(to);
    expect((await call(`/paydo-statistika/?${range}&recipient=x@y.hr`, { token: admin })).status).toBe(400);
    const file = await call(`/paydo-statistika/?${range}&excel=true`, { token: admin });
    expect(file.headers.get('content-disposition')).toContain('BmoveStatistika.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.getWorksheet('Korisnici i kupovine')?.rowCount).toBe(91);
  });
});
