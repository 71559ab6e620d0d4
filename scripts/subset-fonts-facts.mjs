// What scripts/subset-fonts.mjs cuts and where it writes it; its test reads the same facts.
import { createRequire } from 'node:module';
import { create } from 'fontkit';

const require = createRequire(import.meta.url);

export const FONT_WEIGHTS = [400, 600, 700];

/** Croatian's letters outside latin: Č č Ć ć Đ đ Š š Ž ž. */
export const CROATIAN_LETTERS = [0x10c, 0x10d, 0x106, 0x107, 0x110, 0x111, 0x160, 0x161, 0x17d, 0x17e];

export const fontsourceFile = (subset, weight) => require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`);

export const croatianCutPath = (weight) => new URL(`../src/design-system/theme/fonts/inter-hr-${weight}.woff2`, import.meta.url).pathname;

/** The characters of a font file below U+0100 (in fontsource's latin-ext: the space, the no-break space, A and Ä). */
export function keptBelowLatinExt(buffer) {
  return create(buffer).characterSet.filter((c) => c > 0 && c < 0x100);
}
