// `node scripts/subset-fonts.mjs`: writes the Croatian cut of Inter's latin-ext faces
// (src/design-system/theme/fonts/inter-hr-{400,600,700}.woff2) from fontsource's files, with
// HarfBuzz's subsetter (subset-font): the characters of fontsource's latin-ext file below U+0100
// (that face is checked first for every character, so these stay drawn by it) and Croatian's letters
// outside latin (č ć đ š ž and their capitals), with their kerning and every layout table HarfBuzz
// keeps for them. Run it again when @fontsource/inter changes; src/design-system/theme/fonts.test.ts
// fails until it is (each kept glyph is compared with fontsource's).
import fs from 'node:fs';
import subsetFont from 'subset-font';
import { CROATIAN_LETTERS, FONT_WEIGHTS, croatianCutPath, fontsourceFile, keptBelowLatinExt } from './subset-fonts-facts.mjs';

for (const weight of FONT_WEIGHTS) {
  const source = fs.readFileSync(fontsourceFile('latin-ext', weight));
  const text = String.fromCodePoint(...keptBelowLatinExt(source), ...CROATIAN_LETTERS);
  const cut = await subsetFont(source, text, { targetFormat: 'woff2' });
  fs.writeFileSync(croatianCutPath(weight), cut);
  console.log(`${croatianCutPath(weight)}: ${cut.length} bytes (from ${source.length})`);
}
