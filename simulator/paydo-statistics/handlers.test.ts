import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  PAYDO_SECTIONS,
  knownPaymentKind,
  knownPromotion,
  knownPurchaseGroup,
  paydoQuery,
  paydoSections,
  type UserGroups,
} from '../../src/api/contract/paydo';
import { personaToken } from '../core/control/personas';
import { setScenario } from '../core/control/state';
import { call, callJson, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

const admin = personaToken('admin');
const range = 'beginDate=2026-01-01&endDate=2026-03-31';
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
    const groups = await callJson<UserGroups>(`/paydo-statistika/svi_korisnici/?${range}`, { token: admin });
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
      const res = await callJson<{ content: Day[] }>(`/paydo-statistika/korisnici_i_kupovine/?beginDate=2026-01-01&endDate=2026-01-31&page=${page}`, {
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
      beginDate: ['This field is required.'],
      endDate: ['This field is required.'],
    });
    expect((await call('/paydo-statistika/sve_kupovine/?beginDate=2018-04-15&endDate=2019-01-01', { token: admin })).status).toBe(400);
    expect((await call('/paydo-statistika/sve_kupovine/?beginDate=2026-11-01&endDate=2026-11-21', { token: admin })).status).toBe(400);
    expect((await call('/paydo-statistika/sve_kupovine/?beginDate=2018-04-16&endDate=2026-11-20', { token: admin })).status).toBe(200);
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

describe('statistics parameters and wire (operations.md §7)', () => {
  it('takes beginDate and endDate, the spec\'s names, on every section and on the export; begin_date is not read', async () => {
    const res = await callJson<{ content: unknown[]; records_total: number }>(
      '/paydo-statistika/korisnici_i_kupovine/?beginDate=2026-11-01&endDate=2026-11-20',
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.records_total).toBe(20);
    expect(res.body.content).toHaveLength(20);
    expect(await callJson('/paydo-statistika/korisnici_i_kupovine/?begin_date=2026-11-01&end_date=2026-11-20', { token: admin })).toEqual({
      status: 400,
      body: { beginDate: ['This field is required.'], endDate: ['This field is required.'] },
    });
    expect(await callJson('/paydo-statistika/web_data/?beginDate=2026-11-10&endDate=2026-11-01', { token: admin })).toEqual({
      status: 400,
      body: { endDate: ['The end date must not be before the start date.'] },
    });
    expect(paydoQuery.safeParse({ beginDate: '2026-11-01', endDate: '2026-11-20', page: '2' }).success).toBe(true);
    expect(paydoQuery.safeParse({ begin_date: '2026-11-01', end_date: '2026-11-20' }).success).toBe(false);
  });

  it('answers a failed export with a Croatian text beside the field errors', async () => {
    expect(await callJson('/paydo-statistika/?beginDate=2018-01-01&endDate=2018-12-31&excel=true', { token: admin })).toEqual({
      status: 400,
      body: {
        detail: 'Izvoz nije moguć. Statistika je dostupna za razdoblje od 16.04.2018. do 20.11.2026.',
        beginDate: ['Ensure this date is on or after 2018-04-16.'],
      },
    });
    expect(await callJson('/paydo-statistika/?excel=true', { token: admin })).toEqual({
      status: 400,
      body: {
        detail: 'Izvoz nije moguć. Odaberite početni i završni datum.',
        beginDate: ['This field is required.'],
        endDate: ['This field is required.'],
      },
    });
  });

  it('reads counts, amounts and page counts sent as numbers or numeric strings as numbers; keys are open', () => {
    const rows = paydoSections.korisnici_i_kupovine.parse({
      content: [{ datum: '2026-11-01', broj_korisnika: '12', privatni: 10, poslovni: '2', broj_kupovina: '30', iznos: 61.5, android: '14', ios: 9 }],
      records_total: '1',
    });
    expect(rows).toEqual({
      content: [{ datum: '2026-11-01', broj_korisnika: 12, privatni: 10, poslovni: 2, broj_kupovina: 30, iznos: 61.5, android: 14, ios: 9 }],
      records_total: 1,
    });
    expect(paydoSections.korisnici_i_kupovine.safeParse({ content: [], records_total: 'many' }).success).toBe(false);
    const groups = paydoSections.broj_kupovina.parse({
      content: [
        { grupa: 1, broj_korisnika: '1', privatni: '1', poslovni: '0', broj_kupovina: '1', iznos: '2.00' },
        { grupa: 'VIP', broj_korisnika: 2, privatni: 2, poslovni: 0, broj_kupovina: 200, iznos: '400.00' },
        { grupa: null, broj_korisnika: 0, privatni: 0, poslovni: 0, broj_kupovina: 0, iznos: 0 },
      ],
      records_total: 3,
    });
    expect(groups.content.map((g) => g.grupa)).toEqual(['1', 'VIP', null]);
    expect(knownPurchaseGroup('1')).toBe('1');
    expect(knownPurchaseGroup('VIP')).toBeNull();
    const promotions = paydoSections.promocije_ukupno.parse({ content: [{ promocija: 'visa', broj: '3', korist: '1.50' }], records_total: 1 });
    expect(promotions.content[0]).toEqual({ promocija: 'visa', broj: 3, korist: 1.5 });
    expect([knownPromotion('paydo'), knownPromotion('visa')]).toEqual(['paydo', null]);
    const payments = paydoSections.svi_korisnici.shape.paymentsList.parse([
      { datum: '2026-11-01', vrsta: 'kripto', paymentsCount: '4', paymentsValue: '10.00' },
    ]);
    expect(payments[0]).toEqual({ datum: '2026-11-01', vrsta: 'kripto', paymentsCount: 4, paymentsValue: 10 });
    expect([knownPaymentKind('bon'), knownPaymentKind('kripto')]).toEqual(['bon', null]);
    const tokens = paydoSections.tokenizirane_kartice.parse({ content: [{ mjesec: '11', godina: '2026', mastercard: '1', ostale: 2, ukupno: '3' }], records_total: '1' });
    expect(tokens.content[0]).toEqual({ mjesec: 11, godina: 2026, mastercard: 1, ostale: 2, ukupno: 3 });
    expect(paydoSections.tokenizirane_kartice.safeParse({ content: [{ mjesec: 13, godina: 2026, mastercard: 1, ostale: 2, ukupno: 3 }], records_total: 1 }).success).toBe(false);
  });
});

describe('mobile payment statistics, scenario empty', () => {
  it('answers no rows and no groups', async () => {
    setScenario('empty');
    for (const section of ['korisnici_i_kupovine', 'broj_kupovina', 'promocije_ukupno', 'po_gradovima', 'poslovni_korisnici', 'tokenizirane_kartice']) {
      const res = await callJson<{ content: unknown[]; records_total: number }>(`/paydo-statistika/${section}/?${range}`, { token: admin });
      expect(res.body, section).toEqual({ content: [], records_total: 0 });
    }
    expect((await callJson(`/paydo-statistika/korisnik_max_kupovina/?${range}`, { token: admin })).body).toEqual([]);
    const groups = await callJson<UserGroups>(`/paydo-statistika/novi_korisnici/?${range}`, { token: admin });
    expect(groups.body).toEqual({ typeOfUserList: [], purchasesList: [], amountsList: [], paymentsList: [] });
  });
});
