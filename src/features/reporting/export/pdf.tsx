/**
 * The report as a PDF (reporting.md §7, §9): A4 landscape, margins 25, numeric columns 80 wide;
 * title, period(s), totals and every table of the ReportDocument; each table's header rows repeat
 * on every page it runs over; "Stranica X od Y" in the footer. Geometry and pagination:
 * pdf-layout.ts.
 *
 * Loaded only when the user asks for a report (download-report.ts imports it dynamically), so
 * react-pdf and the fonts stay out of every other chunk.
 *
 * Fonts: Inter from @fontsource/inter, embedded. Fontsource splits it into unicode subsets, and
 * č ć đ š ž live in latin-ext while ASCII, € and – live in latin, so two families are registered
 * and every text uses `fontFamily: [latin, latin-ext]`: react-pdf picks, per character, the first
 * family that has the glyph. The files are imported with `?url`, so Vite emits them as assets and
 * they are fetched only when a PDF is built (fontkit reads WOFF, not WOFF2). In Node (tests) pass
 * `fontSources` with the files' bytes instead (node-fonts.ts).
 */
import { Document, Font, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import interLatin700 from '@fontsource/inter/files/inter-latin-700-normal.woff?url';
import interLatinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?url';
import interLatinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff?url';
import { BRAND, DIFF_NEGATIVE_TEXT, DIFF_POSITIVE_TEXT } from '../../../design-system/theme/colors';
import {
  formatReportCell,
  isNumericKind,
  normalizeRow,
  pageLabel,
  reportLabels,
  type ReportColumn,
  type ReportDocument,
  type ReportLabels,
  type ReportTable,
  type ReportTotal,
} from './document';
import {
  PDF_MARGIN,
  PDF_METRICS as M,
  PDF_PADDING_BOTTOM,
  PDF_FOOTER_HEIGHT,
  frameHeight,
  planColumnSlices,
  planPages,
  sliceGroups,
  type FrameLayout,
  type PageBlock,
  type SliceLayout,
  type SliceRow,
  type TextMeasure,
} from './pdf-layout';
import { toDataUrl, woffToSfnt } from './woff';

// Fonts ------------------------------------------------------------------------------------------

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

function registerFonts(sources: ReportFontSources): Promise<string[]> {
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

/** What the measure uses of a loaded fontkit font. */
interface MeasuredFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: Record<string, boolean>): { advanceWidth: number };
}

const measures = new Map<string, TextMeasure>();

/**
 * Text widths with the embedded fonts as react-pdf draws them: per character, from the first family
 * that has it, with the same features (tabular figures); kerning is left out (it only narrows).
 */
function fontMeasure(families: string[]): TextMeasure {
  const key = families.join('|');
  const cached = measures.get(key);
  if (cached) return cached;
  const fonts = (fontWeight: number) =>
    families.map(
      (fontFamily) =>
        Font.getFont({ fontFamily, fontWeight }).data as unknown as MeasuredFont | null,
    );
  const byWeight = { regular: fonts(400), bold: fonts(700) };
  // Line height as textkit computes it; the latin and latin-ext files share their vertical metrics.
  const lineFactor = Math.max(
    ...[...byWeight.regular, ...byWeight.bold].map((f) =>
      f ? (f.ascent - f.descent + f.lineGap) / f.unitsPerEm : 0,
    ),
  );
  /** Advance per point of font size, per weight and character. */
  const advances = new Map<string, number>();
  const advance = (char: string, bold: boolean): number => {
    const id = bold ? `b${char}` : `r${char}`;
    let value = advances.get(id);
    if (value === undefined) {
      const codePoint = char.codePointAt(0) ?? 0;
      const candidates = bold ? byWeight.bold : byWeight.regular;
      const font = candidates.find((f) => f?.hasGlyphForCodePoint(codePoint)) ?? candidates[0];
      // Unknown fonts (never here) count a character as 0.6 em.
      value = font ? font.layout(char, FONT_FEATURES).advanceWidth / font.unitsPerEm : 0.6;
      advances.set(id, value);
    }
    return value;
  };
  const measure: TextMeasure = {
    width(text, size, bold) {
      let width = 0;
      for (const char of text) width += advance(char, bold);
      return width * size;
    },
    lineHeight: (size) => size * lineFactor,
  };
  measures.set(key, measure);
  return measure;
}

// Styles -----------------------------------------------------------------------------------------

const INK = '#1A202C';
const MUTED = '#4A5568';
const RULE = '#CBD5E1';
const HAIRLINE = '#E2E8F0';
const HEADER_BG = '#EDF2F7';
const STRONG_BG = '#F7FAFC';

