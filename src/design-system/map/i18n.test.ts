import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import hr from './i18n/hr.json';

function leaves(obj: unknown, prefix = ''): [string, unknown][] {
  if (typeof obj !== 'object' || obj === null) return [[prefix, obj]];
  return Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('map i18n resources', () => {
  it('hr and en have the same keys, every text filled in', () => {
    expect(leaves(en).map(([k]) => k).sort()).toEqual(leaves(hr).map(([k]) => k).sort());
    for (const [key, value] of [...leaves(hr), ...leaves(en)]) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
    }
  });

  it('the same placeholders in both languages', () => {
    const hrLeaves = new Map(leaves(hr));
    for (const [key, value] of leaves(en)) {
      const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(hrLeaves.get(key)), key).toEqual(vars(value));
    }
  });
});
