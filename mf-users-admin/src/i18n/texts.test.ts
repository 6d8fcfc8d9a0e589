import { MESSAGE_LANGUAGES, createI18n, ensureRemoteNamespace } from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_users_admin', { en, da, sv, de }, TEXTS);

test("this remote's keys read from its own namespace, the rest from the base namespaces", async () => {
  const i18n = await createI18n('de');
  await ensureRemoteNamespace(i18n, TEXTS, 'de');
  const t = i18n.getFixedT('de', [TEXTS.ns, 'translation']);
  expect(t('users.add')).toBe('Benutzer hinzufügen');
  expect(t('accessLevels.ReadOnly')).toBe(i18n.t('accessLevels.ReadOnly'));
  // Nothing of this remote lives in the shell's base resources any more.
  expect(i18n.exists('users.add', { ns: 'translation' })).toBe(false);
  expect(i18n.exists('management.createSite', { ns: 'translation' })).toBe(false);
});

test('the message centre names every message language (spec 3)', () => {
  expect(Object.keys(en.admin.languages).sort()).toEqual([...MESSAGE_LANGUAGES].sort());
});
