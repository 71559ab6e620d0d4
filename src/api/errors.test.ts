import { describe, expect, it } from 'vitest';
import { errorBody } from './contract/errors';
import { afterEach, beforeEach } from 'vitest';
import { ApiError, isAuthFailure, isNotFound, parseErrorBody, setFailureTexts } from './errors';

const http400 = (body: unknown) => new ApiError({ kind: 'http', status: 400, ...parseErrorBody(body) });

describe('parseErrorBody', () => {
  it('flattens nested field errors to dotted paths, first message per field', () => {
    expect(
      parseErrorBody({
        working_days: [{ time_from: ['Time has wrong format.', 'Second.'], time_to: 'One text.' }, {}, { week_day: ['Duplicate.'] }],
        polygon: { features: { 0: { geometry: ['Invalid geometry.'] } } },
        parking_zone_ids: ['This list may not be empty.'],
      }).fieldErrors,
    ).toEqual({
      'working_days.0.time_from': 'Time has wrong format.',
      'working_days.0.time_to': 'One text.',
      'working_days.2.week_day': 'Duplicate.',
      'polygon.features.0.geometry': 'Invalid geometry.',
      parking_zone_ids: 'This list may not be empty.',
    });
  });

  it('keeps non_field_errors apart; a nested one belongs to its item', () => {
    const parsed = parseErrorBody({ non_field_errors: ['Whole form.'], working_days: [{}, { non_field_errors: ['Item.'] }] });
    expect(parsed.nonFieldErrors).toEqual(['Whole form.']);
    expect(parsed.fieldErrors).toEqual({ 'working_days.1': 'Item.' });
  });

  it('reads a bare list as the whole request errors, and nothing from a text or null', () => {
    expect(parseErrorBody(['Not allowed now.'])).toMatchObject({ nonFieldErrors: ['Not allowed now.'], fieldErrors: {} });
    expect(parseErrorBody('<html>Bad gateway</html>')).toEqual({});
    expect(parseErrorBody(null)).toEqual({});
  });

  it('still reads what an off-contract body holds', () => {
    const body = { detail: 'Text.', code: 7, field: [1, 'Message.'] };
    expect(errorBody.safeParse(body).success).toBe(false);
    expect(parseErrorBody(body)).toEqual({ fieldErrors: { field: 'Message.' }, nonFieldErrors: [], serverMessage: 'Text.' });
  });
});

describe('ApiError.serverText', () => {
  it.each([
    ['detail first', { detail: 'D', error_msg: 'M', error: 'E', non_field_errors: ['N'], begin_date: ['F'] }, 'D'],
    ['then error_msg', { error_msg: 'M', error: 'E', non_field_errors: ['N'], begin_date: ['F'] }, 'M'],
    ['then error', { error: 'E', non_field_errors: ['N'], begin_date: ['F'] }, 'E'],
    ['then the first non-field error', { non_field_errors: ['N', 'N2'], begin_date: ['F'] }, 'N'],
    ['then the first field error', { begin_date: ['F', 'F2'], end_date: ['G'] }, 'F'],
    ['then a nested field error', { working_days: [{}, { time_from: ['T'] }] }, 'T'],
  ])('%s', (_name, body, text) => {
    const error = http400(body);
    expect(error.serverText).toBe(text);
    expect(error.message).toBe(text);
  });

  it('is undefined when the server sent no text', () => {
    const error = http400({});
    expect(error.serverText).toBeUndefined();
    expect(error.message).toBe('http 400');
    expect(new ApiError({ kind: 'network', path: '/x/', detail: 'fetch failed' }).serverText).toBeUndefined();
  });
});

