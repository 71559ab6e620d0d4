/**
 * The report builders' thread: a detail page's PDF and Excel report are built here, so the page
 * stays responsive while react-pdf lays out and compresses the document or exceljs zips the
 * workbook. The page posts a request (download-report.ts);
 * the builders' chunks and the PDF fonts load here, on the first request, and stay loaded.
 */
import { buildReportBlob, loadReportBuilder } from './builders';
import type { ReportWorkerReply, ReportWorkerRequest } from './report-worker-protocol';

/**
 * The worker's replies. The DOM lib types `self` as Window, whose postMessage(message, options) has
 * the same shape as a dedicated worker's.
 */
const reply = (message: ReportWorkerReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ReportWorkerRequest>) => {
  const request = event.data;
  const work = request.type === 'build' ? buildReportBlob(request.kind, request.doc) : loadReportBuilder(request.kind).then(() => undefined);
  work.then(
    (blob) => reply({ id: request.id, ok: true, blob }),
    (error: unknown) => reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
