import { remoteNamespace, useRemoteTranslation } from '@bess/shared';
import { en } from './en';

/** This remote's own texts (ARCHITECTURE 2): English in its bundle, the other languages as chunks of their own. */
export const TEXTS = remoteNamespace('mf_schedule_policies', en, {
  da: () => import(/* webpackChunkName: "i18n-da" */ './da'),
  sv: () => import(/* webpackChunkName: "i18n-sv" */ './sv'),
  de: () => import(/* webpackChunkName: "i18n-de" */ './de'),
});

/** `t` of this remote: its own namespace first, then the shell's base namespaces. */
export const useTexts = () => useRemoteTranslation(TEXTS);
