import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '../domain/enums';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, FALLBACK_NAMESPACE, NAMESPACES } from './baseResources';
import { resolveLanguage } from './languageLabels';
import { loadBaseResources } from './baseResources';
import { en } from './resources/en';
import { loadRegisteredNamespaces } from './remoteNamespace';

/**
 * Creates and initialises a new i18next instance with the base namespaces in every interface language.
 * Never the global instance (ARCHITECTURE 2): on a partner page there is none, so remotes take the instance
 * from context.
 */
export async function createI18n(language?: string): Promise<i18n> {
  const instance = i18next.createInstance();
  const lng = resolveLanguage(language);
  // Each instance gets its own copy: i18next extends the stored bundles in place when namespaces are added.
  const resources: Resource = { [DEFAULT_LANGUAGE]: structuredClone(en) };
  if (lng !== DEFAULT_LANGUAGE) resources[lng] = structuredClone(await loadBaseResources(lng));
  await instance.use(initReactI18next).init({
    resources,
    // Languages not loaded yet are fetched by changeInterfaceLanguage.
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    // A copy: i18next pushes namespaces added later into this very array.
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: FALLBACK_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A remote's namespace arrives after its components first render (remoteNamespace.ts): re-render them then.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

/** Switches an instance to another interface language, fetching its base resources first if needed. */
export async function changeInterfaceLanguage(instance: i18n, language: string): Promise<void> {
  const lng = resolveLanguage(language);
  if (!instance.hasResourceBundle(lng, DEFAULT_NAMESPACE)) {
    const resources = structuredClone(await loadBaseResources(lng)) as Record<string, object>;
    for (const ns of NAMESPACES) instance.addResourceBundle(lng, ns, resources[ns], true, true);
  }
  await loadRegisteredNamespaces(instance, lng);
  await instance.changeLanguage(lng);
}
