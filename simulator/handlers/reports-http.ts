/** What the report handlers share: file downloads and answers that are either JSON or a file. */
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Answer } from '../domain/entity-reports';
import type { ExportFile } from '../domain/exports';
import { contractJson } from './http';

export function fileResponse(file: ExportFile): Response {
  return new HttpResponse(file.bytes.slice().buffer, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Content-Length': String(file.bytes.byteLength),
    },
  });
}

/** A JSON body checked against its contract schema, or a file. */
export function answer<S extends z.ZodType>(schema: S, result: Answer<z.input<S>>): Response {
  return result.kind === 'file' ? fileResponse(result.file) : contractJson(schema, result.body);
}
