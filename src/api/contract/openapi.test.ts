import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { openApiDocument, openApiPath } from './openapi';
import { contractRoutes } from './routes';

describe('the contract as OpenAPI 3.1', () => {
  const document = openApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    // Validated as the file scripts/contract-openapi.ts writes: the parser reads and parses it itself.
    const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const result = await validate(file).finally(() => rmSync(folder, { recursive: true, force: true }));
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors).slice(0, 2000)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every path and method of the route table', () => {
    for (const route of contractRoutes) {
      const { path } = openApiPath(route.path);
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const operations = new Set(contractRoutes.map((route) => `${route.method} ${openApiPath(route.path).path}`));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(new Set(documented)).toEqual(operations);
  });

  it('describes path parameters, queries, write bodies and answers from the zod schemas', () => {
    const zone = document.paths['/parking/provider/{id}/zona/{zoneId}/iznimke/'] as Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown }>;
    expect(zone.get?.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id', 'zoneId']);
    expect(JSON.stringify(zone.post?.requestBody)).toContain('closing_start');
    const login = document.paths['/auth/login/'] as Record<string, { requestBody: unknown; responses: Record<string, unknown> }>;
    expect(JSON.stringify(login.post?.requestBody)).toContain('password');
    expect(Object.keys(login.post?.responses ?? {}).sort()).toEqual(['2XX', '400', '403', '404']);
    const statements = document.paths['/obracuni/'] as Record<string, { parameters: { name: string }[]; responses: Record<string, unknown> }>;
    expect(statements.get?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'search']));
    expect(JSON.stringify(statements.get?.responses['200'])).toContain('partner_naziv');
  });
});
