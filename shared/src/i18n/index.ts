export { en, type DeepString, type Resources } from './resources/en';
export {
  loadBaseResources,
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  FALLBACK_NAMESPACE,
  NAMESPACES,
  type Namespace,
} from './baseResources';
export { LANGUAGE_LABELS, isLanguage, resolveLanguage } from './languageLabels';
export { changeInterfaceLanguage, createI18n } from './createI18n';
export { ensureRemoteNamespace, remoteNamespace, type LanguageChunks, type RemoteNamespace } from './remoteNamespace';
export type { BaseNamespace, BaseT, NamespaceT, RemoteT, RemoteTextKey, TextKey } from './textKeys';
export { baseTextsOf, useBaseTexts } from './useBaseTexts';
