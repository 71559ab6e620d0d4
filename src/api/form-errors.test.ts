import { describe, expect, it, vi } from 'vitest';
import { ApiError, parseErrorBody } from './errors';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it('puts the first message of each known field under it and returns the rest', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      ...parseErrorBody({
        new_password: ['Too short.', 'Too common.'],
        other: ['Elsewhere.'],
        non_field_errors: ['Whole form.'],
      }),
    });
    const setError = vi.fn();
    const result = applyServerErrors(error, setError, ['new_password', 'confirm_password'] as const);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('new_password', { type: 'server', message: 'Too short.' });
    expect(result).toEqual({ messages: ['Whole form.', 'Elsewhere.'], placed: true, kind: 'http' });
  });

  it('puts a nested field error under the matching field of a field array', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      ...parseErrorBody({
        valid_to: ['The end date must not be before the start date.'],
        working_days: [{ time_from: ['Time has wrong format.', 'Second.'] }, {}, { non_field_errors: ['Duplicate day.'] }],
        parking_zone_ids: { 1: ['Invalid pk "99" - object does not exist.'] },
      }),
    });
    const setError = vi.fn();
    type Form = {
      valid_to: string;
      working_days: { time_from: string; time_to: string }[];
    };
    const result = applyServerErrors<Form>(error, setError, ['valid_to', 'working_days']);
    expect(setError.mock.calls).toEqual([
      ['valid_to', { type: 'server', message: 'The end date must not be before the start date.' }],
      ['working_days.0.time_from', { type: 'server', message: 'Time has wrong format.' }],
      ['working_days.2', { type: 'server', message: 'Duplicate day.' }],
    ]);
    expect(result).toEqual({ messages: ['Invalid pk "99" - object does not exist.'], placed: true, kind: 'http' });
  });

  it('names a nested field exactly, or by its parent only', () => {
    const error = new ApiError({ kind: 'http', status: 400, ...parseErrorBody({ working_days: [{ time_to: ['Wrong.'] }] }) });
    const exact = vi.fn();
    applyServerErrors(error, exact, ['working_days.0.time_to']);
    expect(exact).toHaveBeenCalledWith('working_days.0.time_to', { type: 'server', message: 'Wrong.' });
    const prefixOnly = vi.fn();
    // `working` is not a parent of `working_days`.
    expect(applyServerErrors(error, prefixOnly, ['working']).messages).toEqual(['Wrong.']);
    expect(prefixOnly).not.toHaveBeenCalled();
  });

  it('reports the server text of a failure without field errors', () => {
    const error = new ApiError({ kind: 'http', status: 400, ...parseErrorBody({ error_msg: 'Nope' }) });
    expect(applyServerErrors(error, vi.fn(), []).messages).toEqual(['Nope']);
  });

  it('treats a non-API failure as unknown', () => {
    expect(applyServerErrors(new Error('x'), vi.fn(), [])).toEqual({ messages: [], placed: false, kind: 'unknown' });
  });
});