/**
 * Tabular figures, as on screen (numbers line up in columns); no contextual alternates, which change
 * nothing in a report and slow the text shaping.
 */
const FONT_FEATURES = { tnum: true, calt: false };

const styles = StyleSheet.create({
  page: {
    paddingTop: PDF_MARGIN,
    paddingHorizontal: PDF_MARGIN,
    paddingBottom: PDF_PADDING_BOTTOM,
    fontSize: M.bodySize,
    color: INK,
    fontFeatureSettings: FONT_FEATURES,
  },
  title: { fontSize: M.titleSize, fontWeight: 700, color: BRAND[700] },
  subtitle: { fontSize: M.subtitleSize, color: MUTED, marginTop: M.subtitleGap },
  periods: { marginTop: M.periodsGap, fontSize: M.periodSize },
  bold: { fontWeight: 700 },
  totals: { flexDirection: 'row', marginTop: M.totalsGapTop, marginBottom: M.totalsGapBottom },
  totalBox: {
    flexGrow: 1,
    flexBasis: 0,
    borderWidth: M.totalBoxRule,
    borderColor: RULE,
    borderRadius: 3,
    padding: M.totalBoxPad,
  },
  totalBoxNext: { marginLeft: M.totalBoxGap },
  totalLabel: { fontSize: M.totalLabelSize, fontWeight: 700, color: MUTED },
  totalValue: { fontSize: M.totalValueSize, fontWeight: 700, marginTop: M.totalValueGap },
  totalLine: { fontSize: M.totalLineSize, marginTop: M.totalLineGap, color: MUTED },
  table: { marginTop: M.tableGap },
  tableTitle: { fontSize: M.tableTitleSize, fontWeight: 700, marginBottom: M.tableTitleGap },
  headerRows: {
    backgroundColor: HEADER_BG,
    borderBottomWidth: M.headerRule,
    borderBottomColor: RULE,
  },
  headerRow: { flexDirection: 'row' },
  groupCell: {
    fontWeight: 700,
    textAlign: 'center',
    paddingHorizontal: M.cellPadX,
    paddingTop: M.groupPadTop,
    paddingBottom: M.groupPadBottom,
    borderBottomWidth: M.groupRule,
    borderBottomColor: RULE,
    marginHorizontal: M.groupInset,
  },
  headerCell: {
    fontWeight: 700,
    fontSize: M.headerSize,
    paddingHorizontal: M.cellPadX,
    paddingVertical: M.headerPadY,
  },
  row: { flexDirection: 'row', borderBottomWidth: M.rowRule, borderBottomColor: HAIRLINE },
  strongRow: {
    flexDirection: 'row',
    borderBottomWidth: M.rowRule,
    borderBottomColor: HAIRLINE,
    backgroundColor: STRONG_BG,
    fontWeight: 700,
  },
  footerRow: {
    flexDirection: 'row',
    borderTopWidth: M.footerRule,
    borderTopColor: INK,
    fontWeight: 700,
  },
  cell: { paddingHorizontal: M.cellPadX, paddingVertical: M.cellPadY },
  empty: { color: MUTED, paddingVertical: M.emptyPadY },
  footer: {
    position: 'absolute',
    left: PDF_MARGIN,
    right: PDF_MARGIN,
    bottom: PDF_MARGIN,
    height: PDF_FOOTER_HEIGHT,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    fontSize: M.footerSize,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 2,
  },
});

const POSITIVE: Style = { color: DIFF_POSITIVE_TEXT };
const NEGATIVE: Style = { color: DIFF_NEGATIVE_TEXT };

/** The printed sign decides the colour, so colour and text always agree ('0' stays neutral). */
function signColor(text: string): Style | undefined {
  if (text.startsWith('+')) return POSITIVE;
  if (text.startsWith('-')) return NEGATIVE;
  return undefined;
}

// The document, prepared -------------------------------------------------------------------------

/** Every text of the report formatted once, then measured, planned and drawn. */
interface Prepared {
  doc: ReportDocument;
  labels: ReportLabels;
  frame: FrameLayout;
  slices: SliceLayout[];
}

function prepareSlices(table: ReportTable, locale: ReportDocument['locale']): SliceLayout[] {
  const slices = planColumnSlices(table.columns);
  const rows = table.rows.map(normalizeRow);
  return slices.map((slice, s) => {
    const columns = slice.columns.map((ci) => table.columns[ci] as ReportColumn);
    const format = (cells: ReadonlyArray<string | number | null>): string[] =>
      slice.columns.map((ci, k) => formatReportCell(cells[ci], columns[k] as ReportColumn, locale));
    return {
      title: slices.length > 1 ? `${table.title} (${s + 1}/${slices.length})` : table.title,
      widths: slice.widths,
      headers: columns.map((c) => c.header),
      numeric: columns.map((c) => isNumericKind(c.kind)),
      signed: columns.map((c) => Boolean(c.signed) && isNumericKind(c.kind)),
      groups: sliceGroups(columns, slice.widths),
      rows: rows.map((row) => ({ cells: format(row.cells), level: row.level, strong: row.strong })),
      ...(table.footer ? { footer: { cells: format(table.footer), level: 0, strong: true } } : {}),
    };
  });
}

