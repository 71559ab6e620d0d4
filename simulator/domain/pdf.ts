/**
 * A minimal, valid PDF 1.4 written by hand: one A4 page of Helvetica text. Text is encoded as
 * WinAnsi (so š ž Š Ž and the en dash print); č ć đ, which WinAnsi lacks, print without their
 * accent, while the document title in the Info dictionary keeps every letter (UTF-16BE).
 */

const WIN_ANSI_EXTRA: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '€': 0x80,
  'š': 0x9a,
  'Š': 0x8a,
  'ž': 0x9e,
  'Ž': 0x8e,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
};
const WIN_ANSI_FALLBACK: Record<string, string> = { č: 'c', ć: 'c', Č: 'C', Ć: 'C', đ: 'd', Đ: 'D' };

function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const extra = WIN_ANSI_EXTRA[ch];
    const code = ch.codePointAt(0) ?? 0x3f;
    if (extra !== undefined) bytes.push(extra);
    else if (WIN_ANSI_FALLBACK[ch]) bytes.push(WIN_ANSI_FALLBACK[ch].charCodeAt(0));
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF literal string from bytes, escaping the delimiters and non-ASCII bytes as octal. */
function literal(bytes: number[]): string {
  return (
    '(' +
    bytes
      .map((b) => {
        if (b === 0x28 || b === 0x29 || b === 0x5c) return '\\' + String.fromCharCode(b);
        if (b < 0x20 || b > 0x7e) return '\\' + b.toString(8).padStart(3, '0');
        return String.fromCharCode(b);
      })
      .join('') +
    ')'
  );
}

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

export interface PdfDocument {
  title: string;
  lines: readonly string[];
}

export function buildPdf(document: PdfDocument): Uint8Array {
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `${literal(winAnsiBytes(document.title))} Tj`,
    '/F1 11 Tf',
    ...document.lines.flatMap((line) => ['0 -22 Td', `${literal(winAnsiBytes(line))} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${utf16Hex(document.title)} /Producer (Partner Portal simulator) >>`,
  ];
  // Every character above is ASCII, so string length equals byte length.
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (ch) => ch.charCodeAt(0) & 0xff);
}