describe('the error body contract', () => {
  it('accepts field errors as lists, texts and nested objects and lists, beside detail', () => {
    expect(
      errorBody.safeParse({
        detail: 'Razdoblje je izvan dopuštenog.',
        begin_date: ['Datum je izvan dopuštenog razdoblja.'],
        working_days: [{ time_from: ['Wrong.'] }, {}],
        polygon: { features: { 0: ['Invalid.'] } },
        non_field_errors: ['Whole.'],
      }).success,
    ).toBe(true);
    expect(errorBody.safeParse({ detail: ['not a text'] }).success).toBe(false);
  });
});

describe('an auth failure', () => {
  it('is a 401 from the API, which the app handles; a 403 and anything else is the screen’s to show', () => {
    expect(isAuthFailure(new ApiError({ kind: 'http', status: 401, path: '/x/' }))).toBe(true);
    expect(isAuthFailure(new ApiError({ kind: 'http', status: 403, path: '/x/' }))).toBe(false);
    expect(isAuthFailure(new ApiError({ kind: 'http', status: 404, path: '/x/' }))).toBe(false);
    expect(isAuthFailure(new ApiError({ kind: 'network', path: '/x/' }))).toBe(false);
    expect(isAuthFailure(new Error('401'))).toBe(false);
  });
});

describe('a not-found answer', () => {
  it('is a 404 from the API; other statuses, network trouble and other errors are load failures', () => {
    expect(isNotFound(new ApiError({ kind: 'http', status: 404, path: '/x/' }))).toBe(true);
    expect(isNotFound(new ApiError({ kind: 'http', status: 500, path: '/x/' }))).toBe(false);
    expect(isNotFound(new ApiError({ kind: 'network', path: '/x/' }))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});

describe('what the user is shown of a failure', () => {
  const FORBIDDEN = 'You do not have permission for this action. If you think you should be authorized for this action, try logging in again.';
  const failed = (status: number, body: unknown) => new ApiError({ kind: 'http', status, path: '/x/', ...parseErrorBody(body) });
  beforeEach(() => setFailureTexts({ forbidden: FORBIDDEN }));
  afterEach(() => setFailureTexts({ forbidden: '' }));

  it('a 403 reads as the specs’ permission message, whatever Django said', () => {
    for (const detail of ['CSRF Failed: CSRF cookie not set.', 'CSRF Failed: CSRF token missing or incorrect.', 'You do not have permission to perform this action.']) {
      const error = failed(403, { detail });
      expect(error.serverText).toBe(FORBIDDEN);
      expect(error.serverMessage).toBe(FORBIDDEN);
      // Logs keep the server's words.
      expect(error.message).toBe(detail);
    }
  });

  it('developer text is never shown: tracebacks, HTML pages, the text of a 401 (CSRF reasons are 403s, above)', () => {
    // Django's own 500 pages and a proxy's answers are text or HTML, not a DRF error object.
    expect(failed(500, 'Traceback (most recent call last):\n  File "views.py"').serverText).toBeUndefined();
    expect(failed(500, '<!DOCTYPE html><html><body><h1>Server Error (500)</h1></body></html>').serverText).toBeUndefined();
    expect(failed(502, '<html><body>502 Bad Gateway</body></html>').serverText).toBeUndefined();
    expect(failed(401, { detail: 'Invalid token.' }).serverText).toBeUndefined();
  });

  it('DRF field errors and the texts of other 4xx answers still show', () => {
    expect(failed(400, { error: 'Period longer than 31 days.' }).serverText).toBe('Period longer than 31 days.');
    expect(failed(400, { non_field_errors: ['Periods overlap.'] }).serverText).toBe('Periods overlap.');
    const fields = failed(400, { valid_to: ['Must not be before valid_from.'] });
    expect(fields.serverText).toBe('Must not be before valid_from.');
    expect(fields.fieldErrors).toEqual({ valid_to: 'Must not be before valid_from.' });
    expect(failed(404, { detail: 'Nije pronađeno.' }).serverText).toBe('Nije pronađeno.');
    expect(failed(503, { error: 'Baza podataka nije dostupna.' }).serverText).toBe('Baza podataka nije dostupna.');
  });
});
