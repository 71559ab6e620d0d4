import en from './en.json';
import hr from './hr.json';

/** The design system's i18n namespace. Register with i18next: `resources: { hr: { ds: hr }, en: { ds: en } }`. */
export const DS_NAMESPACE = 'ds';

export const dsResources = { hr, en } as const;
