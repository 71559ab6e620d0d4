/**
 * The files the simulator sends (spreadsheets, receipt PDFs) and the answers that are either JSON
 * or a file (a list, or its excel=true / download=true export).
 */
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { contractJson } from './http';

/** A file as sent: its name (Content-Disposition), its type and its bytes. */
export interface ExportFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A rule's result: a JSON body (checked against its schema when sent), or a file. */
export type Answer<T> = { kind: 'json'; body: T } | { kind: 'file'; file: ExportFile };

/** RFC 5987 value characters: everything else is percent-encoded (UTF-8). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition of a download (RFC 6266). A name of plain ASCII without '/', '\\' or '"' is
 * sent as filename="…"; any other (a receipt number such as 12-345/PZG01/261121) is sent exactly
 * twice: as filename="…" (quoted, '\\' and '"' escaped, non-ASCII as '_') and as
 * filename*=UTF-8''… (percent-encoded), which clients prefer.
 */
export function contentDisposition(filename: string): string {
  if (/^[\x20-\x7e]*$/.test(filename) && !/["\\/]/.test(filename)) return `attachment; filename="${filename}"`;
  const quoted = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, (c) => `\\${c}`);
  return `attachment; filename="${quoted}"; filename*=UTF-8''${rfc5987(filename)}`;
}

export function fileResponse(file: ExportFile): Response {
  return new HttpResponse(file.bytes.slice().buffer, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.filename),
      'Content-Length': String(file.bytes.byteLength),
    },
  });
}

/** A JSON body checked against its contract schema, or a file. */
export function answer<S extends z.core.$ZodType>(schema: S, result: Answer<z.input<S>>): Response {
  return result.kind === 'file' ? fileResponse(result.file) : contractJson(schema, result.body);
}
