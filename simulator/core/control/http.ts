/**
 * The control surface over HTTP, under /__simulator/ on the simulator's origin (the demo panel,
 * tests and scripts use it):
 *   GET    /__simulator/state
 *   POST   /__simulator/reset      { seed?, today?, time?, scenario?, wire? }
 *   POST   /__simulator/scenario   { scenario }
 *   POST   /__simulator/wire       { wire: 'rich' | 'minimal' }
 *   POST   /__simulator/latency    { ms }
 *   POST   /__simulator/faults     { method?, path, status?, body?, networkError?, malformed?, delay?, times? }
 *   DELETE /__simulator/faults     (all)  and  DELETE /__simulator/faults/:id
 *   GET    /__simulator/personas
 *   GET    /__simulator/change-requests?status=pending|approved|rejected|withdrawn|all
 *   POST   /__simulator/change-requests/:id/approve
 *   POST   /__simulator/change-requests/:id/reject   { reason }
 *   GET    /__simulator/change-requests/history?kind=working_period|closing_rule|polygon&id=
 *   GET    /__simulator/change-requests/described?status=…   (each with names, before and after)
 *   POST   /__simulator/sessions/end   { session } | { username }   (one session, by its cookie's key, or
 *                                        an account's sessions end, as when they expire; a persona token stays)
 */
import { HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { http } from '../msw-http';
import { z } from 'zod';
import { CHANGE_REQUEST_KINDS, CHANGE_REQUEST_STATUSES } from '../../../src/api/contract/working-periods';
import { controlPath } from '../base';
import { DomainError } from '../errors';
import { WIRE_MODES } from '../wire/mode';
import { approveChangeRequest, changeHistory, describeChangeRequests, listChangeRequests, rejectChangeRequest } from './approvals';
import { faultInput } from './faults';
import { PERSONA_DEFINITIONS, PERSONA_PASSWORD, PERSONAS, personaToken } from './personas';
import { SCENARIOS, SCENARIO_DEFINITIONS } from './scenarios';
import {
  clearFaults,
  getState,
  removeFault,
  resetSimulator,
  setFault,
  setLatency,
  setScenario,
  setWireMode,
  whenReady,
} from './state';
import { endSessions } from './sessions';

const resetInput = z.object({
  seed: z.number().int().optional(),
  today: z.iso.date().optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/).optional(),
  scenario: z.enum(SCENARIOS).optional(),
  wire: z.enum(WIRE_MODES).optional(),
});
const wireInput = z.object({ wire: z.enum(WIRE_MODES) });
const scenarioInput = z.object({ scenario: z.enum(SCENARIOS) });
const latencyInput = z.object({ ms: z.number().nonnegative() });
const rejectInput = z.object({ reason: z.string().trim().min(1) });
const endSessionsInput = z.union([z.object({ session: z.string().min(1) }), z.object({ username: z.string().min(1) })]);
const requestStatus = z.enum([...CHANGE_REQUEST_STATUSES, 'all']).default('pending');
const historyQuery = z.object({ kind: z.enum(CHANGE_REQUEST_KINDS), id: z.coerce.number().int() });

/** A domain rule's answer, or its error as the API would send it. */
async function domainAnswer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return json(await run());
  } catch (error) {
    if (error instanceof DomainError) return json(error.body(), { status: error.status });
    throw error;
  }
}

async function readBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const text = await request.text();
  let value: unknown = {};
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return HttpResponse.json({ detail: 'The body is not JSON.' }, { status: 400 });
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
    }
    return HttpResponse.json(errors, { status: 400 });
  }
  return parsed.data;
}

function json(body: unknown, init?: ResponseInit): Response {
  return HttpResponse.json(body as DefaultBodyType, init);
}

