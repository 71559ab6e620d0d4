import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DS_NAMESPACE, dsResources, loadScreenTexts } from './resources';
import en from './en.json';

describe('the design system namespace', () => {
  it.each([
    ['hr', dsResources.hr, 'Datum od'],
    ['en', en, 'Date from'],
  ] as const)('gains the screens’ texts in %s beside the entry’s, once', async (language, core, begin) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { [DS_NAMESPACE]: core } }, ns: [DS_NAMESPACE], defaultNS: DS_NAMESPACE });
    expect(i18n.exists('dateRange.begin')).toBe(false);
    await loadScreenTexts(i18n);
    await loadScreenTexts(i18n);
    expect(i18n.t('dateRange.begin')).toBe(begin);
    expect(i18n.t('common.close')).toBe(core.common.close);
  });
});
