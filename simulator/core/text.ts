/** Croatian-aware text matching and ordering. */

const FOLD: Record<string, string> = { đ: 'd', Đ: 'd', ß: 'ss' };

/**
 * Folds text for search: Croatian lower case, then diacritics removed (č ć → c, š → s, ž → z,
 * đ → d), so "cakovec" finds "Čakovec" and "ČAKOVEC" finds "čakovec".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('hr')
    .replace(/[đĐß]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query occurs in one of the texts (DRF SearchFilter semantics). */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const terms = foldForSearch(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const haystacks = texts.map(foldForSearch);
  return terms.every((term) => haystacks.some((text) => text.includes(term)));
}

/** Text for XML or SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
