/** Text widths and line heights with the embedded fonts, for pdf-layout.ts to plan the pages. */
import { Font } from '@react-pdf/renderer';
import type { TextMeasure } from './pdf-layout';
import { FONT_FEATURES } from './pdf-fonts';

/** What the measure uses of a loaded fontkit font. */
export interface MeasuredFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: Record<string, boolean>): { advanceWidth: number };
}

/** react-pdf types a loaded font without fontkit's members; this checks the ones the measure uses. */
function isMeasuredFont(font: unknown): font is MeasuredFont {
  return (
    typeof font === 'object' &&
    font !== null &&
    'unitsPerEm' in font &&
    'hasGlyphForCodePoint' in font &&
    'layout' in font &&
    typeof font.layout === 'function'
  );
}

const measures = new Map<string, TextMeasure>();

/**
 * Text widths with the embedded fonts as react-pdf draws them: per character, from the first family
 * that has it, with the same features (tabular figures); kerning is left out (it only narrows).
 */
export function fontMeasure(families: string[]): TextMeasure {
  const key = families.join('|');
  const cached = measures.get(key);
  if (cached) return cached;
  const fonts = (fontWeight: number) =>
    families.map((fontFamily) => {
      const data: unknown = Font.getFont({ fontFamily, fontWeight }).data;
      return isMeasuredFont(data) ? data : null;
    });
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
