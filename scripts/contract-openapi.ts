/**
 * npm run contract:openapi [-- path]: writes the contract as an OpenAPI 3.1 document (default
 * build-reports/openapi.json), generated from the zod contract (src/api/contract/openapi.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiDocument } from '../src/api/contract/openapi';
import { commandLine } from './cli.mjs';

const USAGE = `
npm run contract:openapi [-- FILE]
  Writes the contract as an OpenAPI 3.1 document to FILE (default build-reports/openapi.json).
`;
const out = commandLine(USAGE, {}, { positionals: 1 }).positionals[0] ?? 'build-reports/openapi.json';
const document = openApiDocument();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI 3.1: ${Object.keys(document.paths).length} paths written to ${out}`);
