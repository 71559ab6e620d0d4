/** The entry's namespaces in en, loaded at boot when en is the chosen language (setup.ts). */
import dsEn from '../../design-system/i18n/en.json';
import appEn from './en.json';
import { DS_NAMESPACE } from '../../design-system/i18n/resources';

export const coreEn = { app: appEn, [DS_NAMESPACE]: dsEn };
