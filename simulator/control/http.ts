/**
 * The control surface over HTTP, under /__simulator/ on any host (the demo panel, tests and
 * scripts use it):
 *   GET    /__simulator/state
 *   POST   /__simulator/reset      { seed?, today?, scenario? }
 *   POST   /__simulator/scenario   { scenario }
 *   POST   /__simulator/latency    { ms }
 *   POST   /__simulator/faults     { method?, path, status?, body?, networkError?, malformed?, delay?, times? }
 *   DELETE /__simulator/faults     (all)  and  DELETE /__simulator/faults/:id
 *   GET    /__simulator/personas
 * Issue 3 adds GET /__simulator/change-requests and POST .../:id/approve, .../:id/reject here.
 */
import { HttpResponse, http, type DefaultBodyType, type PathParams } from 'msw';
import { z } from 'zod';
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
  whenReady,
} from './state';

export const CONTROL_BASE = '/__simulator';

const resetInput = z.object({
  seed: z.number().int().optional(),
  today: z.iso.date().optional(),
  scenario: z.enum(SCENARIOS).optional(),
});
const scenarioInput = z.object({ scenario: z.enum(SCENARIOS) });
const latencyInput = z.object({ ms: z.number().nonnegative() });

function controlPath(path: string): string {
  return `*${CONTROL_BASE}${path}`;
}

async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const text = await request.text();
  let value: unknown = {};
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return HttpResponse.json({ detail: 'The body is not JSON.' }, { status: 400 });
  }
  const parsed = schema.safeParse(value);
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
    return json(setScenario(input.scenario));
  }),
  http.get(controlPath('/scenarios'), () =>
    json(SCENARIOS.map((name) => ({ name, description: SCENARIO_DEFINITIONS[name].description }))),
  ),
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
];
