import { describe, expect, it } from 'vitest';
import { features } from '../feature-registry';
import { allResources, featureResources } from './all-resources';
import { coreResources, createI18n, LANGUAGES, loadNamespace } from './setup';

/** Every key present in one language is present, non-empty, in the other. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

describe('i18n resources', () => {
  it('has the shell, the design system and every feature folder', () => {
    expect(Object.keys(allResources.hr)).toEqual(expect.arrayContaining(['app', 'ds', 'auth', 'statements']));
    expect(Object.keys(allResources.en).sort()).toEqual(Object.keys(allResources.hr).sort());
  });

  for (const ns of Object.keys(allResources.hr)) {
    it(`namespace ${ns} is complete in hr and en`, () => {
      const hr = keys(allResources.hr[ns]).sort();
      const en = keys(allResources.en[ns]).sort();
      expect(en).toEqual(hr);
      for (const key of hr) {
        expect(String(leaf(allResources.hr[ns], key)).trim(), `hr ${ns}:${key}`).not.toBe('');
        expect(String(leaf(allResources.en[ns], key)).trim(), `en ${ns}:${key}`).not.toBe('');
      }
    });
  }
});

describe('feature namespaces load with their routes', () => {
  it('the entry holds only the shell and design-system namespaces', () => {
    expect(Object.keys(coreResources.hr).sort()).toEqual(['app', 'ds']);
  });

  it('every registered feature declares its namespace, named after its folder', () => {
    const declared = features.map((feature) => feature.i18n?.namespace);
    expect(declared.every((ns) => typeof ns === 'string')).toBe(true);
    expect(new Set(declared).size).toBe(declared.length);
    for (const ns of declared) expect(Object.keys(featureResources.hr)).toContain(ns);
  });

  for (const language of LANGUAGES) {
    it(`each declared loader yields the feature's ${language} file, added once`, async () => {
      const i18n = createI18n(language);
      for (const feature of features) {
        const { namespace } = feature.i18n!;
        expect(i18n.hasResourceBundle(language, namespace)).toBe(false);
        await loadNamespace(i18n, feature.i18n!);
        expect(i18n.getResourceBundle(language, namespace)).toEqual(featureResources[language][namespace]);
      }
    });
  }
});