export function personaList() {
  return PERSONAS.map((name) => {
    const persona = PERSONA_DEFINITIONS[name];
    return {
      name,
      username: persona.username,
      password: PERSONA_PASSWORD,
      token: personaToken(name),
      first_name: persona.firstName,
      last_name: persona.lastName,
      email: persona.email,
      permissions: [...persona.permissions],
      settings: [...persona.settings],
      description: persona.description,
    };
  });
}

function idParam(params: PathParams): number {
  const value = params.id;
  return Number(typeof value === 'string' ? value : value?.[0]);
}

export const controlHandlers = [
  http.get(controlPath('/state'), async () => {
    await whenReady();
    return json(getState());
  }),
  http.post(controlPath('/reset'), async ({ request }) => {
    const input = await readBody(request, resetInput);
    if (input instanceof Response) return input;
    return json(await resetSimulator(input));
  }),
  http.post(controlPath('/scenario'), async ({ request }) => {
    const input = await readBody(request, scenarioInput);
    if (input instanceof Response) return input;
    await whenReady();
    setScenario(input.scenario);
    // Answered once the scenario's data is in, with the state that includes it (its pending
    // requests): a tab opened after the answer starts with it.
    await whenReady();
    return json(getState());
  }),
  http.get(controlPath('/scenarios'), () =>
    json(SCENARIOS.map((name) => ({ name, description: SCENARIO_DEFINITIONS[name].description }))),
  ),
  http.post(controlPath('/wire'), async ({ request }) => {
    const input = await readBody(request, wireInput);
    if (input instanceof Response) return input;
    await whenReady();
    return json(setWireMode(input.wire));
  }),
  http.post(controlPath('/latency'), async ({ request }) => {
    const input = await readBody(request, latencyInput);
    if (input instanceof Response) return input;
    await whenReady();
    return json(setLatency(input.ms));
  }),
  http.post(controlPath('/faults'), async ({ request }) => {
    const input = await readBody(request, faultInput);
    if (input instanceof Response) return input;
    await whenReady();
    return json(setFault({ ...input, method: input.method ?? undefined }), { status: 201 });
  }),
  http.delete(controlPath('/faults'), async () => {
    await whenReady();
    clearFaults();
    return json(getState());
  }),
  http.delete(controlPath('/faults/:id'), async ({ params }) => {
    await whenReady();
    return removeFault(idParam(params))
      ? json(getState())
      : json({ detail: 'Not found.' }, { status: 404 });
  }),
  http.get(controlPath('/personas'), () => json(personaList())),
  http.post(controlPath('/sessions/end'), async ({ request }) => {
    const input = await readBody(request, endSessionsInput);
    if (input instanceof Response) return input;
    await whenReady();
    return json({ ended: endSessions(input) });
  }),
  http.get(controlPath('/change-requests'), ({ request }) => {
    const status = requestStatus.safeParse(new URL(request.url).searchParams.get('status') ?? undefined);
    if (!status.success) return json({ status: ['Unknown status.'] }, { status: 400 });
    return domainAnswer(() => listChangeRequests(status.data));
  }),
  http.get(controlPath('/change-requests/described'), ({ request }) => {
    const status = requestStatus.safeParse(new URL(request.url).searchParams.get('status') ?? undefined);
    if (!status.success) return json({ status: ['Unknown status.'] }, { status: 400 });
    return domainAnswer(() => describeChangeRequests(status.data));
  }),
  http.get(controlPath('/change-requests/history'), ({ request }) => {
    const query = historyQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return json({ detail: 'kind and id are required.' }, { status: 400 });
    return domainAnswer(() => changeHistory(query.data.kind, query.data.id));
  }),
  http.post(controlPath('/change-requests/:id/approve'), ({ params }) =>
    domainAnswer(() => approveChangeRequest(idParam(params))),
  ),
  http.post(controlPath('/change-requests/:id/reject'), async ({ request, params }) => {
    const input = await readBody(request, rejectInput);
    if (input instanceof Response) return input;
    return domainAnswer(() => rejectChangeRequest(idParam(params), input.reason));
  }),
];
