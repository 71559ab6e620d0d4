import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfText, type PdfPageText } from '../../../../simulator/core/pdf-text';
import { formatAmount, formatCount, formatPercent } from '../../../design-system/format/number';
import { reportFileName, type ReportDocument } from './document';
import { nodeFontSources } from './node-fonts';
import { buildReportPdf, renderReportPdf } from './pdf';
import { SAMPLE_PROVIDER_NAME, sampleProviderReport } from './sample-document';

/** The PDF read back with pdfjs (simulator/core/pdf-text.ts): each page's size and text as lines, and its bytes. */
interface ReadPdf {
  pages: PdfPageText[];
  bytes: Uint8Array;
}

async function readPdf(blob: Blob): Promise<ReadPdf> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const { pages } = await readPdfText(bytes);
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
