/**
 * Test support: the answers a server built to the specs may give to a successful write. The specs
 * leave write bodies unspecified, so the client must take any 2xx as success, whatever follows it.
 * Every write test runs over all of them.
 */
import { HttpResponse } from 'msw';

export const WRITE_SUCCESS_ANSWERS = {
  '204 with no body': () => new HttpResponse(null, { status: 204 }),
  '201 with {}': () => HttpResponse.json({}, { status: 201 }),
  '200 with {}': () => HttpResponse.json({}, { status: 200 }),
  '200 with an unknown body': () => HttpResponse.json({ ok: true, message: 'Zaprimljeno', request: 'later' }, { status: 200 }),
  '201 with a text body': () => new HttpResponse('Created', { status: 201, headers: { 'Content-Type': 'text/plain' } }),
} as const;

export type WriteAnswerName = keyof typeof WRITE_SUCCESS_ANSWERS;

export const writeAnswerNames = Object.keys(WRITE_SUCCESS_ANSWERS) as WriteAnswerName[];