function totalTexts(total: ReportTotal, locale: ReportDocument['locale']) {
  const value = (v: number, signed = false, kind = total.kind) =>
    formatReportCell(v, { kind, signed }, locale);
  return {
    primary: value(total.primary),
    compare: total.compare === undefined ? undefined : value(total.compare),
    difference: total.difference === undefined ? undefined : value(total.difference, true),
    percentage:
      total.percentage === undefined ? undefined : value(total.percentage, true, 'percent'),
  };
}

function prepare(doc: ReportDocument): Prepared {
  const labels = reportLabels(doc);
  const periods = [`${labels.period}: ${doc.period}`];
  if (doc.comparePeriod) periods.push(`${labels.comparePeriod}: ${doc.comparePeriod}`);
  const frame: FrameLayout = {
    title: doc.title,
    ...(doc.subtitle ? { subtitle: doc.subtitle } : {}),
    periods,
    totals: doc.totals.map((total) => {
      const t = totalTexts(total, doc.locale);
      const lines: string[] = [];
      if (t.compare !== undefined) lines.push(`${labels.compare}: ${t.compare}`);
      if (t.difference !== undefined) lines.push(`${labels.difference}: ${t.difference}`);
      if (t.percentage !== undefined) lines.push(`${labels.percentage}: ${t.percentage}`);
      return { label: total.label, lines };
    }),
  };
  return {
    doc,
    labels,
    frame,
    slices: doc.tables.flatMap((table) => prepareSlices(table, doc.locale)),
  };
}

// Parts ------------------------------------------------------------------------------------------

function TotalBox({ total, first, p }: { total: ReportTotal; first: boolean; p: Prepared }) {
  const t = totalTexts(total, p.doc.locale);
  return (
    <View style={first ? styles.totalBox : [styles.totalBox, styles.totalBoxNext]}>
      <Text style={styles.totalLabel}>{total.label}</Text>
      <Text style={styles.totalValue}>{t.primary}</Text>
      {t.compare === undefined ? null : (
        <Text style={styles.totalLine}>
          {p.labels.compare}: {t.compare}
        </Text>
      )}
      {t.difference === undefined ? null : (
        <Text style={styles.totalLine}>
          {p.labels.difference}: <Text style={signColor(t.difference)}>{t.difference}</Text>
        </Text>
      )}
      {t.percentage === undefined ? null : (
        <Text style={styles.totalLine}>
          {p.labels.percentage}: <Text style={signColor(t.percentage)}>{t.percentage}</Text>
        </Text>
      )}
    </View>
  );
}

/** Title, subtitle, period(s) and totals, at the top of the first page. */
function Frame({ p }: { p: Prepared }) {
  const { doc, labels } = p;
  return (
    <>
      <Text style={styles.title}>{doc.title}</Text>
      {doc.subtitle ? <Text style={styles.subtitle}>{doc.subtitle}</Text> : null}
      <View style={styles.periods}>
        <Text>
          <Text style={styles.bold}>{labels.period}: </Text>
          {doc.period}
        </Text>
        {doc.comparePeriod ? (
          <Text>
            <Text style={styles.bold}>{labels.comparePeriod}: </Text>
            {doc.comparePeriod}
          </Text>
        ) : null}
      </View>
      {doc.totals.length > 0 ? (
        <View style={styles.totals} wrap={false}>
          {doc.totals.map((total, i) => (
            <TotalBox key={i} total={total} first={i === 0} p={p} />
          ))}
        </View>
      ) : null}
    </>
  );
}

/** Flat style objects per column of a slice, made once per slice rather than once per cell. */
interface CellStyles {
  plain: Style;
  positive: Style;
  negative: Style;
}

const cellStylesCache = new WeakMap<SliceLayout, CellStyles[]>();

function cellStyles(slice: SliceLayout): CellStyles[] {
  let cached = cellStylesCache.get(slice);
  if (!cached) {
    cached = slice.widths.map((width, k) => {
      const plain: Style = {
        ...styles.cell,
        width,
        ...(slice.numeric[k] ? { textAlign: 'right' } : {}),
      };
      return { plain, positive: { ...plain, ...POSITIVE }, negative: { ...plain, ...NEGATIVE } };
    });
    cellStylesCache.set(slice, cached);
  }
  return cached;
}

