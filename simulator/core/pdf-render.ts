/**
 * Draws a PdfDocument (pdf.ts) with @react-pdf/renderer: A4, margins 56 pt, the title at 16 pt and
 * the lines at 11 pt, in Inter. Imported only by pdf.ts, dynamically.
 *
 * Fonts: Inter's regular weight from @fontsource/inter in node_modules, the same files the app's
 * report PDF embeds. Fontsource splits Inter into unicode subsets: ASCII, €, – and „“” are in
 * latin, č ć đ š ž in latin-ext, so both are registered and every text names both families;
 * react-pdf takes each character from the first one that has it. The files are named by
 * `new URL(path, import.meta.url)`: Vite (the browser simulator, dev and build) turns that into the
 * file's served URL, which react-pdf fetches; in Node (simulator/server.ts under tsx, vitest) it
 * stays a file: URL, which react-pdf reads from disk by its path. fontkit reads WOFF as it is.
 */
import { createElement } from 'react';
import { Document, Font, Page, Text, pdf } from '@react-pdf/renderer';
import type { PdfDocument } from './pdf';

const FONT_FILES = {
  latin: new URL('../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff', import.meta.url),
  latinExt: new URL('../../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff', import.meta.url),
};

/** Family names of the simulator's own (react-pdf's font registry is global and shared with the app's in the browser). */
const LATIN = 'SimulatorInter';
const LATIN_EXT = 'SimulatorInterLatinExt';
const FAMILIES = [LATIN, LATIN_EXT];

/** What react-pdf loads a font from: the served URL in a browser, the file's path in Node. */
function fontSource(url: URL): string {
  if (url.protocol !== 'file:') return url.href;
  // Only Node gets here; reached without an import, so no bundle sees node:url.
  return process.getBuiltinModule('node:url').fileURLToPath(url);
}

let fonts: Promise<void> | undefined;

/** What the warm-up uses of a loaded fontkit font. */
interface GlyphSource {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

/** react-pdf types a loaded font without fontkit's members; this checks the ones used here. */
function isGlyphSource(font: unknown): font is GlyphSource {
  return typeof font === 'object' && font !== null && 'characterSet' in font && Array.isArray(font.characterSet) && 'glyphForCodePoint' in font;
}

/**
 * Registers and loads the two fonts once. Both subsets carry the PostScript name 'Inter-Regular',
 * and pdfkit keys embedded fonts by it: every switch between them would embed the latin-ext font
 * again, so it gets a name of its own once loaded (as the app's report PDF does).
 *
 * Then every character's glyph is looked up once. fontkit keeps a glyph with the characters it was
 * first looked up for, and a PDF's text layer (ToUnicode) maps each glyph back to those; a glyph
 * first met as a part of another one (the period inside the colon, when a PDF is subset) would
 * keep none, and in every later PDF "d.o.o." would read back as "d o o".
 */
function loadFonts(): Promise<void> {
  fonts ??= (async () => {
    // Never break a word across lines (names stay whole); the app's report PDF registers the same.
    Font.registerHyphenationCallback((word) => [word]);
    Font.register({ family: LATIN, src: fontSource(FONT_FILES.latin) });
    Font.register({ family: LATIN_EXT, src: fontSource(FONT_FILES.latinExt) });
    await Promise.all(FAMILIES.map((fontFamily) => Font.load({ fontFamily, fontWeight: 400 })));
    const latin = Font.getFont({ fontFamily: LATIN, fontWeight: 400 }).data;
    const ext = Font.getFont({ fontFamily: LATIN_EXT, fontWeight: 400 }).data;
    if (latin && ext && ext.postscriptName === latin.postscriptName) {
      Object.defineProperty(ext, 'postscriptName', { value: `${latin.postscriptName}-LatinExt`, configurable: true });
    }
    for (const font of [latin, ext]) {
      if (!isGlyphSource(font)) continue;
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
    }
  })();
  // A failed load (a font not fetched) is tried again by the next PDF.
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  await loadFonts();
  const page = createElement(
    Page,
    { size: 'A4', style: { paddingVertical: 56, paddingHorizontal: 56, fontFamily: FAMILIES, fontSize: 11, lineHeight: 1.4 } },
    createElement(Text, { style: { fontSize: 16, marginBottom: 14 } }, document.title),
    ...document.lines.map((line, index) => createElement(Text, { key: index, style: { marginBottom: 8 } }, line)),
  );
  const file = createElement(
    Document,
    {
      title: document.title,
      producer: 'Partner Portal simulator',
      creator: 'Partner Portal simulator',
      pdfVersion: '1.4',
      ...(document.created ? { creationDate: document.created, modificationDate: document.created } : {}),
    },
    page,
  );
  const blob = await pdf(file).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
