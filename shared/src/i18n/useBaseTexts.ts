import type { i18n as I18n, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BaseT } from './textKeys';

/**
 * `t` and `i18n` of the shell and of shared's own components: the base namespaces only (`translation`, then
 * `common`, as createI18n sets them). The same call as `useTranslation()`, but `t` accepts only keys the English texts
 * have, so a wrong key fails `npx tsc -b` instead of showing a raw key.
 */
export function useBaseTexts() {
  const { t, i18n, ready } = useTranslation();
  return { t: t as unknown as BaseT, i18n, ready };
}

/**
 * `i18n.t` of an instance, typed as `useBaseTexts`'s `t`, for texts read outside a render (a notice after a save, a
 * text handed to sign-in): those read the instance's current language, not the one the component last rendered in.
 */
export function baseTextsOf(i18n: I18n): BaseT {
  return ((key: string, options?: TOptions) => i18n.t(key, options)) as BaseT;
}
