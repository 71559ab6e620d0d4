/**
 * The zones and working-periods contract is no stricter than operations.md §3: an answer with only the
 * keys §3 lists as server keys is accepted, one that lacks a listed key is refused, and the
 * simulator's richer answers (request action and status, weekday names, today and active flags,
 * zone details' codes and pending request) still parse. What the screens derive from these answers
 * is checked in the zones feature's api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closingRuleWire, iznimkeResponse, radnaVremenaResponse, workingPeriodWire } from './working-periods';
import { zoneDetailsResponse, zoneListResponse } from './zones';

/** The parse, or an error naming the paths of the fields that failed. */
function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`not accepted: ${result.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
  return result.data;
}

/** A working day with the spec's server keys only. */
const specDay = (week_day: number) => ({ week_day, time_from: '07:00:00', time_to: '21:00:00', no_charge: false });

/** A working period with the spec's server keys only (id and description share their names with the domain's). */
const specPeriod = {
  id: 7,
  request_id: null,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  description: 'Redovno',
  no_charge: false,
  working_days: [0, 1, 2, 3, 4, 5, 6].map(specDay),
};

const specRule = { id: 4, request_id: 9, closing_start: '2026-12-24', closing_end: '2026-12-26', reason: 'Božić' };

const without = <T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> => {
  const { [key]: _dropped, ...rest } = value;
  return rest;
};

describe('working hours: answers with only the spec keys', () => {
  it('accepts a period and its days without request_action, request_status, is_active, week_day_description or is_today', () => {
    const parsed = parse(radnaVremenaResponse, { radna_vremena: [specPeriod] }).radna_vremena[0]!;
    expect(parsed).toMatchObject({ id: 7, request_id: null, valid_from: '2026-01-01', no_charge: false });
    expect(parsed.is_active).toBeUndefined();
    expect(parsed.request_action).toBeUndefined();
    expect(parsed.working_days[0]).toEqual(specDay(0));
    // The details of one period and of one request have the same shape.
    expect(parse(workingPeriodWire, { ...specPeriod, id: null, request_id: 12 }).request_id).toBe(12);
  });

  it('accepts a closing rule without request_action or request_status', () => {
    expect(parse(iznimkeResponse, { iznimke: [specRule] }).iznimke[0]).toEqual(specRule);
    expect(parse(closingRuleWire, { ...specRule, request_id: null }).request_id).toBeNull();
  });

  it('still refuses an answer that lacks a key §3 lists', () => {
    for (const key of ['request_id', 'valid_from', 'valid_to', 'no_charge', 'working_days'] as const) {
      expect(() => parse(workingPeriodWire, without(specPeriod, key)), key).toThrow(key);
    }
    for (const key of ['week_day', 'time_from', 'time_to', 'no_charge'] as const) {
      expect(() => parse(workingPeriodWire, { ...specPeriod, working_days: [without(specDay(0), key)] }), key).toThrow(`working_days.0.${key}`);
    }
    for (const key of ['closing_start', 'closing_end', 'reason'] as const) {
      expect(() => parse(closingRuleWire, without(specRule, key)), key).toThrow(key);
    }
  });

  it('accepts the simulator’s richer period, with its extra keys checked when present', () => {
    const rich = {
      ...specPeriod,
      request_id: 3,
      request_action: 'update',
      request_status: 'pending',
      is_active: true,
      parking_zone_ids: [1, 2],
      working_days: [{ ...specDay(5), week_day_description: 'Subota', is_today: true }],
    };
    expect(parse(workingPeriodWire, rich)).toMatchObject({ request_action: 'update', request_status: 'pending', is_active: true });
    expect(() => parse(workingPeriodWire, { ...rich, request_status: 'maybe' })).toThrow('request_status');
  });
});

describe('zones: answers with only the spec keys', () => {
  const polygonData = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { zone_code: 'Z1', zone_name: 'Prva zona', city_code: 'ZG', fill: '#3388FF', 'fill-opacity': 0.2 },
        geometry: { type: 'MultiPolygon', coordinates: [[[[15.9, 45.8], [16, 45.8], [16, 45.9], [15.9, 45.8]]]] },
      },
    ],
  });

  it('accepts zone details with id, name, is_active and polygon_data only', () => {
    const parsed = parse(zoneDetailsResponse, { id: 3, name: 'Prva zona', is_active: true, polygon_data: polygonData });
    expect(parsed).toEqual({ id: 3, name: 'Prva zona', is_active: true, polygon_data: polygonData });
    expect(parse(zoneDetailsResponse, { id: 3, name: 'Prva zona', is_active: false, polygon_data: null }).polygon_data).toBeNull();
    for (const key of ['id', 'name', 'is_active', 'polygon_data']) {
      const wire: Record<string, unknown> = { id: 3, name: 'Prva zona', is_active: true, polygon_data: null };
      delete wire[key];
      expect(() => parse(zoneDetailsResponse, wire), key).toThrow(key);
    }
  });

  it('accepts the zone list with the spec keys, its periods with theirs', () => {
    const zone = { id: 3, code: 'Z1', name: 'Prva zona', color: '#FF0000', is_active: true, has_polygon_data: true, has_working_periods: true, working_periods: [specPeriod] };
    expect(parse(zoneListResponse, { zone_list: [zone] }).zone_list[0]?.working_periods[0]?.valid_to).toBe('2026-12-31');
    // Every key of a zone is one §3 lists, so each stays required.
    expect(() => parse(zoneListResponse, { zone_list: [without(zone, 'has_polygon_data')] })).toThrow('zone_list.0.has_polygon_data');
  });
});
