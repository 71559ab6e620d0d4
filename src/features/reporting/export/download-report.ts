/**
 * What a detail page's download menu calls: builds the report in the chosen format and hands it to
 * the browser as `${name}.pdf` / `${name}.xlsx`.
 *
 * The report is built in a Web Worker (report-worker.ts), so the page never freezes while it is
 * built; the builders (react-pdf, exceljs, fonts) load there on the first request and are imported
 * nowhere statically, so they stay out of every chunk of the page. Where there is no Worker (unit
 * tests in Node) the builders are imported here instead.
 *
 * A plain promise: the page shows its progress indicator while it is pending and an error when it
 * rejects (a font that could not be fetched, for instance).
 */
import { saveFile } from '../../../api/http';
import { buildReportBlob, loadReportBuilder } from './builders';
import { reportFileName, type ReportDocument, type ReportFormat } from './document';
import type { ReportWorkerReply, ReportWorkerRequest } from './report-worker-protocol';

/** A request before it is numbered (Omit over each member of the union). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = { resolve: (blob: Blob | undefined) => void; reject: (error: Error) => void };

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Drops the worker and fails what it still owed: the next request starts a new one. */
function dropWorker(message: string) {
  worker?.terminate();
  worker = undefined;
  for (const { reject } of pending.values()) reject(new Error(message));
  pending.clear();
}

/** The report worker, started on first use; null where this runtime has none. */
function reportWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  const started = new Worker(new URL('./report-worker.ts', import.meta.url), { type: 'module', name: 'report-worker' });
  started.onmessage = (event: MessageEvent<ReportWorkerReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.blob);
    else waiting.reject(new Error(reply.message));
  };
  // The worker's script could not load or threw outside a request (a chunk missing after a deploy).
  started.onerror = (event) => {
    event.preventDefault();
    dropWorker(event.message || 'The report builder could not be started.');
  };
  return (worker = started);
}

/** Asks the worker; where there is none, runs the builder here. */
function inWorker(request: Unnumbered<ReportWorkerRequest>): Promise<Blob | undefined> | null {
  const target = reportWorker();
  if (!target) return null;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ ...request, id } as ReportWorkerRequest);
  });
}

/** Builds the report file without saving it. */
export async function buildReport(kind: ReportFormat, doc: ReportDocument): Promise<{ blob: Blob; fileName: string }> {
  const built = inWorker({ type: 'build', kind, doc });
  const blob = built ? await built : await buildReportBlob(kind, doc);
  if (!blob) throw new Error('The report builder returned no file.');
  return { blob, fileName: reportFileName(doc, kind) };
}

/**
 * Loads a builder ahead of the click (its chunk and, for the PDF, the fonts), e.g. when the download
 * menu opens, so the click itself only builds. Never rejects: a failure shows on the real download.
 */
export async function preloadReport(kind: ReportFormat): Promise<void> {
  try {
    await (inWorker({ type: 'preload', kind }) ?? loadReportBuilder(kind));
  } catch {
    // Ignored here; downloadReport reports it.
  }
}

/** Builds the report and saves it with its file name. */
export async function downloadReport(kind: ReportFormat, doc: ReportDocument): Promise<void> {
  saveFile(await buildReport(kind, doc));
}
