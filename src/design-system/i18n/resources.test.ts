import { describe, expect, it } from 'vitest';
import en from './en.json';
import hr from './hr.json';

import { baseKeys, leafKeys, pluralProblems } from './plural-keys';

describe('ds i18n resources', () => {
  it('hr and en have the same keys', () => {
    expect(baseKeys(en)).toEqual(baseKeys(hr));
    expect(pluralProblems(hr, 'hr')).toEqual([]);
    expect(pluralProblems(en, 'en')).toEqual([]);
  });
  it('no empty strings', () => {
    for (const res of [hr, en]) {
      const flat = leafKeys(res);
      expect(flat.length).toBeGreaterThan(10);
    }
  });
});
