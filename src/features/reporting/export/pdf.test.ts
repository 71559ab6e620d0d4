import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatAmount, formatCount, formatPercent } from '../../../design-system/format/number';
import { reportFileName, type ReportDocument } from './document';
import { nodeFontSources } from './node-fonts';
import { buildReportPdf, renderReportPdf } from './pdf';
import { SAMPLE_PROVIDER_NAME, sampleProviderReport } from './sample-document';

/**
 * The PDF is read back with pdfjs: each page's text as lines (items on one baseline, left to right,
 * joined without separators: a word printed in two fonts, latin and latin-ext, is two items).
 */
interface ReadPdf {
  pages: Array<{ width: number; height: number; lines: string[] }>;
  bytes: Uint8Array;
}

async function readPdf(blob: Blob): Promise<ReadPdf> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const pdf = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: ReadPdf['pages'] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const byLine = new Map<number, Array<{ x: number; width: number; str: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      const line = byLine.get(y) ?? [];
      line.push({ x: item.transform[4] as number, width: item.width, str: item.str });
      byLine.set(y, line);
    }
    const lines = [...byLine.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, items]) => {
        items.sort((a, b) => a.x - b.x);
        // Separate items with a gap between them (table cells, boxes side by side); not the parts
        // of a word split between two fonts.
        let text = '';
        let end = -Infinity;
        for (const item of items) {
          text += item.x - end > 1.5 ? ` ${item.str}` : item.str;
          end = item.x + item.width;
        }
        return text.replace(/\s+/g, ' ').trim();
      });
    pages.push({ width, height, lines });
  }
  await pdf.destroy();
  return { pages, bytes };
}

/** The screen's text as the PDF's text layer gives it back: Inter draws U+00A0 with its space glyph. */
const asText = (s: string) => s.replace(/\u00A0/g, ' ');

const fontSources = nodeFontSources();

describe('buildReportPdf: a month compared with a year before, 6 channels, 60 articles by zone', () => {
  const doc = sampleProviderReport({ locale: 'hr', comparing: true });
  let read: ReadPdf;

  let pagination: string;
  let pageCount: number;

  beforeAll(async () => {
    const built = await renderReportPdf(doc, { fontSources });
    expect(built.blob.type).toBe('application/pdf');
    pagination = built.pagination;
    pageCount = built.pages;
    read = await readPdf(built.blob);
  }, 60_000);

  it('comes out as planned: every planned page is one sheet, no fallback', () => {
    expect(pagination).toBe('planned');
    expect(read.pages).toHaveLength(pageCount);
  });

  it('is A4 landscape on every page (842 x 595 points)', () => {
    expect(read.pages.length).toBeGreaterThan(3);
    for (const page of read.pages) {
      expect(Math.round(page.width)).toBe(842);
      expect(Math.round(page.height)).toBe(595);
    }
  });

  it('prints the title with č ć đ š ž exactly, through the embedded Inter (latin + latin-ext)', () => {
    expect(read.pages[0]?.lines[0]).toBe('Čakovec – Đurđevac šćž');
    expect(read.pages[0]?.lines).toContain('Parking – izvještaj pružatelja usluge');
    const pdfText = new TextDecoder('latin1').decode(read.bytes);
    const fonts = [...pdfText.matchAll(/\/BaseFont\s*\/([A-Z]{6}\+[\w-]+)/g)].map(
      (m) => m[1]?.split('+')[1],
    );
    // One embedded subset per font, none of the 14 standard (unembedded) fonts.
    expect([...new Set(fonts)].sort()).toEqual([
      'Inter-Bold',
      'Inter-Bold-LatinExt',
      'Inter-Regular',
      'Inter-Regular-LatinExt',
    ]);
    expect(pdfText).toContain('/FontFile2');
  });

  it('prints the periods', () => {
    const lines = read.pages[0]?.lines ?? [];
    expect(lines).toContain('Razdoblje: 01.03.2025. – 31.03.2025.');
    expect(lines).toContain('Usporedno razdoblje: 01.03.2024. – 31.03.2024.');
  });

  it('prints the totals formatted as on screen', () => {
    const [count, amount] = doc.totals;
    const text = asText((read.pages[0]?.lines ?? []).join('\n'));
    expect(count && amount).toBeTruthy();
    if (!count || !amount) return;
    expect(text).toContain(asText(formatCount(count.primary, 'hr')));
    expect(text).toContain(asText(formatAmount(amount.primary, 'hr')));
    expect(text).toContain(`Usporedno: ${asText(formatAmount(amount.compare, 'hr'))}`);
    expect(text).toContain(`Razlika: +${asText(formatAmount(amount.difference, 'hr'))}`);
    expect(text).toContain(
      `Razlika u postotku: +${asText(formatPercent(amount.percentage, 'hr'))}`,
    );
    // Screen formats: '.' thousands, ',' decimals, ' €', ' %'.
    expect(text).toMatch(/\b\d{1,3}(\.\d{3})+,\d{2} €/);
  });

  it('prints every table, the zone rows and every article', () => {
    const all = read.pages.flatMap((p) => p.lines).join('\n');
    for (const title of [
      'Po prodajnim kanalima',
      'Po artiklima',
      'Iznos po danima i kanalima (1/3)',
      'Iznos po danima i kanalima (3/3)',
    ]) {
      expect(all).toContain(title);
    }
    expect(all).toContain('Zona 3 – Đački dom');
    expect(all).toContain('Bez zone');
    expect(all).toContain('Mjesečna karta – stanari');
    const articleLines = read.pages
      .flatMap((p) => p.lines)
      .filter((l) => /^(Sat parkiranja|Dnevna karta) \d/.test(l));
    expect(articleLines).toHaveLength(12);
  });

  it('repeats the header row on every page a table runs over, and numbers the pages', () => {
    const header =
      'Artikl Cijena Razdoblje Usporedno Razlika Razlika u postotku Razdoblje Usporedno Razlika Razlika u postotku';
    const withHeader = read.pages.filter((p) => p.lines.includes(header)).length;
    expect(withHeader).toBeGreaterThanOrEqual(2);
    read.pages.forEach((page, i) => {
      expect(page.lines.at(-1)).toMatch(new RegExp(`Stranica ${i + 1} od ${read.pages.length}$`));
    });
  });

  it('is named after the provider', () => {
    expect(reportFileName(doc, 'pdf')).toBe(`${SAMPLE_PROVIDER_NAME}.pdf`);
  });

  it('breaks the same pages when react-pdf paginates (the fallback), numbering them itself', async () => {
    const built = await renderReportPdf(doc, { fontSources, pagination: 'react-pdf' });
    expect(built.pagination).toBe('react-pdf');
    const fallback = await readPdf(built.blob);
    expect(fallback.pages.map((p) => p.lines)).toEqual(read.pages.map((p) => p.lines));
  }, 60_000);
});

