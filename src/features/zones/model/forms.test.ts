import { describe, expect, it } from 'vitest';
import {
  canCopyTimes,
  clearedEnd,
  copyTimesToAll,
  emptyPeriod,
  formPath,
  periodErrorPlace,
  periodFields,
  periodForm,
  periodInput,
  ruleErrorPlace,
  ruleForm,
  setNoCharge,
  setTimeFrom,
  type PeriodFormValues,
  type RuleFormValues,
} from './forms';
import type { z } from 'zod';
import { ApiError } from '../../../api/errors';
import { serverErrors, showServerErrors } from './server-errors';
import { toPeriodBody } from './wire';

const weekdays = ['Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota', 'Nedjelja'].map((name, weekDay) => ({ weekDay, name }));

/** A schema's messages by field path, the first per field (as react-hook-form's resolver shows them). */
function errorsOf<T>(schema: z.ZodType<T, T>, values: T): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const validatePeriod = (values: PeriodFormValues, requireZones: boolean) => errorsOf(periodForm(requireZones), values);
const validateRule = (values: RuleFormValues) => errorsOf(ruleForm, values);

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
  it('accepts a complete period, and gives back its values unchanged', () => {
    expect(validatePeriod(filled(), true)).toEqual({});
    expect(periodForm(true).parse(filled())).toEqual(filled());
  });

  it('requires the dates, a zone and both times of every chargeable day', () => {
    const errors = validatePeriod(emptyPeriod(weekdays), true);
    expect(errors.zoneIds).toBe('validation.zonesRequired');
    expect(errors.validFrom).toBe('validation.required');
    expect(errors.validTo).toBe('validation.required');
    expect(errors['days.0.timeFrom']).toBe('validation.required');
    expect(errors['days.6.timeTo']).toBe('validation.required');
    expect(Object.keys(errors)).toHaveLength(3 + 2 * 7);
    expect(validatePeriod(emptyPeriod(weekdays), false).zoneIds).toBeUndefined();
  });

  it('asks nothing of a no-charge day, and keeps a field to one message', () => {
    const values = filled();
    values.days[0] = { ...values.days[0]!, noCharge: true, timeFrom: '', timeTo: '' };
    values.days[1] = { ...values.days[1]!, timeFrom: '', timeTo: '' };
    values.validFrom = null;
    expect(validatePeriod(values, true)).toEqual({
      validFrom: 'validation.required',
      'days.1.timeFrom': 'validation.required',
      'days.1.timeTo': 'validation.required',
    });
    // An impossible to-hour is named as such, not as before the from-hour.
    values.days[1] = { ...values.days[1]!, timeFrom: '10:00', timeTo: '0' };
    expect(validatePeriod(values, true)['days.1.timeTo']).toBe('validation.time');
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

  it("copies the first day's times to every chargeable day, and only offers it for two or more", () => {
    const days = filled().days.map((day, i) => (i === 0 ? { ...day, timeFrom: '06:30', timeTo: '23:00' } : i === 2 ? setNoCharge(day, true) : day));
    const copied = copyTimesToAll(days);
    expect(copied.filter((d) => !d.noCharge).every((d) => d.timeFrom === '06:30' && d.timeTo === '23:00')).toBe(true);
    expect(copied[2]).toEqual(days[2]);
    expect(copied[6]!.noCharge).toBe(true);
    // A first day without charge has no times to copy: nothing changes, and the button is not offered.
    const mondayFree = days.map((day, i) => (i === 0 ? setNoCharge(day, true) : i === 1 ? { ...day, timeFrom: '05:00' } : day));
    expect(copyTimesToAll(mondayFree)).toEqual(mondayFree);
    expect(canCopyTimes(mondayFree)).toBe(false);
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
    expect(validateRule({ zoneIds: [], closingStart: null, closingEnd: null, reason: ' ' })).toEqual({
      closingStart: 'validation.required',
      closingEnd: 'validation.required',
      reason: 'validation.required',
    });
    expect(validateRule({ zoneIds: [1], closingStart: '2027-01-02', closingEnd: '2027-01-01', reason: 'Blagdan' })).toEqual({
      closingEnd: 'validation.endBeforeStart',
    });
    expect(validateRule({ zoneIds: [1], closingStart: '2027-01-02', closingEnd: '2027-01-02', reason: 'Blagdan' })).toEqual({});
  });

  it('checks its dates by the same rule as the working period', () => {
    const ranges: [string | null, string | null][] = [
      [null, null],
      ['2027-01-02', null],
      [null, '2027-01-02'],
      ['2027-01-02', '2027-01-01'],
      ['2027-01-01', '2027-01-02'],
    ];
    for (const [start, end] of ranges) {
      const rule = validateRule({ zoneIds: [], closingStart: start, closingEnd: end, reason: 'Blagdan' });
      const period = validatePeriod({ ...filled(), validFrom: start, validTo: end }, true);
      expect([rule.closingStart, rule.closingEnd]).toEqual([period.validFrom, period.validTo]);
    }
  });
});

