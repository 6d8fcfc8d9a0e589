/**
 * Type test of the typed text keys: `npx tsc -b` fails if a wrong key were accepted, because the
 * `@ts-expect-error` lines would then be unused. The runtime part checks that the keys the types accept read texts.
 */
import { createI18n } from './createI18n';
import { remoteNamespace } from './remoteNamespace';
import type { BaseT, RemoteT } from './textKeys';
import { baseTextsOf, type useBaseTexts } from './useBaseTexts';

const OWN = { widget: { title: 'Widget', items_one: '{{count}} item', items_other: '{{count}} items' } } as const;
const NAMESPACE = remoteNamespace('mf_type_test', OWN, {
  da: async () => ({ da: OWN }),
  sv: async () => ({ sv: OWN }),
  de: async () => ({ de: OWN }),
});

/** Calls a remote's `t` the ways the code does; only compiled calls count, the function is also run below. */
function readAll(t: RemoteT<typeof OWN>): string[] {
  return [
    t('widget.title'), // its own namespace
    t('widget.items', { count: 2 }), // a plural key by its base name
    t('nav.home'), // the base `translation` namespace
    t('cancel'), // the fallback `common` namespace
    t('code.1010', { ns: 'error' }), // a base namespace named in the options (number keys included)
    t('error:connection'), // a base namespace named in the key
    t(`modes.${'Unlisted'}`, { defaultValue: 'Unlisted' }), // a key from data, with what to show without a text
  ];
}

// Wrong keys are type errors; each line below would fail the typecheck if the types accepted it.
export function wrongKeys(t: RemoteT<typeof OWN>) {
  // @ts-expect-error a key that no namespace has
  t('widget.titel');
  // @ts-expect-error a group, not a text
  t('widget');
  // @ts-expect-error a key of the error namespace without naming it
  t('code.1010');
  // @ts-expect-error a key of another namespace than the one named
  t('nav.home', { ns: 'error' });
  // @ts-expect-error a key from data without a default
  t(`modes.${String(Date.now())}`);
}

// The shell's and shared's `t` (useBaseTexts, baseTextsOf): the base keys only, the same wrong keys refused.
export function wrongBaseKeys(t: ReturnType<typeof useBaseTexts>['t']) {
  // @ts-expect-error a key that no namespace has
  t('nav.hom');
  // @ts-expect-error a remote's own key is not a base key
  t('widget.title');
  // @ts-expect-error a group, not a text
  t('nav');
  // @ts-expect-error a key of the error namespace without naming it
  t('code.1010');
  // @ts-expect-error a key of another namespace than the one named
  t('error:nav.home');
  // @ts-expect-error a key of another namespace than the one named in the options
  t('cancel', { ns: 'error' });
  // @ts-expect-error a key from data without a default
  t(`states.${String(Date.now())}`);
}

test("the shell's typed t reads the base texts, not raw keys", async () => {
  const i18n = await createI18n('en');
  const t: BaseT = baseTextsOf(i18n);
  expect([
    t('nav.home'),
    t('cancel'),
    t('error:connection'),
    t('code.1010', { ns: 'error' }),
    t(`states.${'unlisted'}`, { defaultValue: 'Unlisted' }),
  ]).toEqual([
    i18n.t('nav.home'),
    i18n.t('common:cancel'),
    i18n.t('error:connection'),
    i18n.t('error:code.1010'),
    'Unlisted',
  ]);
  expect(t('nav.home')).not.toBe('nav.home');
  await i18n.changeLanguage('da');
  expect(t('nav.home')).toBe(i18n.t('nav.home'));
});

test('the keys the types accept read texts, not raw keys', async () => {
  const i18n = await createI18n('en');
  i18n.addResourceBundle('en', NAMESPACE.ns, NAMESPACE.en);
  const t = i18n.getFixedT('en', [NAMESPACE.ns, 'translation'], undefined) as unknown as RemoteT<typeof OWN>;
  expect(readAll(t)).toEqual([
    'Widget',
    '2 items',
    i18n.t('nav.home'),
    i18n.t('common:cancel'),
    i18n.t('error:code.1010'),
    i18n.t('error:connection'),
    'Unlisted',
  ]);
});
