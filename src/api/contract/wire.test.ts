/**
 * The wire primitives: numbers are parsed from strings (reporting.md §7). Every id, count, page
 * count and amount accepts a JSON number or a numeric string and yields a number; anything else
 * fails at its field. Open values and optional coordinates of the report schemas.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { knownTransactionStatus, providerInfoResponse, transactionWire } from './reports';
import { statementWire } from './statements';
import { systemStatusResponse } from './system';
import { count, decimal, id, integer, pageCount } from './wire';

function issuePaths(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('numeric wire primitives', () => {
  it.each([
    ['integer', integer, [0, 7, -3, '0', '7', '-3', '12345678'], [0, 7, -3, 0, 7, -3, 12345678]],
    ['id', id, [1, '42'], [1, 42]],
    ['count', count, [0, 12, '0', '12'], [0, 12, 0, 12]],
    ['pageCount', pageCount, [1, '3'], [1, 3]],
    ['decimal', decimal, [0, 1.6, -2.5, '1234.50', '-0.75', '3', 3], [0, 1.6, -2.5, 1234.5, -0.75, 3, 3]],
  ] as const)('%s accepts a number or a numeric string and yields a number', (_name, schema, inputs, outputs) => {
    expect(inputs.map((value) => z.parse(schema, value))).toEqual(outputs);
  });

  it.each([
    ['integer', integer, ['abc', '', ' 1', '1.5', '1e3', '0x10', 1.5, Number.NaN, null, true, []]],
    ['count', count, ['abc', '-1', -1, '2.0', 2.5]],
    ['pageCount', pageCount, ['abc', '-1', -1]],
    ['decimal', decimal, ['abc', '', '1,50', '1.', '.5', '1.2.3', 'NaN', 'Infinity', Number.POSITIVE_INFINITY, null]],
  ] as const)('%s rejects what is not its number', (_name, schema, inputs) => {
    for (const value of inputs) expect(z.safeParse(schema, value).success, JSON.stringify(value)).toBe(false);
  });

  it('names the field of a non-numeric string, with a message that says what was expected', () => {
    const schema = z.object({ rows: z.array(z.object({ valid_count: count, valid_amount: decimal })) });
    const result = z.safeParse(schema, { rows: [{ valid_count: 1, valid_amount: '1.00' }, { valid_count: 'abc', valid_amount: 'x' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rows.1.valid_count', 'expected a non-negative integer (a number or a numeric string)'],
      ['rows.1.valid_amount', 'expected a decimal (a number or a numeric string)'],
    ]);
  });

  it('keeps the wire type (input) apart from the parsed type (output)', () => {
    const wire: z.input<typeof statementWire> = { id: '7', naziv: 'N', partner_naziv: 'P', download_url: '/obracun/7/download/' };
    const parsed: z.output<typeof statementWire> = statementWire.parse(wire);
    expect(parsed.id).toBe(7);
  });
});

describe('open values and optional fields of the report schemas', () => {
  const row = {
    id: '1',
    trans_ref: 'R-1',
    vrijeme_transakcije: '2026-11-20T08:00:00Z',
    vrijedi_od: null,
    vrijedi_do: null,
    kolicina: '2',
    iznos: '3.20',
    status: 'USPJESNO',
    status_opisno: 'Uspješno',
    status_opisno_kratko: 'OK',
    transaction_input: 'ZG1234AB',
    zone_name: null,
    reseller_name: 'SMS',
    is_valid: true,
    is_active: false,
  };

  it('accepts any transaction status, and knows the ones it can label', () => {
    expect(transactionWire.parse({ ...row, status: 'NEW_CODE_42' }).status).toBe('NEW_CODE_42');
    expect(knownTransactionStatus('USPJESNO')).toBe('USPJESNO');
    expect(knownTransactionStatus('STORNIRANO')).toBe('STORNIRANO');
    expect(knownTransactionStatus('NEW_CODE_42')).toBeNull();
    expect(transactionWire.parse(row)).toMatchObject({ id: 1, kolicina: 2, iznos: 3.2 });
  });

  it('accepts any system state', () => {
    const group = (state: string) => ({ name: 'SMS parking', state, tests: [{ name: 't', state, code: 'c' }] });
    const parsed = systemStatusResponse.parse({ status: { smspark: group('MAINTENANCE'), mgarage: group('OK') } });
    expect(parsed.status.smspark.state).toBe('MAINTENANCE');
  });

  it('takes provider coordinates as numbers, numeric strings, null or absent', () => {
    const info = { id: 1, code: 'P1', name: 'Parking', supplier: 'S', izdaje_svoj_racun: true };
    expect(providerInfoResponse.parse({ info: { ...info, latitude: '45.813', longitude: 15.977 } }).info).toMatchObject({
      latitude: 45.813,
      longitude: 15.977,
    });
    const withNull = providerInfoResponse.parse({ info: { ...info, latitude: null, longitude: null } }).info;
    expect([withNull.latitude, withNull.longitude]).toEqual([null, null]);
    const absent = providerInfoResponse.parse({ info }).info;
    expect([absent.latitude, absent.longitude]).toEqual([undefined, undefined]);
    expect(issuePaths(providerInfoResponse, { info: { ...info, latitude: 'north' } })).toEqual(['info.latitude']);
  });
});
