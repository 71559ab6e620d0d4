import { Button, Group, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES, type Language } from '../i18n/setup';

/** Croatian / English. The choice is stored under `lang` and the page reloads (reporting.md §4). */
export function LanguageSwitcher({
  onChoose = chooseLanguage,
  size = 'sm',
}: {
  onChoose?: (language: Language) => void;
  /** lg in a phone's drawer: a finger's target. */
  size?: 'sm' | 'lg';
}) {
  const { t, i18n } = useTranslation('app');
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size={size}
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            lang={language}
            onClick={() => {
              if (!active) onChoose(language);
            }}
          >
            {language.toUpperCase()}
            <VisuallyHidden> – {t(`language.${language}`)}</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
