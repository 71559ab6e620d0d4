import { describe, expect, it } from 'vitest';
import { toPeriodBody } from '../api';
import {
  canCopyTimes,
  clearedEnd,
  copyTimesToAll,
  emptyPeriod,
  formPath,
  periodInput,
  setNoCharge,
  setTimeFrom,
  validatePeriod,
  validateRule,
  type PeriodFormValues,
} from './forms';

const weekdays = ['Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota', 'Nedjelja'].map((name, weekDay) => ({ weekDay, name }));

function filled(): PeriodFormValues {
  const values = emptyPeriod(weekdays, [3]);
  return {
    ...values,
    validFrom: '2027-01-01',
    validTo: '2027-03-31',
    days: values.days.map((day) => (day.weekDay === 6 ? setNoCharge(day, true) : { ...day, timeFrom: '07:00', timeTo: '21:00' })),
  };
}

describe('working-period form', () => {
  it('accepts a complete period', () => {
    expect(validatePeriod(filled(), true)).toEqual({});
  });

  it('requires the dates, a zone and both times of every chargeable day', () => {
    const errors = validatePeriod(emptyPeriod(weekdays), true);
    expect(errors.zoneIds).toBe('validation.zonesRequired');
    expect(errors.validFrom).toBe('validation.required');
    expect(errors.validTo).toBe('validation.required');
    expect(errors['days.0.timeFrom']).toBe('validation.required');
    expect(errors['days.6.timeTo']).toBe('validation.required');
    expect(validatePeriod(emptyPeriod(weekdays), false).zoneIds).toBeUndefined();
  });

  it('rejects an end before the start and a to-hour before the from-hour', () => {
    const values = filled();
    values.validTo = '2026-12-31';
    values.days[1] = { ...values.days[1]!, timeFrom: '10:00', timeTo: '09:00' };
    const errors = validatePeriod(values, true);
    expect(errors.validTo).toBe('validation.endBeforeStart');
    expect(errors['days.1.timeTo']).toBe('validation.toBeforeFrom');
  });

  it('names a time that is not hh:mm, and compares only complete times', () => {
    const values = filled();
    values.days[2] = { ...values.days[2]!, timeFrom: '25:00', timeTo: '07:3' };
    const errors = validatePeriod(values, true);
    expect(errors['days.2.timeFrom']).toBe('validation.time');
    expect(errors['days.2.timeTo']).toBe('validation.time');
    // A half-typed start does not clear the end.
    const day = { weekDay: 0, noCharge: false, timeFrom: '07:00', timeTo: '21:00' };
    expect(setTimeFrom(day, '2').timeTo).toBe('21:00');
    expect(setTimeFrom(day, '22:3').timeTo).toBe('21:00');
    expect(setTimeFrom(day, '22:30').timeTo).toBe('');
  });

  it('clears the times when no-charge is turned on, and the end when the start moves past it', () => {
    const day = { weekDay: 0, noCharge: false, timeFrom: '07:00', timeTo: '21:00' };
    expect(setNoCharge(day, true)).toEqual({ weekDay: 0, noCharge: true, timeFrom: '', timeTo: '' });
    expect(setTimeFrom(day, '22:00').timeTo).toBe('');
    expect(setTimeFrom(day, '08:00').timeTo).toBe('21:00');
    expect(clearedEnd('2027-02-01', '2027-01-31')).toBeNull();
    expect(clearedEnd('2027-01-01', '2027-01-31')).toBe('2027-01-31');
  });

  it('copies the first chargeable day to every chargeable day, and only offers it for two or more', () => {
    const days = filled().days.map((day, i) => (i === 0 ? setNoCharge(day, true) : i === 1 ? { ...day, timeFrom: '06:30', timeTo: '23:00' } : day));
    const copied = copyTimesToAll(days);
    expect(copied[0]).toEqual(days[0]);
    expect(copied.slice(1, 6).every((d) => d.timeFrom === '06:30' && d.timeTo === '23:00')).toBe(true);
    expect(copied[6]!.noCharge).toBe(true);
    expect(canCopyTimes(days)).toBe(true);
    expect(canCopyTimes(days.map((d, i) => (i === 1 ? d : setNoCharge(d, true))))).toBe(false);
  });

  it('sends a no-charge day as 00:00:00–00:00:00 and times with seconds', () => {
    const body = toPeriodBody(periodInput(filled(), true));
    expect(body.parking_zone_ids).toEqual([3]);
    expect(body.working_days[0]).toEqual({ week_day: 0, no_charge: false, time_from: '07:00:00', time_to: '21:00:00' });
    expect(body.working_days[6]).toEqual({ week_day: 6, no_charge: true, time_from: '00:00:00', time_to: '00:00:00' });
    expect(toPeriodBody(periodInput(filled(), false)).parking_zone_ids).toBeUndefined();
  });

  it('maps server field errors to form fields, nested weekday errors included', () => {
    expect(formPath('valid_from')).toBe('validFrom');
    expect(formPath('working_days.2.time_to')).toBe('days.2.timeTo');
    expect(formPath('working_days.1')).toBe('days.1');
    expect(formPath('parking_zone_ids')).toBe('zoneIds');
    expect(formPath('closing_end')).toBe('closingEnd');
    expect(formPath('non_field_errors')).toBeNull();
    expect(formPath('something_else')).toBeNull();
  });
});

