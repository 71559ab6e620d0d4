import { intlTag, type AppLocale } from './locale';

/**
 * Croatian collation (reporting.md §9): č, ć, dž, đ, lj, nj, š, ž sort as in Croatian.
 * Numeric parts compare as numbers ('Zona 2' before 'Zona 10').
 */
const collators = new Map<string, Intl.Collator>();

export function collator(locale: AppLocale = 'hr'): Intl.Collator {
  const tag = intlTag(locale);
  let c = collators.get(tag);
  if (!c) {
    c = new Intl.Collator(tag, { numeric: true, sensitivity: 'base' });
    collators.set(tag, c);
  }
  return c;
}

/** Compare two strings with Croatian collation (missing values sort first). */
export function compareHr(a: string | null | undefined, b: string | null | undefined): number {
  return collator('hr').compare(a ?? '', b ?? '');
}
