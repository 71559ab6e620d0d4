/**
 * The demo's texts (`app:demo.*`) load with its panel, so the entry does not carry them: the
 * production build has no demo. Storybook and the tests have them through all-resources.ts.
 */
import type { i18n as I18n } from 'i18next';
import { activeLanguage } from '../i18n/setup';

export async function loadDemoTexts(i18n: I18n): Promise<void> {
  const language = activeLanguage(i18n);
  const { default: demo } = await (language === 'en' ? import('./i18n/en.json') : import('./i18n/hr.json'));
  i18n.addResourceBundle(language, 'app', { demo }, true, true);
}
