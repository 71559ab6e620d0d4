import { describe, expect, it } from 'vitest';
import { resources } from './setup';

/** Every key present in one language is present, non-empty, in the other. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

describe('i18n resources', () => {
  for (const ns of Object.keys(resources.hr) as (keyof typeof resources.hr)[]) {
    it(`namespace ${ns} is complete in hr and en`, () => {
      const hr = keys(resources.hr[ns]).sort();
      const en = keys(resources.en[ns]).sort();
      expect(en).toEqual(hr);
      for (const key of hr) {
        expect(String(leaf(resources.hr[ns], key)).trim(), `hr ${ns}:${key}`).not.toBe('');
        expect(String(leaf(resources.en[ns], key)).trim(), `en ${ns}:${key}`).not.toBe('');
      }
    });
  }
});
