export { en, type DeepString, type Resources } from './resources/en';
export { da } from './resources/da';
export { sv } from './resources/sv';
export { de } from './resources/de';
export {
  BASE_RESOURCES,
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  FALLBACK_NAMESPACE,
  NAMESPACES,
  type Namespace,
} from './baseResources';
export { LANGUAGE_LABELS, isLanguage, resolveLanguage } from './languageLabels';
export { addNamespaceBundles, createI18n } from './createI18n';
