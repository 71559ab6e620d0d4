/**
 * The maps' texts: their own i18n namespace, bundled with the map chunk and added to the app's
 * i18next instance the first time a map renders, so the entry carries none of it.
 */
import { useTranslation } from 'react-i18next';
import en from './i18n/en.json';
import hr from './i18n/hr.json';

export const MAP_NAMESPACE = 'dsMap';

const BUNDLES: Record<string, object> = { hr, en };

export function useMapTranslation() {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(language, MAP_NAMESPACE)) i18n.addResourceBundle(language, MAP_NAMESPACE, bundle);
  }
  return useTranslation(MAP_NAMESPACE);
}
