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

  it('reports the server text of a failure without field errors', () => {
    const error = new ApiError({ kind: 'http', status: 400, ...parseErrorBody({ error_msg: 'Nope' }) });
    expect(applyServerErrors(error, vi.fn(), []).messages).toEqual(['Nope']);
  });

  it('treats a non-API failure as unknown', () => {
    expect(applyServerErrors(new Error('x'), vi.fn(), [])).toEqual({ messages: [], placed: false, kind: 'unknown' });
  });
});
