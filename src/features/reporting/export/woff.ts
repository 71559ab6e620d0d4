/**
 * WOFF 1.0 to plain sfnt (TrueType/OpenType), per the W3C WOFF specification: the same tables,
 * inflated, behind an sfnt header. Used by the PDF builder: fontkit reads WOFF, but it inflates the
 * whole compressed `glyf` table again for every glyph it decodes, which made a report's font
 * subsetting cost seconds. Converted once per session, the fonts cost nothing per glyph.
 * Inflating uses the platform's DecompressionStream (browsers, Node 18+).
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

export function isWoff(bytes: Uint8Array): boolean {
  return (
    bytes.byteLength >= WOFF_HEADER &&
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) === WOFF_SIGNATURE
  );
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const pad4 = (n: number) => (n + 3) & ~3;

/** The sfnt inside a WOFF file; other bytes (already TTF/OTF) are returned unchanged. */
export async function woffToSfnt(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(bytes)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);

  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const at = WOFF_HEADER + i * WOFF_ENTRY;
      const tag = view.getUint32(at);
      const offset = view.getUint32(at + 4);
      const compLength = view.getUint32(at + 8);
      const origLength = view.getUint32(at + 12);
      const checksum = view.getUint32(at + 16);
      const stored = bytes.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(stored) : stored;
      if (data.byteLength !== origLength) throw new Error('Invalid WOFF table length');
      return { tag, checksum, data };
    }),
  );

  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const t of tables) size += pad4(t.data.byteLength);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  let power = 1;
  while (power * 2 <= numTables) power *= 2;
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, numTables * 16 - power * 16);

  // WOFF keeps the directory sorted by tag, as sfnt requires; data follows in the same order.
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.setUint32(at, t.tag);
    sfnt.setUint32(at + 4, t.checksum);
    sfnt.setUint32(at + 8, offset);
    sfnt.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += pad4(t.data.byteLength);
  });
  return out;
}

/** Bytes as a base64 data URL (react-pdf's Font.register takes a URL, a path or a data URL). */
export function toDataUrl(bytes: Uint8Array, mime: string): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.byteLength; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}
