/**
 * The simulator's PDF writer (pdf.ts, pdf-render.ts): every Croatian letter and the punctuation of
 * its texts print and read back, whatever PDF was drawn before (fonts are shared between PDFs).
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from './test-support';
import { buildPdf } from './pdf';

const read = async (bytes: Uint8Array) => pdfText(bytes.slice().buffer);

describe('buildPdf', () => {
  it('reads back every character after a PDF whose colon holds the period glyph (first in a fresh process)', async () => {
    // The period first met inside the colon, as the PDF is subset: it must still read back as a period.
    await read(await buildPdf({ title: 'Park prirode Medvednica', lines: ['Broj obračuna: 7'] }));
    const texts = ['Čakovec, Ćićarija, Đakovo; čćđšž ČĆĐŠŽ – „d.o.o.“', '12.345,67 € (UTC) 1-2/AB/261121 ok? da! 50 %'];
    const { title, lines } = await read(await buildPdf({ title: 'Obračun 10/2026 – Parking Zagreb d.o.o.', lines: texts }));
    expect(title).toBe('Obračun 10/2026 – Parking Zagreb d.o.o.');
    expect(lines).toEqual(['Obračun 10/2026 – Parking Zagreb d.o.o.', ...texts]);
  });

  it('writes PDF 1.4 with its title and creation date in the Info dictionary', async () => {
    const bytes = await buildPdf({ title: 'Račun 1', lines: [], created: new Date('2026-11-21T08:00:00Z') });
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const { info } = (await document.getMetadata()) as { info: { Title?: string; CreationDate?: string } };
    await document.destroy();
    expect(info.Title).toBe('Račun 1');
    expect(info.CreationDate).toMatch(/^D:20261121080000/);
  });
});
