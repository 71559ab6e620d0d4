import { describe, expect, it } from 'vitest';
import { sanitizeFileBaseName } from './file-names';

describe('saved file names', () => {
  it('replaces characters illegal in file names and tidies the ends', () => {
    expect(sanitizeFileBaseName('Garaža A/B: "Centar"?')).toBe('Garaža A-B- -Centar');
    expect(sanitizeFileBaseName('a\\b|c*d<e>f')).toBe('a-b-c-d-e-f');
    expect(sanitizeFileBaseName('  Parking\tŽitnjak \n')).toBe('Parking Žitnjak');
    expect(sanitizeFileBaseName('Zona...')).toBe('Zona');
    expect(sanitizeFileBaseName('tab\u0001ctrl')).toBe('tab-ctrl');
  });

  it('composes decomposed letters (NFC), so č stays one character', () => {
    const decomposed = 'C\u030Cakovec';
    expect(sanitizeFileBaseName(decomposed)).toBe('Čakovec');
    expect(sanitizeFileBaseName(decomposed)).toHaveLength(7);
  });

  it('avoids Windows device names, empty names and very long names', () => {
    expect(sanitizeFileBaseName('CON')).toBe('CON_');
    expect(sanitizeFileBaseName('nul')).toBe('nul_');
    expect(sanitizeFileBaseName(' / ', 'racun')).toBe('racun');
    expect(sanitizeFileBaseName('ž'.repeat(300))).toHaveLength(120);
  });
});
