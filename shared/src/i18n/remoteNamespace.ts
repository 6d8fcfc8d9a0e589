import type { i18n } from 'i18next';
import type { Language } from '../domain/enums';
import { DEFAULT_LANGUAGE } from './baseResources';
import { resolveLanguage } from './languageLabels';

/**
 * A remote's own i18n namespace (ARCHITECTURE 2, STYLE "the shape of a remote"). The texts travel with the remote's
 * build, not the shell's, so a remote that is redeployed alone shows its new texts, translated, with no shell
 * rebuild. English is bundled with the remote; the other languages are its own chunks, fetched when needed.
 */
export interface RemoteNamespace<Own extends object = object> {
  /** The namespace name; by convention the remote's container name (`mf_data_economics`). */
  readonly ns: string;
  /** The English texts; their shape gives the keys the remote's `t` accepts (see textKeys.ts). */
  readonly en: Own;
  readonly load: (language: Exclude<Language, 'en'>) => Promise<object>;
}

/**
 * The chunks of a remote's other languages, each a module that exports its texts under the language's code
 * (`export const da = {...}`). The `import()` calls stay in the remote, so that its own build makes the chunks.
 */
export type LanguageChunks = { [L in Exclude<Language, 'en'>]: () => Promise<Record<L, object>> };

/** A remote's namespace (its container name by convention), its English texts and the chunks of the other languages. */
export function remoteNamespace<Own extends object>(ns: string, en: Own, chunks: LanguageChunks): RemoteNamespace<Own> {
  return {
    ns,
    en,
    load: <L extends Exclude<Language, 'en'>>(language: L) =>
      (chunks[language]() as Promise<Record<L, object>>).then((module) => module[language]),
  };
}

// Per i18n instance: the namespaces registered on it, and the loads under way (one per namespace and language).
const registered = new WeakMap<i18n, Set<RemoteNamespace>>();
const loading = new WeakMap<i18n, Map<string, Promise<void>>>();

function addBundle(
  instance: i18n,
  language: Language,
  namespace: RemoteNamespace,
  bundle: object,
  silent = false,
): void {
  // Deep and overwriting: what the remote brings wins over anything registered under its name before.
  instance.addResourceBundle(language, namespace.ns, structuredClone(bundle), true, true, { silent });
}

function register(instance: i18n, namespace: RemoteNamespace): void {
  let set = registered.get(instance);
  if (!set) registered.set(instance, (set = new Set()));
  if (set.has(namespace)) return;
  set.add(namespace);
  // Silent: this runs while the module first renders, before anything reads the namespace, so no one must re-render.
  addBundle(instance, DEFAULT_LANGUAGE, namespace, namespace.en, true);
  const known = instance.options.ns;
  const list = known === undefined ? [] : typeof known === 'string' ? [known] : [...known];
  if (!list.includes(namespace.ns)) instance.options.ns = [...list, namespace.ns];
}

/**
 * Makes a remote namespace available on an instance in `language`: null when it is there already (English always is
 * once registered), else a promise that settles when it is. A language that fails to load leaves English, the
 * fallback, in its place: the promise never rejects, so a missing chunk costs translations, not the page.
 */
export function ensureRemoteNamespace(
  instance: i18n,
  namespace: RemoteNamespace,
  language: string | undefined,
): Promise<void> | null {
  register(instance, namespace);
  const lng = resolveLanguage(language);
  if (lng === DEFAULT_LANGUAGE || instance.hasResourceBundle(lng, namespace.ns)) return null;
  let pending = loading.get(instance);
  if (!pending) loading.set(instance, (pending = new Map()));
  const key = `${namespace.ns}:${lng}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = namespace.load(lng).then(
      (bundle) => addBundle(instance, lng, namespace, bundle),
      (error: unknown) => console.warn(`The ${lng} texts of ${namespace.ns} could not be loaded`, error),
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Loads every remote namespace registered on an instance in `language`, so a language switch shows no raw English. */
export async function loadRegisteredNamespaces(instance: i18n, language: string): Promise<void> {
  const namespaces = [...(registered.get(instance) ?? [])];
  await Promise.all(namespaces.map((namespace) => ensureRemoteNamespace(instance, namespace, language)));
}
