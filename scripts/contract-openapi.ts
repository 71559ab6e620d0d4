/**
 * npm run contract:openapi [-- path]: writes the contract as an OpenAPI 3.1 document (default
 * build-reports/openapi.json), generated from the zod contract (src/api/contract/openapi.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiDocument } from '../src/api/contract/openapi';

const out = process.argv[2] ?? 'build-reports/openapi.json';
const document = openApiDocument();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI 3.1: ${Object.keys(document.paths).length} paths written to ${out}`);
