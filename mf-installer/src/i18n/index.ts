import { useRemoteTranslation, type RemoteNamespace } from '@bess/shared';
import { en } from './en';

/** This remote's own texts (ARCHITECTURE 2): English in its bundle, the other languages as chunks of their own. */
export const TEXTS: RemoteNamespace = {
  ns: 'mf_installer',
  en,
  load: (language) =>
    ({
      da: () => import(/* webpackChunkName: "i18n-da" */ './da').then((m) => m.da),
      sv: () => import(/* webpackChunkName: "i18n-sv" */ './sv').then((m) => m.sv),
      de: () => import(/* webpackChunkName: "i18n-de" */ './de').then((m) => m.de),
    })[language](),
};

/** `t` of this remote: its own namespace first, then the shell's base namespaces. */
export const useTexts = () => useRemoteTranslation(TEXTS);
