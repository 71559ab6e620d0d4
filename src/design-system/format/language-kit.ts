import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { AppLocale } from './locale';

/** What FormatProvider gives the components below it, for the active language. */
export interface LanguageKit {
  locale: AppLocale;
  /** The design system's texts (the `ds` namespace). */
  dsT: TFunction<'ds'>;
}

export const LanguageKitContext = createContext<LanguageKit | null>(null);

export function useLanguageKit(): LanguageKit {
  const kit = useContext(LanguageKitContext);
  if (!kit) throw new Error("The design system's formats and texts need FormatProvider (DesignSystemProvider) above them.");
  return kit;
}
