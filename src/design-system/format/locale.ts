/** The two UI languages. Croatian is the default. */
export type AppLocale = 'hr' | 'en';

/** Any i18next language ('hr', 'en', 'en-GB', undefined ...) to an AppLocale; hr unless English. */
export function resolveLocale(language: string | null | undefined): AppLocale {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'hr';
}

/** BCP 47 tag used for Intl: hr-HR, and en-GB (day-first dates, € as in Europe). */
export function intlTag(locale: AppLocale): string {
  return locale === 'en' ? 'en-GB' : 'hr-HR';
}
