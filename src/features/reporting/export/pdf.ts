/**
 * The report as a PDF (reporting.md §7, §9): A4 landscape, margins 25, numeric columns 80 wide;
 * title, period(s), totals and every table of the ReportDocument; each table's header rows repeat
 * on every page it runs over; "Stranica X od Y" in the footer. Geometry and pagination:
 * pdf-layout.ts.
 *
 * Loaded only when the user asks for a report (download-report.ts imports it dynamically), so
 * react-pdf and the fonts stay out of every other chunk. Fonts: pdf-fonts.ts.
 */
import { pdf } from '@react-pdf/renderer';
import type { ReportDocument } from './document';
import { frameHeight, planPages } from './pdf-layout';
import { type ReportFontSources, registerFonts, DEFAULT_FONT_SOURCES } from './pdf-fonts';
import { fontMeasure } from './pdf-measure';
import { reportPdfElement } from './pdf-parts';
import { prepare } from './pdf-prepare';

/** The page count a PDF declares in its page tree (pdfkit writes it uncompressed). */
async function pdfPageCount(blob: Blob): Promise<number> {
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  const match = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(text);
  return match ? Number(match[1]) : NaN;
}

export interface BuildReportPdfOptions {
  /** The font files; default: the bundled Inter assets (browser). Node passes the files' bytes. */
  fontSources?: ReportFontSources;
  /**
   * 'planned' (default): pages planned by pdf-layout.ts with static page numbers, checked, and
   * redone the 'react-pdf' way if a page ran over. 'react-pdf': react-pdf breaks the pages and
   * numbers them itself (slower; the fallback, selectable for tests).
   */
  pagination?: 'planned' | 'react-pdf';
}

export interface BuiltReportPdf {
  blob: Blob;
  pages: number;
  /** Which pagination produced the file: 'react-pdf' after a fallback. */
  pagination: 'planned' | 'react-pdf';
}

/** Builds the PDF and tells how (tests, bench). */
export async function renderReportPdf(
  doc: ReportDocument,
  options: BuildReportPdfOptions = {},
): Promise<BuiltReportPdf> {
  const fontFamily = await registerFonts(options.fontSources ?? DEFAULT_FONT_SOURCES);
  const prepared = prepare(doc);
  const measure = fontMeasure(fontFamily);
  const plan = planPages(prepared.slices, measure, frameHeight(measure, prepared.frame));
  if (options.pagination !== 'react-pdf') {
    const blob = await pdf(reportPdfElement(prepared, plan, fontFamily, true)).toBlob();
    const pages = await pdfPageCount(blob);
    if (pages === plan.length) return { blob, pages, pagination: 'planned' };
  }
  const blob = await pdf(reportPdfElement(prepared, plan, fontFamily, false)).toBlob();
  return { blob, pages: await pdfPageCount(blob), pagination: 'react-pdf' };
}

/**
 * Fetches and prepares the fonts ahead of the first PDF (download-report.ts preloadReport, when the
 * download menu opens): the first build is then quicker by the fonts' share.
 */
export async function preloadReportPdf(
  options: Pick<BuildReportPdfOptions, 'fontSources'> = {},
): Promise<void> {
  await registerFonts(options.fontSources ?? DEFAULT_FONT_SOURCES);
}

/** Builds the report PDF. The file name is reportFileName(doc, 'pdf'). */
export async function buildReportPdf(
  doc: ReportDocument,
  options: BuildReportPdfOptions = {},
): Promise<Blob> {
  return (await renderReportPdf(doc, options)).blob;
}
