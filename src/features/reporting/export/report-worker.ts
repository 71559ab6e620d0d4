/**
 * The report builders' thread: a detail page's PDF and Excel report are built here, so the page
 * stays responsive while react-pdf lays out and compresses the document or exceljs zips the
 * workbook. The page posts a request (download-report.ts);
 * the builders' chunks and the PDF fonts load here, on the first request, and stay loaded.
 */
import { buildReportBlob, loadReportBuilder } from './builders';
import type { ReportWorkerReply, ReportWorkerRequest } from './report-worker-protocol';

/** The part of a dedicated worker's global scope this file uses (the DOM lib types `self` as Window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReportWorkerRequest>) => void) | null;
  postMessage: (message: ReportWorkerReply) => void;
};

scope.onmessage = (event) => {
  const request = event.data;
  const work = request.type === 'build' ? buildReportBlob(request.kind, request.doc) : loadReportBuilder(request.kind).then(() => undefined);
  work.then(
    (blob) => scope.postMessage({ id: request.id, ok: true, blob }),
    (error: unknown) => scope.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
