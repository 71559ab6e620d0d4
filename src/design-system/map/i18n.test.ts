import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import hr from './i18n/hr.json';
import { baseKeys, pluralBase, pluralProblems } from '../i18n/plural-keys';

function leaves(obj: unknown, prefix = ''): [string, unknown][] {
  if (typeof obj !== 'object' || obj === null) return [[prefix, obj]];
  return Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('map i18n resources', () => {
  it('hr and en have the same keys, every text filled in', () => {
    expect(baseKeys(en)).toEqual(baseKeys(hr));
    expect(pluralProblems(hr, 'hr')).toEqual([]);
    expect(pluralProblems(en, 'en')).toEqual([]);
    for (const [key, value] of [...leaves(hr), ...leaves(en)]) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
    }
  });

  it('the same placeholders in both languages', () => {
    // By base key: a counted phrase's forms all name the same placeholders.
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
    const byBase = (resource: unknown) => new Map(leaves(resource).map(([key, value]) => [pluralBase(key), vars(value)]));
    const hrVars = byBase(hr);
    for (const [key, value] of byBase(en)) expect(hrVars.get(key), key).toEqual(value);
  });
});