describe('where each form shows a server error', () => {
  it('lists the working-period fields in the order the form shows them', () => {
    expect(periodFields(2, true)).toEqual(['zoneIds', 'validFrom', 'validTo', 'description', 'days.0.timeFrom', 'days.0.timeTo', 'days.1.timeFrom', 'days.1.timeTo']);
    expect(periodFields(1, false)).toEqual(['validFrom', 'validTo', 'description', 'days.0.timeFrom', 'days.0.timeTo']);
  });

  it('puts a day’s other errors under the day, and what the form does not show in the banner', () => {
    expect(periodErrorPlace('validTo', 7, false)).toBe('validTo');
    expect(periodErrorPlace('days.2.timeTo', 7, false)).toBe('days.2.timeTo');
    expect(periodErrorPlace('days.3.noCharge', 7, false)).toBe('days.3');
    expect(periodErrorPlace('days.3.weekDay', 7, false)).toBe('days.3');
    expect(periodErrorPlace('days.4', 7, false)).toBe('days.4');
    expect(periodErrorPlace('days', 7, false)).toBe('days');
    expect(periodErrorPlace('zoneIds', 7, true)).toBe('zoneIds');
    expect(periodErrorPlace('zoneIds', 7, false)).toBeNull();
    expect(periodErrorPlace('days.7.timeFrom', 7, false)).toBeNull();
    expect(periodErrorPlace('days.7', 7, false)).toBeNull();
    expect(periodErrorPlace('reason', 7, false)).toBeNull();
    expect(ruleErrorPlace('reason')).toBe('reason');
    expect(ruleErrorPlace('closingEnd')).toBe('closingEnd');
    expect(ruleErrorPlace('validFrom')).toBeNull();
    expect(ruleErrorPlace('zoneIds')).toBeNull();
  });
});

/** The server's refusal of a save (400) with these field errors and non_field_errors. */
const refused = (fieldErrors: Record<string, string>, nonFieldErrors: string[] = []) =>
  new ApiError({ kind: 'http', status: 400, fieldErrors, nonFieldErrors });

describe('server errors', () => {
  it('places nested weekday errors under their fields and keeps non_field_errors for the banner', () => {
    const error = refused(
      { valid_to: 'Kraj je prije početka.', 'working_days.2.time_to': 'Neispravno vrijeme.', 'working_days.4': 'Dvostruki dan.' },
      ['Razdoblje se preklapa s postojećim.'],
    );
    const { fields, banner } = serverErrors(error, (path) => path);
    expect(Object.fromEntries(fields)).toEqual({ validTo: 'Kraj je prije početka.', 'days.2.timeTo': 'Neispravno vrijeme.', 'days.4': 'Dvostruki dan.' });
    expect(banner).toEqual(['Razdoblje se preklapa s postojećim.']);
  });

  it('sends an error the form cannot show to the banner, and a day’s other errors under the day', () => {
    const error = refused({
      parking_zone_ids: 'Zona nije aktivna.',
      'working_days.3.no_charge': 'Neispravna vrijednost.',
      'working_days.1.unknown_field': 'Nepoznato polje.',
      reason: 'Predugo.',
    });
    const place = (path: string) => {
      if (path === 'zoneIds') return null;
      const day = /^days\.(\d+)\.noCharge$/.exec(path);
      return day ? `days.${day[1]}` : path;
    };
    const { fields, banner } = serverErrors(error, place);
    expect(Object.fromEntries(fields)).toEqual({ 'days.3': 'Neispravna vrijednost.', reason: 'Predugo.' });
    expect(banner).toEqual(['Zona nije aktivna.', 'Nepoznato polje.']);
  });

  /** A form's setError that writes down what it was asked. */
  function recorder() {
    const shown: Record<string, string> = {};
    return { setError: (path: string, error: { type: 'server'; message: string }) => void (shown[path] = `${error.type}: ${error.message}`), shown };
  }

  it('shows each error under its place, as the server’s', () => {
    const error = refused(
      { 'working_days.1.time_to': 'Neispravno vrijeme.', 'working_days.0.no_charge': 'Dvostruki dan.', valid_to: 'Predugo razdoblje.', reason: 'Nije polje.' },
      ['Razdoblje se preklapa s postojećim.'],
    );
    const { setError, shown } = recorder();
    const result = showServerErrors(error, setError, (path) => periodErrorPlace(path, 7, false));
    expect(shown).toEqual({ 'days.1.timeTo': 'server: Neispravno vrijeme.', 'days.0': 'server: Dvostruki dan.', validTo: 'server: Predugo razdoblje.' });
    expect(result).toEqual({ banner: ['Razdoblje se preklapa s postojećim.', 'Nije polje.'], placed: true });
  });

  it('says nothing was placed when everything went to the banner, or nothing came', () => {
    const rule = recorder();
    expect(showServerErrors(refused({ valid_from: 'Ne ovdje.' }, ['Preklapanje.']), rule.setError, ruleErrorPlace)).toEqual({
      banner: ['Preklapanje.', 'Ne ovdje.'],
      placed: false,
    });
    expect(rule.shown).toEqual({});
    expect(showServerErrors(new ApiError({ kind: 'http', status: 500 }), rule.setError, ruleErrorPlace)).toEqual({ banner: [], placed: false });
    expect(showServerErrors(new Error('offline'), rule.setError, ruleErrorPlace)).toEqual({ banner: [], placed: false });
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
