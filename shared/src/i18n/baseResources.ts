import type { Language } from '../domain/enums';
import { da } from './resources/da';
import { de } from './resources/de';
import { en, type Resources } from './resources/en';
import { sv } from './resources/sv';

/** spec 1: the base namespaces; `translation` is the default and `common` the fallback namespace. */
export const NAMESPACES = ['translation', 'country', 'common', 'table', 'error'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'translation' satisfies Namespace;
export const FALLBACK_NAMESPACE = 'common' satisfies Namespace;

/** spec 1: English is the default and the fallback language. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The base resources of every interface language, keyed by language then namespace. */
export const BASE_RESOURCES: Readonly<Record<Language, Resources>> = { en, da, sv, de };
