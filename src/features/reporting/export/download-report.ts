/**
 * What a detail page's download menu calls: builds the report in the chosen format and hands it to
 * the browser as `${name}.pdf` / `${name}.xlsx`. The builders (react-pdf, exceljs, fonts) are
 * imported here dynamically and nowhere statically, so they are fetched on the first download only
 * and stay out of every other chunk.
 *
 * A plain promise: the page shows its progress indicator while it is pending and an error when it
 * rejects (a font that could not be fetched, for instance).
 */
import { saveFile } from '../../../api/http';
import { reportFileName, type ReportDocument, type ReportFormat } from './document';

/** Builds the report file without saving it. */
export async function buildReport(
  kind: ReportFormat,
  doc: ReportDocument,
): Promise<{ blob: Blob; fileName: string }> {
  const blob =
    kind === 'pdf'
      ? await (await import('./pdf')).buildReportPdf(doc)
      : await (await import('./xlsx')).buildReportXlsx(doc);
  return { blob, fileName: reportFileName(doc, kind) };
}

/**
 * Loads a builder ahead of the click (its chunk and, for the PDF, the fonts), e.g. when the download
 * menu opens, so the click itself only builds. Never rejects: a failure shows on the real download.
 */
export async function preloadReport(kind: ReportFormat): Promise<void> {
  try {
    if (kind === 'pdf') await (await import('./pdf')).preloadReportPdf();
    else await import('./xlsx');
  } catch {
    // Ignored here; downloadReport reports it.
  }
}

/** Builds the report and saves it with its file name. */
export async function downloadReport(kind: ReportFormat, doc: ReportDocument): Promise<void> {
  saveFile(await buildReport(kind, doc));
}
