/**
 * Numbers are parsed from strings (reporting.md §7), for every report schema: the route table's
 * reporting routes and statements, each called on the simulator with its example request. The same
 * body with every number sent as a numeric string parses to the same value, so a screen renders the
 * same figures; a non-numeric string in any numeric field fails at that field. A route added to the
 * table is covered without a change here.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonRoutes, contractRoutes, reportingRoutes, type ContractRoute } from '../../../src/api/contract/routes';
import { personaToken } from '../control/personas';
import { callJson, exampleUrl, setupSimulatorTests } from '../test-support';

setupSimulatorTests();

type Path = (string | number)[];

/** The report routes that answer JSON: every reporting route, and statements. */
const REPORT_ROUTES = [...reportingRoutes, ...commonRoutes.filter((r) => r.area === 'statements')].filter(
  (r): r is ContractRoute & { response: z.core.$ZodType } => r.method === 'GET' && r.kind === 'json' && r.response !== null,
);

/** The same JSON with every number replaced by its decimal string. */
function numbersAsStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsStrings(v)]));
  }
  return value;
}

/** The path of the first number under every distinct field (array positions folded), in document order. */
function numberFields(value: unknown, path: Path = [], seen = new Set<string>(), out: Path[] = []): Path[] {
  if (typeof value === 'number') {
    const key = path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(path);
    }
  } else if (Array.isArray(value)) value.forEach((item, i) => numberFields(item, [...path, i], seen, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) numberFields(v, [...path, k], seen, out);
  }
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((p) => (node = node[p] as Record<string | number, unknown>));
  node[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/** Every key of the JSON, values dropped: what the simulator sent against what the schema kept. */
function keysOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keysOf(v)]));
  return null;
}

describe('numbers are parsed from strings, for every report schema', () => {
  it('covers every reporting area and statements', () => {
    expect(new Set(REPORT_ROUTES.map((r) => r.area))).toEqual(
      new Set(['dashboard', 'parking', 'garages', 'parks', 'sales', 'statements']),
    );
    expect(REPORT_ROUTES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(REPORT_ROUTES.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const url = exampleUrl(route);
    const { status, body } = await callJson(url, { token: personaToken('admin') });
    expect(status, url).toBe(200);
    const fields = numberFields(body);
    expect(fields.length, `${url} sends no number to test`).toBeGreaterThan(0);

    // The simulator sends the wire form, no key the contract does not know.
    const parsed = z.parse(route.response, body);
    expect(keysOf(parsed), url).toEqual(keysOf(body));

    // Every number as a numeric string: the same parsed value.
    const stringly = numbersAsStrings(body);
    expect(numberFields(stringly), url).toEqual([]);
    expect(z.parse(route.response, stringly), url).toEqual(parsed);

    // A non-numeric string in any numeric field fails at that field.
    for (const field of fields) {
      const result = z.safeParse(route.response, replaceAt(body, field, 'abc'));
      expect(result.success, `${url} ${field.join('.')}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.')), url).toContain(field.join('.'));
    }
  });
});

describe('the simulator sends the wire form it built', () => {
  const gets = contractRoutes.filter(
    (r): r is ContractRoute & { response: z.core.$ZodType } =>
      r.method === 'GET' && r.kind === 'json' && r.response !== null && !r.path.includes(':') === !r.example?.path,
  );

  it.each(gets.map((r) => [r.path, r] as const))('%s: no key the contract does not know', async (_path, route) => {
    const url = exampleUrl(route);
    const { status, body } = await callJson(url, { token: personaToken('admin') });
    expect(status, url).toBe(200);
    expect(keysOf(z.parse(route.response, body)), url).toEqual(keysOf(body));
  });
});
