/**
 * Type test of the typed text keys (issue 11 item 5): `npx tsc -b` fails if a wrong key were accepted, because the
 * `@ts-expect-error` lines would then be unused. The runtime part checks that the keys the types accept read texts.
 */
import { createI18n } from './createI18n';
import { remoteNamespace } from './remoteNamespace';
import type { RemoteT } from './textKeys';

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
