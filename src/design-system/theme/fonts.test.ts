/**
 * The UI font's three tiers (fonts.css) draw each character with the glyph fontsource's latin and
 * latin-ext files drew it with: the Croatian cut holds latin-ext's own glyphs and kerning for its
 * characters, the full latin-ext face's unicode range covers every other character latin-ext has,
 * and no text of the portal needs that face.
 */
import fs from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { CROATIAN_LETTERS, FONT_WEIGHTS, croatianCutPath, fontsourceFile, keptBelowLatinExt } from '../../../scripts/subset-fonts-facts.mjs';

const font = (file: string) => create(fs.readFileSync(file)) as Font;
const characters = (f: Font) => f.characterSet.filter((c) => c > 0 && c < 0xffff);
const css = fs.readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const latinExtCss = fs.readFileSync(new URL('./latin-ext.css', import.meta.url), 'utf8');

/** The unicode range fonts.css gives fontsource's latin-ext face of a weight, as code point intervals. */
function latinExtRange(weight: number): [number, number][] {
  const face = latinExtCss.split('@font-face').find((f) => f.includes(`inter-latin-ext-${weight}-normal.woff2`));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no unicode range for latin-ext ${weight}`);
  return range.split(',').map((part) => {
    const [from = '', to = from] = part.trim().slice(2).split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const inRange = (ranges: [number, number][], c: number) => ranges.some(([from, to]) => c >= from && c <= to);

/** Every text of the portal's i18n resources (each namespace's hr and en, and the entry's own). */
function portalTexts(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\/i18n\//.test(full) && /\.(json|ts)$/.test(entry.name) && !entry.name.includes('.test.')) files.push(full);
    }
  };
  walk(path.resolve(__dirname, '../..'));
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

describe.each(FONT_WEIGHTS)('Inter %i', (weight) => {
  const latin = font(fontsourceFile('latin', weight));
  const latinExt = font(fontsourceFile('latin-ext', weight));
  const cut = font(croatianCutPath(weight));

  it('the Croatian cut holds latin-ext’s characters below U+0100 and Croatian’s letters, nothing else', () => {
    const expected = [...keptBelowLatinExt(fs.readFileSync(fontsourceFile('latin-ext', weight))), ...CROATIAN_LETTERS].sort((a, b) => a - b);
    expect(characters(cut).sort((a, b) => a - b)).toEqual(expected);
  });

  it('draws each of them with latin-ext’s glyph, advance and kerning', () => {
    for (const c of characters(cut)) {
      const mine = cut.glyphForCodePoint(c);
      const theirs = latinExt.glyphForCodePoint(c);
      expect([c, mine.advanceWidth, mine.path.toSVG()]).toEqual([c, theirs.advanceWidth, theirs.path.toSVG()]);
    }
    const text = String.fromCodePoint(...characters(cut), ...CROATIAN_LETTERS.slice().reverse());
    const advances = (f: Font) => f.layout(text).positions.map((p) => p.xAdvance);
    expect(advances(cut)).toEqual(advances(latinExt));
  });

  it('latin-ext’s own face is fetched for every other character it has, and never for the cut’s', () => {
    const ranges = latinExtRange(weight);
    const uncut = characters(latinExt).filter((c) => !characters(cut).includes(c));
    expect(uncut.filter((c) => !inRange(ranges, c)).map((c) => c.toString(16))).toEqual([]);
    expect(characters(cut).filter((c) => inRange(ranges, c)).map((c) => c.toString(16))).toEqual([]);
  });

  it('every text of the portal is drawn from latin and the cut alone: none fetches latin-ext', () => {
    const covered = new Set([...characters(latin), ...characters(cut)]);
    const texts = [...new Set(portalTexts())].filter((ch) => ch.codePointAt(0)! >= 0x80);
    expect(texts.filter((ch) => !covered.has(ch.codePointAt(0)!))).toEqual([]);
    expect(texts.filter((ch) => inRange(latinExtRange(weight), ch.codePointAt(0)!))).toEqual([]);
  });
});

it('fonts.css declares latin first and the cut last, so the cut is checked first; latin-ext.css the other letters', () => {
  const order = (sheet: string) => [...sheet.matchAll(/inter-(latin|latin-ext|hr)-(\d+)/g)].map((m) => `${m[1]} ${m[2]}`);
  expect(order(css)).toEqual([...FONT_WEIGHTS.map((w) => `latin ${w}`), ...FONT_WEIGHTS.map((w) => `hr ${w}`)]);
  expect(order(latinExtCss)).toEqual(FONT_WEIGHTS.map((w) => `latin-ext ${w}`));
});
