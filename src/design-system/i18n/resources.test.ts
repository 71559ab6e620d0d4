import { describe, expect, it } from 'vitest';
import en from './en.json';
import hr from './hr.json';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('ds i18n resources', () => {
  it('hr and en have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(hr).sort());
  });
  it('no empty strings', () => {
    for (const res of [hr, en]) {
      const flat = keys(res);
      expect(flat.length).toBeGreaterThan(10);
    }
  });
});
