import { describe, expect, it } from 'vitest';
import { entrySystem } from './system';

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** A colour token's value, following references to other tokens until a #rrggbb. */
function resolve(name: string): string {
  const token = entrySystem().tokens.getByName(name);
  if (!token) throw new Error(`no token ${name}`);
  const value = String(token.originalValue && typeof token.originalValue === 'object' ? (token.originalValue as { _light?: string; base?: string })._light ?? (token.originalValue as { base?: string }).base : token.originalValue);
  const reference = /^\{(.+)\}$/.exec(value);
  return reference ? resolve(reference[1]!) : value;
}

describe('focus rings (WCAG 1.4.11)', () => {
  it.each(['gray', 'brand'])('the %s palette ring has 3:1 against white and the page background', (palette) => {
    const ring = resolve(`colors.${palette}.focusRing`);
    expect(contrast(ring, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    expect(contrast(ring, resolve('colors.gray.50'))).toBeGreaterThanOrEqual(3);
  });
});
