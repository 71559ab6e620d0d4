/**
 * Every namespace in both languages, bundled eagerly, the demo's and the design system's screen texts included: for Storybook
 * (stories render any screen without its route) and the unit tests. The app entry never imports this file; the app loads a
 * feature's namespace with its routes (setup.ts). A feature folder's namespace is its folder name.
 */
import { coreResources, LANGUAGES, type Language, type Resources } from './setup';
import { coreEn } from './core-en';
import demoHr from '../demo/i18n/hr.json';
import demoEn from '../demo/i18n/en.json';
import dsScreensHr from '../../design-system/i18n/screens/hr.json';
import dsScreensEn from '../../design-system/i18n/screens/en.json';

const featureFiles = import.meta.glob<Record<string, unknown>>('../../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

/** `{ hr: { auth: {...}, statements: {...} }, en: {...} }` from `features/<namespace>/i18n/<language>.json`. */
export const featureResources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(featureFiles).flatMap(([file, bundle]) => {
        const match = /features\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(file);
        return match?.[2] === language ? [[match[1], bundle]] : [];
      }),
    ),
  ]),
) as Record<Language, Record<string, object>>;

export const allResources: Resources = {
  hr: { ...coreResources.hr, app: { ...coreResources.hr.app, demo: demoHr }, ds: { ...coreResources.hr.ds, ...dsScreensHr }, ...featureResources.hr },
  en: { ...coreEn, app: { ...coreEn.app, demo: demoEn }, ds: { ...coreEn.ds, ...dsScreensEn }, ...featureResources.en },
};
