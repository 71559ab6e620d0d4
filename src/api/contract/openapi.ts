/**
 * The contract as an OpenAPI 3.1 document, generated from the same zod schemas and route table
 * that the API layer, the simulator and the contract suite use (routes.ts), so the backend team can
 * check their API against what the portal expects. `npm run contract:openapi` writes it.
 *
 * Each route gives its path (`:param` as `{param}`), its query parameters, the JSON body of a write
 * where the specs name it, and its success answer (JSON, or a file of its content type); every
 * route may also answer DRF's error body (errors.ts) with 400, 403 or 404. Answers are described as
 * they arrive (zod's input side: numbers may come as strings, as the specs allow).
 */
import { z } from 'zod';
import { errorBody } from './errors';
import { contractRoutes } from './routes';
import type { ContractRoute } from './route-types';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  security: Record<string, string[]>[];
}

/**
 * A zod schema as JSON Schema. A recursive part (DRF's nested field errors) comes as a local
 * definition: it moves to the document's components under a name of its own, and the references
 * to it (its own included) with it.
 */
function schemaOf(schema: z.core.$ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const { $schema: _schema, $defs = {}, ...rest } = generated;
  const names = new Map(Object.keys($defs).map((name, index) => [name, `Def${Object.keys(components).length + index}`]));
  const relink = (value: unknown): JsonSchema =>
    JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_ref, name: string) => `"#/components/schemas/${names.get(name) ?? name}"`)) as JsonSchema;
  for (const [name, definition] of Object.entries($defs)) components[names.get(name) ?? name] = relink(definition);
  return relink(rest);
}

/** `/parking/provider/:id/zona/:zoneId/` → `/parking/provider/{id}/zona/{zoneId}/`, with the names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function queryParameters(route: ContractRoute, components: Record<string, JsonSchema>): unknown[] {
  if (!route.query) return [];
  const schema = schemaOf(route.query, components) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const ERROR = { description: 'DRF error body', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };

function operation(route: ContractRoute, params: string[], operationId: string, components: Record<string, JsonSchema>): Record<string, unknown> {
  const success =
    route.kind === 'file'
      ? { description: 'A file', content: { [route.contentType ?? 'application/octet-stream']: { schema: { type: 'string', contentEncoding: 'binary' } } } }
      : { description: 'Success', content: { 'application/json': { schema: route.response ? schemaOf(route.response, components) : {} } } };
  return {
    operationId,
    tags: [route.area],
    parameters: [...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...queryParameters(route, components)],
    ...(route.request ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.request, components) } } } } : {}),
    responses: {
      // A write may answer any 2xx (201 {}, 204 without a body): the portal reads only the status.
      [route.method === 'GET' ? '200' : '2XX']: success,
      '400': ERROR,
      '403': ERROR,
      '404': ERROR,
    },
  };
}

/** The document for `routes` (every route of the contract by default). */
export function openApiDocument(routes: readonly ContractRoute[] = contractRoutes): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const components: Record<string, JsonSchema> = {};
  components.ErrorBody = schemaOf(errorBody, components);
  const ids = new Map<string, number>();
  for (const route of routes) {
    const { path, params } = openApiPath(route.path);
    const method = route.method.toLowerCase();
    const entry = (paths[path] ??= {});
    // A path with a JSON and a file answer (a report and its Excel export) is one operation.
    if (entry[method]) continue;
    const base = `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`;
    const count = (ids.get(base) ?? 0) + 1;
    ids.set(base, count);
    entry[method] = operation(route, params, count === 1 ? base : `${base}${count}`, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Portal API',
      version: '1.0.0',
      description:
        'What the partner portal expects of the operator API (reporting.md §7, operations.md §7), generated from its zod contract. All paths are under /api.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' },
      },
    },
    security: [{ session: [] }, { token: [] }],
  };
}