describe('closing-rule form', () => {
  it('requires start, end and reason, with the end not before the start', () => {
    expect(validateRule({ zoneIds: [], closingStart: null, closingEnd: null, reason: ' ' }, false)).toEqual({
      closingStart: 'validation.required',
      closingEnd: 'validation.required',
      reason: 'validation.required',
    });
    expect(validateRule({ zoneIds: [1], closingStart: '2027-01-02', closingEnd: '2027-01-01', reason: 'Blagdan' }, true)).toEqual({
      closingEnd: 'validation.endBeforeStart',
    });
  });
});

describe('server errors', () => {
  it('places nested weekday errors under their fields and keeps non_field_errors for the banner', async () => {
    const { ApiError } = await import('../../../api/errors');
    const { serverErrors } = await import('./server-errors');
    const error = new ApiError({
      kind: 'http',
      status: 400,
      fieldErrors: { valid_to: 'Kraj je prije početka.', 'working_days.2.time_to': 'Neispravno vrijeme.', 'working_days.4': 'Dvostruki dan.' },
      nonFieldErrors: ['Razdoblje se preklapa s postojećim.'],
    });
    expect(serverErrors(error)).toEqual({
      fields: { validTo: 'Kraj je prije početka.', 'days.2.timeTo': 'Neispravno vrijeme.', 'days.4': 'Dvostruki dan.' },
      banner: ['Razdoblje se preklapa s postojećim.'],
    });
  });

  it('sends an error the form cannot show to the banner, and a day’s other errors under the day', async () => {
    const { ApiError } = await import('../../../api/errors');
    const { serverErrors } = await import('./server-errors');
    const error = new ApiError({
      kind: 'http',
      status: 400,
      fieldErrors: {
        parking_zone_ids: 'Zona nije aktivna.',
        'working_days.3.no_charge': 'Neispravna vrijednost.',
        'working_days.1.unknown_field': 'Nepoznato polje.',
        reason: 'Predugo.',
      },
      nonFieldErrors: [],
    });
    const place = (path: string) => {
      if (path === 'zoneIds') return null;
      const day = /^days\.(\d+)\.noCharge$/.exec(path);
      return day ? `days.${day[1]}` : path;
    };
    expect(serverErrors(error, place)).toEqual({
      fields: { 'days.3': 'Neispravna vrijednost.', reason: 'Predugo.' },
      banner: ['Zona nije aktivna.', 'Nepoznato polje.'],
    });
  });
});

describe('weekday names', () => {
  it('names weekdays from Monday (0) in the UI language', async () => {
    const { weekdayName } = await import('./forms');
    expect(weekdayName(0, 'hr-HR')).toBe('Ponedjeljak');
    expect(weekdayName(5, 'hr-HR')).toBe('Subota');
    expect(weekdayName(6, 'en-GB')).toBe('Sunday');
  });
});
