/**
 * The report builders, loaded on first use with import() (react-pdf, exceljs and the fonts stay out
 * of every chunk of the page). Run in the report worker (report-worker.ts), or by download-report.ts
 * itself where there is no Worker.
 */
import type { ReportDocument, ReportFormat } from './document';

export async function buildReportBlob(kind: ReportFormat, doc: ReportDocument): Promise<Blob> {
  return kind === 'pdf' ? (await import('./pdf')).buildReportPdf(doc) : (await import('./xlsx')).buildReportXlsx(doc);
}

/** Loads a builder ahead of its first use: its chunk and, for the PDF, the fonts. */
export async function loadReportBuilder(kind: ReportFormat): Promise<void> {
  if (kind === 'pdf') await (await import('./pdf')).preloadReportPdf();
  else await import('./xlsx');
}
