import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/enums';
import { BASE_RESOURCES, DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, FALLBACK_NAMESPACE, NAMESPACES } from './baseResources';
import { resolveLanguage } from './languageLabels';

/**
 * Creates and initialises a new i18next instance with the base namespaces in every interface language.
 * Never the global instance (ARCHITECTURE 2): on a partner page there is none, so remotes take the instance
 * from context.
 */
export async function createI18n(language?: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // Each instance gets its own copy: i18next extends the stored bundles in place when namespaces are added.
    resources: structuredClone(BASE_RESOURCES) as Resource,
    lng: resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: FALLBACK_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Registers a remote's own namespace, in every interface language, on an instance taken from context. */
export function addNamespaceBundles(instance: i18n, ns: string, bundles: Readonly<Record<Language, object>>): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, ns, structuredClone(bundles[language]), true, true);
  }
  const known = instance.options.ns;
  const list = known === undefined ? [] : typeof known === 'string' ? [known] : [...known];
  if (!list.includes(ns)) instance.options.ns = [...list, ns];
}