describe('buildReportPdf: long names that wrap, in narrow sliced columns', () => {
  it('still fits every planned page', async () => {
    const long =
      'Mjesečna pretplatna karta za stanare užeg središta grada – druga i svaka sljedeća osoba';
    const base = sampleProviderReport({ locale: 'hr', comparing: true, articlesPerZone: 12 });
    const doc: ReportDocument = {
      ...base,
      tables: base.tables.map((t) => ({
        ...t,
        rows: t.rows.map((r, i) =>
          Array.isArray(r) || i % 3 !== 1 ? r : { ...r, cells: [long, ...r.cells.slice(1)] },
        ),
      })),
    };
    const built = await renderReportPdf(doc, { fontSources });
    expect(built.pagination).toBe('planned');
    const { pages } = await readPdf(built.blob);
    expect(pages.length).toBe(built.pages);
    expect(pages.flatMap((p) => p.lines).join(' ')).toContain('druga i svaka sljedeća osoba');
  }, 60_000);
});

describe('buildReportPdf: amounts exactly as on screen, both locales', () => {
  const base: ReportDocument = {
    locale: 'hr',
    fileBaseName: 'Garaža Tuškanac',
    title: 'Garaža Tuškanac',
    period: '01.03.2025. – 31.03.2025.',
    generatedAt: '01.04.2025. 08:30',
    totals: [
      { label: 'Količina', kind: 'count', primary: 1234 },
      { label: 'Iznos', kind: 'amount', primary: 1234.56 },
    ],
    tables: [
      {
        title: 'Po artiklima',
        columns: [
          { header: 'Artikl', kind: 'text' },
          { header: 'Količina', kind: 'count' },
          { header: 'Iznos', kind: 'amount' },
          { header: 'Udio', kind: 'percent' },
        ],
        rows: [['Dnevna karta', 1234, 1234.56, 12.5]],
      },
      { title: 'Prazna tablica', columns: [{ header: 'Artikl', kind: 'text' }], rows: [] },
    ],
  };

  it('hr: 1.234,56 €, 1.234, 12,50 %', async () => {
    const { pages } = await readPdf(await buildReportPdf(base, { fontSources }));
    const lines = pages[0]?.lines ?? [];
    expect(lines).toContain('1.234 1.234,56 €');
    expect(lines).toContain('Dnevna karta 1.234 1.234,56 € 12,50 %');
    expect(lines).toContain('Nema podataka');
    expect(lines).not.toContain('Usporedno razdoblje');
  }, 30_000);

  it('en: €1,234.56, 1,234, 12.50%', async () => {
    const { pages } = await readPdf(
      await buildReportPdf({ ...base, locale: 'en' }, { fontSources }),
    );
    const lines = pages[0]?.lines ?? [];
    expect(lines).toContain('Dnevna karta 1,234 €1,234.56 12.50%');
    expect(lines.at(-1)).toMatch(/Page 1 of 1$/);
  }, 30_000);
});
