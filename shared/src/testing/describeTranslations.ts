import { LANGUAGES, type Language } from '../domain/enums';
import type { RemoteNamespace } from '../i18n/remoteNamespace';
import federation from '../../federation.json';

/** Every text of a resource tree by its dotted key (array items by index). */
export function flattenTexts(tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') {
    into.set(prefix, tree);
    return into;
  }
  if (tree === null || typeof tree !== 'object') throw new Error(`${prefix} is neither a text nor a group`);
  for (const [key, value] of Object.entries(tree)) flattenTexts(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * Texts that may read the same as in English: codes, units, product and proper names, and words that are spelled
 * the same in that language (Danish 'Data', 'Log', 'Menu', 'Send', 'Upload'; German 'Name', 'Status', 'Optional').
 */
const SAME_AS_ENGLISH = new Set([
  'OK',
  'Build {{build}}',
  'ID',
  'API',
  'PV',
  'XEAM',
  'PID KI',
  'SC-000000123',
  '{{value}} {{unit}}',
  'W',
  'kW',
  'kWh',
  'MWh',
  'GWh',
  'g',
  'kg',
  't',
  '%',
  '°C',
  'h',
  'min',
  's',
  'Portugal',
  'Administrator',
  'Partner',
  'Dashboard',
  'Information',
  'Status',
  'System',
  'Alarm',
  'Cluster',
  'Test',
  'Service',
  'Policy',
  'Code',
  'Clients',
  'Data',
  'Menu',
  'Log',
  'Send',
  'Upload',
  'Name',
  'Optional',
  'Modbus',
  'SunSpec',
  'CAN bus',
]);

/**
 * Labels of tabs that the registry marks as names (`labelIsName`: a new remote's tab before its label is translated):
 * they may read as in English, like any proper name.
 */
const NAME_LABEL_KEYS = new Set(
  Object.values(federation.tabs as Record<string, { label: string; labelIsName?: boolean }>)
    .filter((tab) => tab.labelIsName === true)
    // Labels are keys of the translation namespace; the base resources are flattened with the namespace first.
    .map((tab) => `translation.${tab.label}`),
);

/** Placeholder names of a text, sorted: '{{name}} of {{total}}' gives ['name', 'total']. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].flatMap((m) => m[1] ?? []).sort();
}

/**
 * Declares the tests every set of texts must pass, base namespaces and a remote's own alike: each language has
 * exactly English's keys and placeholders, nothing is empty or padded, other languages are really translated, and
 * no typo of the specification reaches a user (ARCHITECTURE 8).
 */
export function describeTranslations(
  name: string,
  resources: Readonly<Record<Language, object>>,
  /** A remote's namespace made of these resources: its English is them, and each language it loads is them. */
  namespace?: RemoteNamespace,
): void {
  const others = LANGUAGES.filter((language) => language !== 'en');
  const texts = (language: Language) => flattenTexts(resources[language]);

  describe(`${name}: translations`, () => {
    test.each(others)('%s has exactly the keys of en', (language) => {
      expect([...texts(language).keys()].sort()).toEqual([...texts('en').keys()].sort());
    });

    test.each(LANGUAGES)('%s has no empty or padded text', (language) => {
      for (const [key, value] of texts(language)) {
        expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, padded: value !== value.trim() }).toEqual({ key, padded: false });
      }
    });

    test.each(others)('%s is translated: only codes, units and shared words read as in English', (language) => {
      const english = texts('en');
      const same = [...texts(language)].filter(([key, value]) => english.get(key) === value);
      expect(same.filter(([key, value]) => !SAME_AS_ENGLISH.has(value) && !NAME_LABEL_KEYS.has(key))).toEqual([]);
      expect(same.length / english.size).toBeLessThan(0.1);
    });

    test.each(others)('%s uses the same placeholders as en in every text', (language) => {
      const english = texts('en');
      for (const [key, value] of texts(language)) {
        expect({ key, placeholders: placeholders(value) }).toEqual({
          key,
          placeholders: placeholders(english.get(key)!),
        });
      }
    });

    if (namespace) {
      test.each(others)('the namespace loads the %s resources, and carries the English ones', async (language) => {
        expect(namespace.en).toBe(resources.en);
        await expect(namespace.load(language)).resolves.toEqual(resources[language]);
      });
    }

    test('no spec typo reaches a user-visible text (ARCHITECTURE 8)', () => {
      for (const language of LANGUAGES) {
        for (const [key, value] of texts(language)) {
          expect({ key, typo: /avaliable|succesfully|commissionning/i.test(value) }).toEqual({ key, typo: false });
        }
      }
    });
  });
}