function Cells({ slice, row }: { slice: SliceLayout; row: SliceRow }) {
  const columnStyles = cellStyles(slice);
  return row.cells.map((text, k) => {
    const variants = columnStyles[k] as CellStyles;
    let style = variants.plain;
    if (slice.signed[k]) {
      if (text.startsWith('+')) style = variants.positive;
      else if (text.startsWith('-')) style = variants.negative;
    }
    if (k === 0 && row.level > 0)
      style = { ...style, paddingLeft: M.cellPadX + M.indent * row.level };
    return (
      <Text key={k} style={style}>
        {text}
      </Text>
    );
  });
}

/** The group row (if any) and the header row; `fixed`, so a page break inside the block repeats them. */
function HeaderRows({ slice }: { slice: SliceLayout }) {
  return (
    <View style={styles.headerRows} fixed>
      {slice.groups.length > 0 ? (
        <View style={styles.headerRow}>
          {slice.groups.map((g, i) =>
            g.label === undefined ? (
              <View key={i} style={{ width: g.width }} />
            ) : (
              <Text key={i} style={[styles.groupCell, { width: g.width - 2 * M.groupInset }]}>
                {g.label}
              </Text>
            ),
          )}
        </View>
      ) : null}
      <View style={styles.headerRow}>
        {slice.headers.map((header, k) => (
          <Text
            key={k}
            style={[
              styles.headerCell,
              { width: slice.widths[k] ?? 0 },
              slice.numeric[k] ? { textAlign: 'right' } : {},
            ]}
          >
            {header}
          </Text>
        ))}
      </View>
    </View>
  );
}

function Block({ block, p }: { block: PageBlock; p: Prepared }) {
  const slice = p.slices[block.slice] as SliceLayout;
  const rows = slice.rows.slice(block.from, block.to);
  return (
    <View style={block.title ? styles.table : undefined}>
      {block.title ? <Text style={styles.tableTitle}>{slice.title}</Text> : null}
      <HeaderRows slice={slice} />
      {block.title && slice.rows.length === 0 ? (
        <Text style={styles.empty}>{p.labels.empty}</Text>
      ) : null}
      {rows.map((row, r) => (
        <View key={block.from + r} style={row.strong ? styles.strongRow : styles.row} wrap={false}>
          <Cells slice={slice} row={row} />
        </View>
      ))}
      {block.footer && slice.footer ? (
        <View style={styles.footerRow} wrap={false}>
          <Cells slice={slice} row={slice.footer} />
        </View>
      ) : null}
    </View>
  );
}

function PageFooter({ p, page, pages }: { p: Prepared; page?: number; pages?: number }) {
  const { doc, labels } = p;
  return (
    <View style={styles.footer} fixed>
      <Text>
        {doc.title} · {labels.generatedAt}: {doc.generatedAt}
      </Text>
      {page !== undefined && pages !== undefined ? (
        <Text>{pageLabel(labels.page, page, pages)}</Text>
      ) : (
        <Text
          render={({ pageNumber, totalPages }) => pageLabel(labels.page, pageNumber, totalPages)}
        />
      )}
    </View>
  );
}

/**
 * The report as a react-pdf Document: one <Page> per planned page. With `staticNumbers` the footer
 * prints the planned numbers; without, react-pdf numbers the pages it produced (slower).
 */
function reportPdfElement(
  p: Prepared,
  plan: PageBlock[][],
  fontFamily: string[],
  staticNumbers: boolean,
) {
  const pageStyle = [styles.page, { fontFamily }];
  const { doc } = p;
  return (
    <Document
      title={doc.title}
      subject={doc.subtitle}
      language={doc.locale}
      creator="Partner portal"
      producer="Partner portal"
    >
      {plan.map((blocks, i) => (
        <Page key={i} size="A4" orientation="landscape" style={pageStyle}>
          {staticNumbers ? (
            <PageFooter p={p} page={i + 1} pages={plan.length} />
          ) : (
            <PageFooter p={p} />
          )}
          {i === 0 ? <Frame p={p} /> : null}
          {blocks.map((block, b) => (
            <Block key={b} block={block} p={p} />
          ))}
        </Page>
      ))}
    </Document>
  );
}

/** The page count a PDF declares in its page tree (pdfkit writes it uncompressed). */
async function pdfPageCount(blob: Blob): Promise<number> {
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  const match = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(text);
  return match ? Number(match[1]) : NaN;
}

// Building ---------------------------------------------------------------------------------------

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
