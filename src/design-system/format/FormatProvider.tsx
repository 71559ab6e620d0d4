import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale } from './locale';
import { LanguageKitContext, type LanguageKit } from './language-kit';

/**
 * The page's one watch over the language: the formats and the design system's texts in the active
 * language, for every component below (useFormat, useAppLocale, useDsText); a change of language
 * renders each of them again. A report page repeats a figure by the thousand, and a figure that
 * asked i18next itself would cost its own copy of the i18n instance (react-i18next's per-component
 * wrapper) and its own listener.
 */
export function FormatProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const kit = useMemo<LanguageKit>(
    () => ({ locale: resolveLocale(language), dsT: i18n.getFixedT(language, 'ds') }),
    [i18n, language],
  );
  return <LanguageKitContext.Provider value={kit}>{children}</LanguageKitContext.Provider>;
}
