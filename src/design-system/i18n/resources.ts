import hr from './hr.json';

/**
 * The design system's i18n namespace. The app bundles it in hr (dsResources) and loads en with
 * its other entry namespaces (src/app/i18n/core-en.ts); register with i18next as `{ hr: { ds: hr }, en: { ds: en } }`.
 */
export const DS_NAMESPACE = 'ds';

export const dsResources = { hr } as const;
