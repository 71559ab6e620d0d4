/**
 * i18next with one namespace per feature, complete in hr (default) and en.
 * The language choice is stored in localStorage under `lang`; changing it reloads the page.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import appHr from './hr.json';
import appEn from './en.json';
import dsHr from '../../design-system/i18n/hr.json';
import dsEn from '../../design-system/i18n/en.json';
import authHr from '../../features/auth/i18n/hr.json';
import authEn from '../../features/auth/i18n/en.json';
import statementsHr from '../../features/statements/i18n/hr.json';
import statementsEn from '../../features/statements/i18n/en.json';

export const LANGUAGES = ['hr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hr';
export const LANGUAGE_KEY = 'lang';

export const resources = {
  hr: { app: appHr, ds: dsHr, auth: authHr, statements: statementsHr },
  en: { app: appEn, ds: dsEn, auth: authEn, statements: statementsEn },
} as const;

export const namespaces = Object.keys(resources.hr) as (keyof (typeof resources)['hr'])[];

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

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'app',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  return instance;
}
