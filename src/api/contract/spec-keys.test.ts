/**
 * Every reporting contract area accepts an answer that carries only the keys reporting.md §3 and §7
 * list (and rejects one that lacks a listed key): the client is no stricter than the spec. Richer
 * answers (the simulator's) are checked by the simulator's own contract tests.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResponse, permissionListResponse, userInfoResponse } from './auth';
import { distributeriResponse, uslugeResponse } from './common';
import {
  distributeriIntervalnoResponse,
  ukupnoPoDistributerimaResponse,
  ukupnoPoUslugamaResponse,
  uslugeIntervalnoResponse,
} from './dashboard';
import { garageInfoResponse, garageListResponse } from './garages';
import { providerListResponse, racuniResponse } from './parking';
import { parkoviListResponse, ulazniceResponse } from './parks';
import {
  detaljnoResponse,
  intervalnoResponse,
  poArtiklimaResponse,
  poDistributerimaResponse,
  providerInfoResponse,
  transakcijeResponse,
} from './reports';
import { igeusProviderListResponse } from './sales';
import { obracuniResponse } from './statements';

/** The parse, or the paths of the fields that failed. */
function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`not accepted: ${result.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
  return result.data;
}

const totals = { total_count: 3, valid_count: 2, total_amount: '4.80', valid_amount: '3.20' };
const valid = { valid_count: 2, valid_amount: '3.20' };
const raspon = { raspon_dana: ['2026-11-01'], raspon_tjedana: ['2026-10-27'], raspon_mjeseci: ['2026-11-01'] };
const point = { ...totals, datum: '2026-11-01' };

describe('reporting answers with only the spec keys', () => {
  it('common: services and sales channels', () => {
    expect(parse(uslugeResponse, { usluge: [{ service_type_id: 1, name: 'Parking' }] }).usluge[0]?.service_type_id).toBe(1);
    expect(parse(distributeriResponse, { distributeri: [{ reseller_id: '2', name: 'SMS' }] }).distributeri[0]?.reseller_id).toBe(2);
  });

  it('auth: a login answer without a token; user info and permissions', () => {
    expect(parse(loginResponse, {})).toEqual({});
    expect(parse(loginResponse, { detail: 'ok' })).toEqual({});
    expect(parse(loginResponse, { token: 'abc' })).toEqual({ token: 'abc' });
    const info = { first_name: 'Ana', last_name: 'Horvat', email: '', permissions: [], settings: [], user_subscriptions: [] };
    expect(parse(userInfoResponse, info).first_name).toBe('Ana');
    expect(parse(permissionListResponse, { permissions: ['DashboardView'] }).permissions).toEqual(['DashboardView']);
  });

  it('dashboard: totals per service and channel, and their series', () => {
    expect(parse(ukupnoPoUslugamaResponse, { usluge: [{ ...totals, service_type_id: 1, service_type_name: 'Parking' }], ukupno: totals }).ukupno.valid_amount).toBe(3.2);
    expect(parse(ukupnoPoDistributerimaResponse, { distributeri: [{ ...totals, reseller_id: 2, reseller_name: 'SMS' }], ukupno: totals }).distributeri).toHaveLength(1);
    const usluge = { ...raspon, usluge: [{ service_type_id: 1, name: 'Parking' }], usluge_dnevno: [{ ...point, usluga: 1 }], usluge_tjedno: [], usluge_mjesecno: [] };
    expect(parse(uslugeIntervalnoResponse, usluge).usluge_dnevno[0]?.usluga).toBe(1);
    const distributeri = { ...raspon, distributeri: [{ reseller_id: 2, name: 'SMS' }], distributeri_dnevno: [{ ...point, reseller: 2 }], distributeri_tjedno: [], distributeri_mjesecno: [] };
    expect(parse(distributeriIntervalnoResponse, distributeri).distributeri_dnevno[0]?.reseller).toBe(2);
  });

  it('parking: provider list, provider info without supplier, receipts', () => {
    const row = { ...totals, provider_id: 1, naziv: 'Parking Zagreb', supplier: 'ZGH', distributeri: [{ reseller_id: 2, reseller_name: 'SMS', ...valid }] };
    expect(parse(providerListResponse, { single_provider: false, provider_list: [row], ukupno: totals }).provider_list[0]?.provider_id).toBe(1);
    const info = parse(providerInfoResponse, { info: { id: 1, code: 'P1', name: 'Parking Zagreb', izdaje_svoj_racun: true, latitude: '45.8', longitude: '15.9' } }).info;
    expect(info).toMatchObject({ id: 1, izdaje_svoj_racun: true, latitude: 45.8 });
    expect(info.supplier).toBeUndefined();
    const receipt = { id: 4, date_of_transaction: '2026-11-20T08:00:00Z', payment_type: 'Kartica', article_name: 'Sat', broj_racuna: '12/3', quantity: 1, total_amount: '1.60' };
    expect(parse(racuniResponse, { racuni: [receipt], ukupno_racuna: 1, broj_stranica: 1 }).racuni[0]?.broj_racuna).toBe('12/3');
  });

  it('transactions: the short status description only (status_opisno is optional), nullable validity', () => {
    const transaction = {
      id: 1,
      trans_ref: 'R-1',
      vrijeme_transakcije: '2026-11-20T08:00:00Z',
      vrijedi_od: null,
      vrijedi_do: null,
      kolicina: 1,
      iznos: '1.60',
      status: 'USPJESNO',
      status_opisno_kratko: 'OK',
      transaction_input: 'ZG1234AB',
      zone_name: null,
      reseller_name: 'SMS',
      is_valid: true,
      is_active: false,
    };
    const parsed = parse(transakcijeResponse, { transakcije: [transaction], ukupno_transakcija: 1, broj_stranica: 1 });
    expect(parsed.transakcije[0]).toMatchObject({ status_opisno_kratko: 'OK', iznos: 1.6 });
    expect(parsed.transakcije[0]?.status_opisno).toBeUndefined();
    // The short form is the one §3 names as a server key: without it the row is refused.
    const { status_opisno_kratko: _short, ...withoutShort } = transaction;
    expect(() => parse(transakcijeResponse, { transakcije: [withoutShort], ukupno_transakcija: 1, broj_stranica: 1 })).toThrow('transakcije.0.status_opisno_kratko');
  });

  it('garages: rows with the valid figures only (no total_*); info', () => {
    const parsed = parse(garageListResponse, { ukupno: totals, garage_list: [{ garage_id: 3, name: 'Garaža Tuškanac', supplier: 'ZGH', ...valid }], single_garage: false });
    expect(parsed.garage_list[0]).toEqual({ garage_id: 3, name: 'Garaža Tuškanac', supplier: 'ZGH', valid_count: 2, valid_amount: 3.2 });
    expect(parse(garageInfoResponse, { info: { id: 3, name: 'Garaža Tuškanac' } }).info.id).toBe(3);
    // A listed key is still required.
    expect(() => parse(garageListResponse, { ukupno: totals, garage_list: [{ garage_id: 3, name: 'G', supplier: 'S', valid_count: 2 }], single_garage: false })).toThrow(
      'garage_list.0.valid_amount',
    );
  });

  it('parks: rows with the valid figures only; tickets without an id', () => {
    expect(parse(parkoviListResponse, { parkovi_list: [{ park_id: 5, naziv: 'Maksimir', ...valid }], ukupno: totals }).parkovi_list[0]?.park_id).toBe(5);
    const ticket = { name: 'Ana', email: 'ana@example.hr', quantity: 2, order_date: '2026-11-20T08:00:00Z', price: '5.00', payment_type: 'Kartica', total_incl_tax: '10.00' };
    const parsed = parse(ulazniceResponse, { ulaznice: [ticket], ukupno_ulaznica: 1, broj_stranica: 1 });
    expect(parsed.ulaznice[0]).toMatchObject({ quantity: 2, total_incl_tax: 10 });
    expect(parsed.ulaznice[0]?.id).toBeUndefined();
  });

  it('sales: the provider rows with all four figures', () => {
    expect(parse(igeusProviderListResponse, { single_provider: true, provider_list: [{ ...totals, provider_id: 7, naziv: 'Prodaja' }], ukupno: totals }).single_provider).toBe(true);
  });

  it('entity reports: channels, articles (valid figures only, no ukupno), series, detail lines', () => {
    expect(parse(poDistributerimaResponse, { distributeri: [{ ...totals, reseller_id: 2, reseller_name: 'SMS' }], ukupno: totals }).distributeri).toHaveLength(1);
    const article = { id: 1, item: 'Sat', item_price: '1.60', shortcode: 'Z1', zone_name: null, ...valid, distributeri: [{ reseller_id: 2, reseller_name: 'SMS', ...valid }] };
    const articles = parse(poArtiklimaResponse, { artikli: [article] });
    expect(articles.ukupno).toBeUndefined();
    expect(articles.artikli[0]).toMatchObject({ item_price: 1.6, valid_count: 2 });
    expect(parse(intervalnoResponse, { ...raspon, dnevno: [point], tjedno: [], mjesecno: [] }).dnevno).toHaveLength(1);
    const line = { id: 1, datum: '2026-11-01', item: 'Sat', item_price: '1.60', reseller_name: 'SMS', shortcode: 'Z1', zone_name: 'Zona 1', ...valid };
    expect(parse(detaljnoResponse, { detaljno: [line] }).detaljno[0]?.zone_name).toBe('Zona 1');
  });

  it('statements: id, naziv and partner_naziv without a download URL', () => {
    const parsed = parse(obracuniResponse, { obracuni: [{ id: 7, naziv: 'Obračun 11/2026', partner_naziv: 'Parking Zagreb' }], ukupno_obracuna: 1, broj_stranica: 1 });
    expect(parsed.obracuni[0]).toMatchObject({ id: 7, naziv: 'Obračun 11/2026', partner_naziv: 'Parking Zagreb' });
  });
});
