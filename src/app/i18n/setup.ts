/**
 * i18next with one namespace per feature, complete in hr (default) and en.
 * The language choice is stored in localStorage under `lang`; changing it reloads the page.
 *
 * Only the namespaces every screen needs are bundled with the entry: the shell's (`app`) and the
 * design system's (`ds`). A feature's namespace is declared in its routes.ts (`FeatureRoutes.i18n`)
 * and loaded with its routes (`loadNamespace`, called by the lazy routes of app/routes.tsx), so a new
 * feature never grows what /login loads. Storybook and the unit tests use every namespace eagerly
 * (`all-resources.ts`).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DS_NAMESPACE, dsResources } from '../../design-system/i18n/resources';
import { formatCount } from '../../design-system/format/number';
import { resolveLocale } from '../../design-system/format/locale';
import type { FeatureNamespace } from '../../routing/feature-routes';
import { setRequestLanguage } from '../../api/http';
import { setFailureTexts } from '../../api/errors';
import appHr from './hr.json';
import { LANGUAGE_KEY } from './language-key';

export const LANGUAGES = ['hr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hr';
export { LANGUAGE_KEY };

/** Namespace -> its translations, per language. */
export type Resources = Record<Language, Record<string, object>>;

/** The namespaces of the entry, in the default language; in en they load at boot (core-en.ts). */
export const coreResources = {
  hr: { app: appHr, [DS_NAMESPACE]: dsResources.hr },
} as const satisfies Partial<Resources>;

/** The entry's namespaces in a language: hr is bundled, en is loaded (so the default's first screen carries one language). */
export async function loadCoreResources(language: Language): Promise<Partial<Resources>> {
  if (language === DEFAULT_LANGUAGE) return coreResources;
  const { coreEn } = await import('./core-en');
  return { en: coreEn };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the choice and reloads, as the spec asks (reporting.md §4). */
export function chooseLanguage(language: Language, reload: () => void = () => window.location.reload()) {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  reload();
}

/** The app's instance with the entry's namespaces; Storybook passes every namespace instead. */
export function createI18n(language: Language, resources: Partial<Resources> = coreResources): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: 'app',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // `{{count, count}}`: a counted phrase shows its number as every count of the app does
  // ('1.234' in hr, with grouping on whatever the ICU), while `count` still picks the plural form.
  instance.services.formatter?.add('count', (value: unknown, lng: string | undefined) =>
    formatCount(typeof value === 'number' ? value : Number(value), resolveLocale(lng)),
  );
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  setRequestLanguage(language);
  // A 403 reads as the specs' permission message wherever a failure's text is shown.
  setFailureTexts({ forbidden: instance.t('denied.message', { ns: 'app' }) });
  return instance;
}

/** The instance's language as the app's resources name it: hr unless one of ours. */
export function activeLanguage(i18n: I18n): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Whether the feature's namespace is in, in the active language. */
export function hasNamespace(i18n: I18n, { namespace }: Pick<FeatureNamespace, 'namespace'>): boolean {
  return i18n.hasResourceBundle(activeLanguage(i18n), namespace);
}

/**
 * Adds a feature's namespace in the current language, once; resolves when its screens may render.
 * (There is no i18next backend: without the bundle, `t` would render raw keys.)
 */
export async function loadNamespace(i18n: I18n, { namespace, load }: FeatureNamespace): Promise<void> {
  const language = activeLanguage(i18n);
  if (i18n.hasResourceBundle(language, namespace)) return;
  const { default: bundle } = await load(language);
  i18n.addResourceBundle(language, namespace, bundle);
}
