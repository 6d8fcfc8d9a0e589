import { createI18n, ensureRemoteNamespace } from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_dashboard', { en, da, sv, de }, TEXTS);

test("this remote's keys read from its own namespace, the rest from the base namespaces", async () => {
  const i18n = await createI18n('sv');
  await ensureRemoteNamespace(i18n, TEXTS, 'sv');
  const t = i18n.getFixedT('sv', [TEXTS.ns, 'translation']);
  expect(t('map.legend')).toBe(sv.map.legend);
  expect(t('nav.home')).toBe(i18n.t('nav.home'));
  expect(i18n.exists('map.legend', { ns: 'translation' })).toBe(false);
});
