/**
 * Plural keys as i18next reads them: a counted phrase is one key per plural category of the
 * language (`count_one`, `count_few`, `count_other` in hr; `count_one`, `count_other` in en), chosen
 * by Intl.PluralRules. The resource checks compare languages by base key, and check that each
 * counted phrase has exactly the forms its language needs.
 */
const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a resource tree, dotted. */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** The key without its plural suffix. */
export function pluralBase(key: string): string {
  return key.replace(SUFFIX, '');
}

/** The keys of a resource with plural forms folded into their base, sorted and unique. */
export function baseKeys(resource: unknown): string[] {
  return [...new Set(leafKeys(resource).map(pluralBase))].sort();
}

function leafValue(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);
}

/**
 * What is wrong with the resource's counted phrases: a phrase that names `{{count}}` without plural
 * forms (i18next picks the form by `count`; a number that picks no form is named otherwise, as
 * `{{number, count}}` in "Broj transakcija: 12"), and a counted phrase whose forms are not exactly
 * the language's plural categories.
 */
export function pluralProblems(resource: unknown, language: string): string[] {
  const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
  const forms = new Map<string, string[]>();
  const problems: string[] = [];
  for (const key of leafKeys(resource)) {
    const match = SUFFIX.exec(key);
    if (match) forms.set(pluralBase(key), [...(forms.get(pluralBase(key)) ?? []), match[1]!]);
    else if (/\{\{count\b/.test(String(leafValue(resource, key)))) problems.push(`${key}: names {{count}} without plural forms`);
  }
  for (const [base, have] of forms) {
    if (have.sort().join() !== needed.join()) problems.push(`${base}: has ${have.join(', ')}, ${language} needs ${needed.join(', ')}`);
  }
  return problems;
}
