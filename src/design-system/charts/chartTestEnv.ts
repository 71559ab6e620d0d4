import type { AppLocale } from '../format/locale';
import en from '../i18n/screens/en.json';
import hr from '../i18n/screens/hr.json';
import type { ChartEnv } from './chartFormat';

/** A ChartEnv for unit tests and stories: the real `charts.*` texts, i18next-style interpolation. */
export function chartTestEnv(locale: AppLocale, animation = false): ChartEnv {
  const texts: unknown = (locale === 'en' ? en : hr).charts;
  return {
    locale,
    animation,
    t: (key, vars) => {
      const found = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], texts);
      if (typeof found !== 'string') throw new Error(`Missing text charts.${key}`);
      return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
    },
  };
}
