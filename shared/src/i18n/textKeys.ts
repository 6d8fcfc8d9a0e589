/**
 * Typed text keys of a remote: the keys its `t` may read, derived from the English resource objects,
 * so that a wrong key is a type error rather than a raw key on screen. i18next's own typing (`CustomTypeOptions`)
 * cannot say what a remote reads: its namespace first, then `translation`, then `common`, all without a prefix; this
 * wrapper type says exactly that, and call sites read as ordinary `t(...)` calls.
 */
import type { TOptions } from 'i18next';
import type { Resources } from './resources/en';

/** i18next reads `count_one`, `count_other`, ... as the one key `count`. */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type Unplural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every dot-separated key of a resource tree that names a text (or a list, read with `returnObjects`). */
export type TextKey<T> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? Unplural<`${K}`>
    : T[K] extends readonly unknown[]
      ? `${K}`
      : `${K}.${TextKey<T[K]>}`;
}[keyof T & (string | number)];

/** The base namespaces by name. */
export type BaseNamespace = keyof Resources & string;

/** Keys every remote reads without a prefix (after its own): `translation`, then `common` (spec 1). */
type BaseKey = TextKey<Resources['translation']> | TextKey<Resources['common']>;
/** A key of a base namespace named in the key: `error:code.1010`. */
type PrefixedKey = { [N in BaseNamespace]: `${N}:${TextKey<Resources[N]>}` }[BaseNamespace];

/** The keys a remote whose own English texts are `Own` may read without naming a namespace. */
export type RemoteTextKey<Own> = TextKey<Own> | BaseKey | PrefixedKey;

/** `t` of a remote: its own keys and the base keys, or a base namespace's keys with `{ ns }`. */
export interface RemoteT<Own> {
  (key: RemoteTextKey<Own>, options?: TOptions & { ns?: undefined }): string;
  <N extends BaseNamespace>(key: TextKey<Resources[N]>, options: TOptions & { ns: N }): string;
  /** A key made from data (a mode, a country, a command name) that may have no text: its default says what to show. */
  (key: string, options: TOptions & { defaultValue: string }): string;
}

/** A `t` that reads one base namespace named in the options (`t(key, { ns: 'error' })`), for helpers given any `t`. */
export type NamespaceT<N extends BaseNamespace> = (key: TextKey<Resources[N]>, options: TOptions & { ns: N }) => string;

/** `t` of the shell and of shared's components (`useBaseTexts`): the base keys only, as a remote without own texts. */
export type BaseT = RemoteT<Record<never, never>>;
