/**
 * The simulator's PDFs (statements, receipts): one A4 page with a title and lines of text, every
 * Croatian letter printed (č ć đ š ž and their capitals), in Inter embedded as a subset.
 *
 * They are drawn by @react-pdf/renderer, the library the app draws its own report PDFs with, in
 * pdf-render.ts. That module, react-pdf and the fonts are loaded only here, on the first PDF asked
 * for, so none of it is in the simulator's chunk (in the demo build react-pdf's chunk is the one
 * the app's report export already uses).
 */

export interface PdfDocument {
  title: string;
  lines: readonly string[];
  /** The document's creation date (its Info dictionary): the simulator's now, not the wall clock's. */
  created?: Date;
}

export async function buildPdf(document: PdfDocument): Promise<Uint8Array> {
  const { renderPdf } = await import('./pdf-render');
  return renderPdf(document);
}
