/**
 * Inter's latin-ext faces for the letters that neither latin nor the Croatian cut of fonts.css has
 * (ő, ł, ß's capital, …): a signed-in screen shows the server's text (a partner's name, an address)
 * and may need one, so the signed-in layout adds these faces when it loads (app/routes.tsx); sign-in
 * and the public pages show the portal's own texts only, which latin and the cut draw, so their
 * document declares none of them. Each is fetched only when a page
 * shows a character of its unicode range, as a face of fonts.css would be, and draws it with the
 * glyph fontsource's latin-ext file draws it with. The range leaves out the cut's characters, which
 * the cut draws, and the euro sign, which latin draws (docs/decisions/font-croatian-cut.md).
 */
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import latinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url';
import latinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff2?url';

export const LATIN_EXT_RANGE =
  'U+0100-0105, U+0108-010B, U+010E-010F, U+0112-015F, U+0162-017C, U+017F-0329, U+1D00-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

export const LATIN_EXT_FACES = [
  { weight: '400', url: latinExt400 },
  { weight: '600', url: latinExt600 },
  { weight: '700', url: latinExt700 },
] as const;

let added = false;

/** Adds the faces to the document's fonts, once (each still loads only when a page needs it). */
export function addLatinExtFaces(): void {
  if (added || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  added = true;
  for (const { weight, url } of LATIN_EXT_FACES) {
    document.fonts.add(new FontFace('Inter', `url(${url}) format('woff2')`, { weight, display: 'swap', unicodeRange: LATIN_EXT_RANGE }));
  }
}
