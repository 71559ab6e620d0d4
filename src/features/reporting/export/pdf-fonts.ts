/**
 * The report's fonts: Inter from @fontsource/inter, embedded. Fontsource splits it into unicode
 * subsets, and č ć đ š ž live in latin-ext while ASCII, € and – live in latin, so two families are
 * registered and every text uses `fontFamily: [latin, latin-ext]`: react-pdf picks, per character,
 * the first family that has the glyph. The files are imported with `?url`, so Vite emits them as
 * assets and they are fetched only when a PDF is built (fontkit reads WOFF, not WOFF2). In Node
 * (tests) pass `fontSources` with the files' bytes instead (node-fonts.ts).
 */
import { Font } from '@react-pdf/renderer';
import { toDataUrl, woffToSfnt } from './woff';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import interLatin700 from '@fontsource/inter/files/inter-latin-700-normal.woff?url';
import interLatinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?url';
import interLatinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff?url';

/** A font file: its URL (fetched), or its bytes. WOFF or TTF. */
export type ReportFontSource = string | Uint8Array;

/** Where the four Inter files come from: the bundled asset URLs in the browser, bytes in Node. */
export interface ReportFontSources {
  /** latin subset (ASCII, €, –, NBSP), weights 400 and 700. */
  regular: ReportFontSource;
  bold: ReportFontSource;
  /** latin-ext subset (č ć đ š ž and the rest of Latin Extended-A), weights 400 and 700. */
  regularExt: ReportFontSource;
  boldExt: ReportFontSource;
}

export const DEFAULT_FONT_SOURCES: ReportFontSources = {
  regular: interLatin400,
  bold: interLatin700,
  regularExt: interLatinExt400,
  boldExt: interLatinExt700,
};

/** Registered, loaded families per source set (Font.register is global and only ever adds). */
const familiesByUrls = new Map<string, Promise<string[]>>();
const familiesBySources = new WeakMap<ReportFontSources, Promise<string[]>>();
let familyCount = 0;
let hyphenationDisabled = false;

const WEIGHTS = [400, 700] as const;

export function registerFonts(sources: ReportFontSources): Promise<string[]> {
  if (!hyphenationDisabled) {
    // Never break words: numbers, names and dates stay whole.
    Font.registerHyphenationCallback((word) => [word]);
    hyphenationDisabled = true;
  }
  const list = [sources.regular, sources.bold, sources.regularExt, sources.boldExt];
  const urlKey = list.every((s) => typeof s === 'string') ? list.join('\n') : undefined;
  const cached = urlKey === undefined ? familiesBySources.get(sources) : familiesByUrls.get(urlKey);
  if (cached) return cached;
  const families = loadFonts(sources);
  if (urlKey === undefined) familiesBySources.set(sources, families);
  else familiesByUrls.set(urlKey, families);
  // A failed load (network) is retried by the next report.
  families.catch(() =>
    urlKey === undefined ? familiesBySources.delete(sources) : familiesByUrls.delete(urlKey),
  );
  return families;
}

async function fontBytes(source: ReportFontSource): Promise<Uint8Array> {
  if (typeof source !== 'string') return source;
  const response = await fetch(source);
  if (!response.ok) throw new Error(`Font ${source}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The file as a TTF data URL: WOFF is inflated once here rather than per glyph by fontkit (woff.ts). */
async function ttfDataUrl(source: ReportFontSource): Promise<string> {
  return toDataUrl(await woffToSfnt(await fontBytes(source)), 'font/ttf');
}

/**
 * Fetches, converts, registers and loads the two families of a source set.
 *
 * Fontsource's subsets share one PostScript name ('Inter-Regular'), and pdfkit keys embedded fonts
 * by that name: every switch between the latin and the latin-ext font would embed a fresh copy of
 * the latin-ext one (thousands in a long report: megabytes and seconds). Once loaded, the latin-ext
 * fonts are therefore given a PostScript name of their own.
 */
async function loadFonts(sources: ReportFontSources): Promise<string[]> {
  const [regular, bold, regularExt, boldExt] = await Promise.all(
    [sources.regular, sources.bold, sources.regularExt, sources.boldExt].map(ttfDataUrl),
  );
  const n = familyCount++;
  const latin = `ReportInter${n}`;
  const latinExt = `ReportInterExt${n}`;
  Font.register({
    family: latin,
    fonts: [
      { src: regular as string, fontWeight: 400 },
      { src: bold as string, fontWeight: 700 },
    ],
  });
  Font.register({
    family: latinExt,
    fonts: [
      { src: regularExt as string, fontWeight: 400 },
      { src: boldExt as string, fontWeight: 700 },
    ],
  });
  const all = [latin, latinExt].flatMap((fontFamily) =>
    WEIGHTS.map((fontWeight) => ({ fontFamily, fontWeight })),
  );
  await Promise.all(all.map((descriptor) => Font.load(descriptor)));
  for (const fontWeight of WEIGHTS) {
    const base = Font.getFont({ fontFamily: latin, fontWeight }).data;
    const ext = Font.getFont({ fontFamily: latinExt, fontWeight }).data;
    if (base && ext && ext.postscriptName === base.postscriptName) {
      Object.defineProperty(ext, 'postscriptName', {
        value: `${base.postscriptName}-LatinExt`,
        configurable: true,
      });
    }
  }
  return [latin, latinExt];
}

/**
 * Tabular figures, as on screen (numbers line up in columns); no contextual alternates, which change
 * nothing in a report and slow the text shaping.
 */
export const FONT_FEATURES = { tnum: true, calt: false };
