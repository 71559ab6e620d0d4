import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isWoff, toDataUrl, woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const woff = new Uint8Array(
  fs.readFileSync(require.resolve('@fontsource/inter/files/inter-latin-ext-400-normal.woff')),
);

/** OpenType table checksum: the sum of the big-endian uint32 words, zero-padded. */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.byteLength + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.byteLength; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('rebuilds the sfnt: same tables, inflated, each matching the checksum WOFF recorded', async () => {
    expect(isWoff(woff)).toBe(true);
    const sfnt = await woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    const source = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    expect(view.getUint32(0)).toBe(source.getUint32(4)); // flavor: 0x00010000 for TrueType
    const numTables = view.getUint16(4);
    expect(numTables).toBe(source.getUint16(12));
    expect(view.getUint16(6)).toBe(2 ** Math.floor(Math.log2(numTables)) * 16); // searchRange
    let previousTag = -1;
    for (let i = 0; i < numTables; i += 1) {
      const at = 12 + i * 16;
      const tag = view.getUint32(at);
      const offset = view.getUint32(at + 8);
      const length = view.getUint32(at + 12);
      expect(tag).toBeGreaterThan(previousTag);
      previousTag = tag;
      expect(offset % 4).toBe(0);
      expect(length).toBe(source.getUint32(44 + i * 20 + 12)); // origLength
      const name = String.fromCharCode(
        tag >>> 24,
        (tag >>> 16) & 255,
        (tag >>> 8) & 255,
        tag & 255,
      );
      if (name !== 'head')
        expect(checksum(sfnt.subarray(offset, offset + length))).toBe(view.getUint32(at + 4));
    }
  });

  it('returns other bytes unchanged', async () => {
    const ttf = new Uint8Array([0, 1, 0, 0, 0, 0]);
    expect(await woffToSfnt(ttf)).toBe(ttf);
  });
});

describe('toDataUrl', () => {
  it('encodes bytes as base64', () => {
    expect(toDataUrl(new Uint8Array([0, 255, 104, 105]), 'font/ttf')).toBe(
      'data:font/ttf;base64,AP9oaQ==',
    );
  });
});
