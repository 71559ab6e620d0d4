/**
 * Reads a PDF back for tests, with pdfjs: its title (Info) and each page's size and text, a line per
 * baseline: the items on one baseline left to right, joined without separators (a word printed in
 * two fonts, Inter's latin and latin-ext subsets, is two items), a space where there is a gap between
 * them (table cells, boxes side by side). Test support only: no runtime imports it.
 */
export interface PdfPageText {
  width: number;
  height: number;
  lines: string[];
}

export async function readPdfText(bytes: Uint8Array | ArrayBuffer): Promise<{ title: string; pages: PdfPageText[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = bytes instanceof Uint8Array ? bytes.slice() : new Uint8Array(bytes);
  const document = await pdfjs.getDocument({ data, verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const byLine = new Map<number, { x: number; width: number; str: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      byLine.set(y, [...(byLine.get(y) ?? []), { x: item.transform[4] as number, width: item.width, str: item.str }]);
    }
    const lines: string[] = [];
    for (const [, items] of [...byLine.entries()].sort((a, b) => b[0] - a[0])) {
      items.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const item of items) {
        text += item.x - end > 1.5 ? ` ${item.str}` : item.str;
        end = item.x + item.width;
      }
      lines.push(text.replace(/\s+/g, ' ').trim());
    }
    pages.push({ width, height, lines });
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return { title: info.Title ?? '', pages };
}
