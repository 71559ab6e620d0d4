import { describe, expect, it } from 'vitest';
import { features } from '../../routing/route-table';
import { allResources, featureResources } from './all-resources';
import { coreResources, createI18n, LANGUAGES, loadNamespace } from './setup';

import { baseKeys, leafKeys, pluralProblems } from '../../design-system/i18n/plural-keys';

function leaf(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

describe('i18n resources', () => {
  it('has the shell, the design system and every feature folder', () => {
    expect(Object.keys(allResources.hr)).toEqual(expect.arrayContaining(['app', 'ds', 'auth', 'statements']));
    expect(Object.keys(allResources.en).sort()).toEqual(Object.keys(allResources.hr).sort());
  });

  for (const ns of Object.keys(allResources.hr)) {
    it(`namespace ${ns} is complete in hr and en, each counted phrase in every plural form`, () => {
      // Every phrase of one language is in the other; a counted one has its own language's forms.
      expect(baseKeys(allResources.en[ns])).toEqual(baseKeys(allResources.hr[ns]));
      expect(pluralProblems(allResources.hr[ns], 'hr')).toEqual([]);
      expect(pluralProblems(allResources.en[ns], 'en')).toEqual([]);
      for (const language of LANGUAGES) {
        for (const key of leafKeys(allResources[language][ns])) {
          expect(String(leaf(allResources[language][ns], key)).trim(), `${language} ${ns}:${key}`).not.toBe('');
        }
      }
    });
  }
});

describe('counted phrases', () => {
  it('hr says 1 obračun, 2–4 and 22 obračuna, 5 and 11 obračuna, with the number grouped', () => {
    const t = createI18n('hr', allResources).getFixedT('hr', 'statements');
    expect([1, 2, 4, 5, 11, 21, 22, 1234].map((count) => t('count', { count }))).toEqual([
      '1 obračun',
      '2 obračuna',
      '4 obračuna',
      '5 obračuna',
      '11 obračuna',
      '21 obračun',
      '22 obračuna',
      '1.234 obračuna',
    ]);
    const app = createI18n('hr', allResources).getFixedT('hr', 'app');
    expect([1, 3, 12].map((count) => app('demo.hits', { count }))).toEqual(['pogođeno 1 put', 'pogođeno 3 puta', 'pogođeno 12 puta']);
  });

  it('en says 1 incident and 1,234 incidents', () => {
    const t = createI18n('en', allResources).getFixedT('en', 'incidents');
    expect([1, 2, 1234].map((count) => t('count', { count }))).toEqual(['1 incident', '2 incidents', '1,234 incidents']);
  });
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
