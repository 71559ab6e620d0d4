import type { i18n as I18n } from 'i18next';
import hr from './hr.json';

/**
 * The design system's i18n namespace. The app bundles it in hr (dsResources) and loads en with
 * its other entry namespaces (src/app/i18n/core-en.ts); register with i18next as `{ hr: { ds: hr }, en: { ds: en } }`.
 * The texts of the components only the signed-in screens use (date ranges, tables, charts, stats,
 * downloads, drafts…) are in screens/<language>.json: loadScreenTexts adds them to the namespace
 * with every screen but /login, so /login does not carry them; Storybook and the tests have them
 * through src/app/i18n/all-resources.ts.
 */
export const DS_NAMESPACE = 'ds';

export const dsResources = { hr } as const;

/** Adds the screens' texts to the namespace in the instance's language (hr unless en), once. */
export async function loadScreenTexts(i18n: I18n): Promise<void> {
  const language = i18n.language === 'en' ? 'en' : 'hr';
  if (i18n.exists(`${DS_NAMESPACE}:dateRange.begin`, { lng: language })) return;
  const { default: texts } = await (language === 'en' ? import('./screens/en.json') : import('./screens/hr.json'));
  i18n.addResourceBundle(language, DS_NAMESPACE, texts, true, false);
}
