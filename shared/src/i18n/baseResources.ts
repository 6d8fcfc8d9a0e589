import type { Language } from '../domain/enums';
import { en, type Resources } from './resources/en';

/** spec 1: the base namespaces; `translation` is the default and `common` the fallback namespace. */
export const NAMESPACES = ['translation', 'country', 'common', 'table', 'error'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'translation' satisfies Namespace;
export const FALLBACK_NAMESPACE = 'common' satisfies Namespace;

/** spec 1: English is the default and the fallback language. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

// Only English (the fallback) is bundled with @bess/shared; the other languages are chunks of their own, fetched when
// a user needs them, so the shell's first paint does not carry four languages (ARCHITECTURE 2).
const LOADERS: Readonly<Record<Language, () => Promise<Resources>>> = {
  en: async () => en,
  da: () => import(/* webpackChunkName: "i18n-da" */ './resources/da').then((m) => m.da),
  sv: () => import(/* webpackChunkName: "i18n-sv" */ './resources/sv').then((m) => m.sv),
  de: () => import(/* webpackChunkName: "i18n-de" */ './resources/de').then((m) => m.de),
};

/** The base resources of one interface language, keyed by namespace. */
export function loadBaseResources(language: Language): Promise<Resources> {
  return LOADERS[language]();
}
